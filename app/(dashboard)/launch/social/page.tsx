import { SocialForms } from '@/components/launch/social-forms';

export const metadata = { title: 'Likes and views' };

export default function SocialPage() {
  return <SocialForms />;
}
