import { NotFoundNotice } from '@/components/shell/not-found-notice';

export const metadata = { title: 'Service not found' };

export default function ServiceNotFound() {
  return (
    <NotFoundNotice title="This service is not in the store">
      Its seller may have removed it, or the link may be mistyped.
    </NotFoundNotice>
  );
}
