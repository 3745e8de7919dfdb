import { NotFoundNotice } from '@/components/shell/not-found-notice';

export const metadata = { title: 'Page not found' };

/**
 * An unknown address, and a page whose subject does not exist (notFound()): the notice, inside the dashboard's frame
 * (the root layout's). Next sends this element with every page, so it stays this small.
 */
export default function NotFound() {
  return <NotFoundNotice />;
}
