'use client';

/**
 * One of a public profile's collections (store, reviews, portfolio): the first
 * page came with the profile, rendered on the server (`children`); "Load more"
 * loads the reader of the next pages (`collection-pages.tsx`) with its first
 * press, and paging stops at the end or at the boundary where more exists but
 * no cursor leads there.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { loadWithQueries } from '@/components/queries';
import type { UserCollection as CollectionName } from '@/lib/marketplace/users/terms';
import { canLoadMore } from '@/lib/marketplace/users/terms';
import { CollectionControls, CollectionList } from './collection-list';

// With React Query's client, which the page does not bring: only the further pages read through it.
const CollectionPages = lazy(() =>
  loadWithQueries(import('./collection-pages').then((m) => m.default)).then((Pages) => ({ default: Pages })),
);

export interface CollectionProps {
  nickname: string;
  collection: CollectionName;
  title: string;
  /** Where the first page ends: whether more exists, and the cursor leading there. */
  first: { hasMore: boolean; nextCursor: string | null };
  /** How many items the first page holds. */
  shown: number;
  empty: string;
  /** The first page's rows. */
  children: ReactNode;
}

export function UserCollection(props: CollectionProps) {
  const [started, setStarted] = useState(false);
  const { title, first } = props;
  const waiting = (
    <>
      <CollectionList {...props} />
      <CollectionControls
        title={title}
        last={first}
        shown={props.shown}
        hasNext={canLoadMore(first)}
        busy={started}
        onMore={() => setStarted(true)}
      />
    </>
  );
  if (!started) return waiting;
  return (
    <Suspense fallback={waiting}>
      <CollectionPages {...props} />
    </Suspense>
  );
}
