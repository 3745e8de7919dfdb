import { redirect } from 'next/navigation';

export const metadata = { title: 'Creator' };

/** The creator area opens on what needs the creator first. */
export default function CreatorHome() {
  redirect('/creator/actions');
}
