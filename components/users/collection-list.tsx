/** A profile collection's list and what follows it: "Load more", or where the list ends. */
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { atBoundary } from '@/lib/marketplace/users/terms';
import type { UserCollection } from '@/lib/marketplace/users/terms';
import type { CollectionProps } from './user-collection';

/** Each collection's list layout. */
const LIST_CLASS: Record<UserCollection, string> = {
  store: 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3',
  reviews: 'space-y-2',
  portfolio: 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4',
};

export function CollectionList({
  collection,
  shown,
  empty,
  children,
  more,
}: Pick<CollectionProps, 'collection' | 'shown' | 'empty' | 'children'> & { more?: ReactNode }) {
  if (shown === 0 && !more) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    <ul className={LIST_CLASS[collection]}>
      {children}
      {more}
    </ul>
  );
}

export function CollectionControls({
  title,
  last,
  shown,
  hasNext,
  busy,
  failed = false,
  onMore,
  children,
}: {
  title: string;
  /** The last page read: at the boundary, more exists that cannot be shown. */
  last: { hasMore: boolean; nextCursor: string | null };
  shown: number;
  hasNext: boolean;
  busy: boolean;
  failed?: boolean;
  onMore: () => void;
  /** A failed read, said above the button. */
  children?: ReactNode;
}) {
  const name = title.toLowerCase();
  return (
    <div className="mt-4 space-y-2">
      {children}
      {hasNext && !failed && (
        <Button variant="secondary" onClick={onMore} disabled={busy} aria-label={`Load more ${name}`}>
          {busy ? 'Loading…' : 'Load more'}
        </Button>
      )}
      {!hasNext && !busy && !failed && shown > 0 && (
        <p role="status" className="text-xs text-slate-500">
          {atBoundary(last) ? `There are more ${name} than can be shown here.` : `That is all: ${shown} shown.`}
        </p>
      )}
    </div>
  );
}
