import { NotFoundNotice } from '@/components/shell/not-found-notice';

export const metadata = { title: 'Page not found' };

/** A page of the dashboard said its subject does not exist (notFound()). */
export default function DashboardNotFound() {
  return <NotFoundNotice />;
}
