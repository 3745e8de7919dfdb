import { NotFoundNotice } from '@/components/shell/not-found-notice';
import { DashboardFrame } from './(dashboard)/dashboard-frame';

export const metadata = { title: 'Page not found' };

/** Any address no route matches: the not-found notice inside the dashboard's shell. */
export default function NotFound() {
  return (
    <DashboardFrame>
      <NotFoundNotice />
    </DashboardFrame>
  );
}
