/**
 * The signed-in purchase history, rendered on the server from the page's read of one page of it. Only the controls
 * run in the browser (the export, the note on orders paid from another wallet, the refresh); the pages are links the
 * server renders for their cursor. The history is read before the page is sent, not streamed in behind a placeholder,
 * so the first paint shows it (a browser without JavaScript too); a link to another page says it was followed while
 * the server renders that page.
 */
import type { Route } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ReadError } from '@/components/ui/read-error';
import type { HistoryItem } from '@/lib/marketplace/checkout/contract';
import type { ServerRead } from '@/lib/marketplace/read-failure';
import { PurchaseRow } from './purchase-row';
import { FetchedAtRefresh, LinkPending, OtherAccountOrdersNote, PurchasesExport } from './purchases-controls-lazy';

/** One page of the history as the page reads it, with when it was read. */
export interface PurchasesPage {
  purchases: HistoryItem[];
  hasMore: boolean;
  nextCursor: string | null;
  fetchedAt: number;
}

/** The page's heading, its controls and the note on orders paid from another wallet, around the history. */
export function PurchasesFrame({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Purchases</h1>
          <p className="text-sm text-slate-600">Your purchases and hires, newest first, with their payment status.</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <PurchasesExport />
          <Link href="/recovery" className={buttonClasses('secondary', 'sm')}>
            Unfinished operations
          </Link>
        </div>
      </div>
      <OtherAccountOrdersNote />
      {children}
    </div>
  );
}

function Pages({ cursor, nextCursor }: { cursor: string | undefined; nextCursor: string | null }) {
  return (
    <nav aria-label="Pages" className="flex justify-between">
      {cursor ? (
        <Link href="/purchases" className={buttonClasses('secondary', 'sm')}>
          <LinkPending>Newest</LinkPending>
        </Link>
      ) : (
        <span />
      )}
      {nextCursor && (
        <Link
          href={`/purchases?cursor=${encodeURIComponent(nextCursor)}` as Route}
          className={buttonClasses('secondary', 'sm')}
        >
          <LinkPending>Older</LinkPending>
        </Link>
      )}
    </nav>
  );
}

/** The page of the history the server read: its rows and the links to the others, or why it could not be read. */
export function PurchasesHistory({ cursor, read }: { cursor: string | undefined; read: ServerRead<PurchasesPage> }) {
  if (!read.ok) return <ReadError failure={read.failure} title="Your purchases could not be loaded" readsAgain />;
  const { purchases, hasMore, nextCursor, fetchedAt } = read.data;
  return (
    <>
      <FetchedAtRefresh at={fetchedAt} />
      {purchases.length === 0 ? (
        <EmptyState
          title={cursor ? 'No older purchases' : 'No purchases yet'}
          action={
            <Link href="/store" className={buttonClasses()}>
              Browse the store
            </Link>
          }
        />
      ) : (
        <>
          <ul aria-label="Purchases" className="space-y-2">
            {purchases.map((item) => (
              <PurchaseRow key={item.purchaseId} item={item} />
            ))}
          </ul>
          <Pages cursor={cursor} nextCursor={hasMore ? nextCursor : null} />
        </>
      )}
    </>
  );
}
