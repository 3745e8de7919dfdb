/**
 * One earnings report (the overview or a page of history) as the server read it: when it was fetched, with a refresh
 * that renders the page again, and the report; or, when the read was refused, why in plain words and a retry. A read
 * inside the 10 s window between reads renders the page again on its own once the window opens (`readsAgain`).
 */
import type { ReactNode } from 'react';
import { ReadError } from '@/components/ui/read-error';
import type { ServerRead } from '@/lib/marketplace/read-failure';
import { FetchedAtRefresh } from './earnings-controls-lazy';

export function Report<T>({
  read,
  what,
  children,
}: {
  read: ServerRead<{ report: T; fetchedAt: number }>;
  what: string;
  children: (report: T) => ReactNode;
}) {
  if (!read.ok) return <ReadError failure={read.failure} title={`${what} could not be loaded`} readsAgain />;
  return (
    <div className="space-y-3">
      <FetchedAtRefresh at={read.data.fetchedAt} />
      {children(read.data.report)}
    </div>
  );
}
