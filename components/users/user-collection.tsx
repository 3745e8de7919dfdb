'use client';

/**
 * One of a public profile's collections (store, reviews, portfolio): the first
 * page came with the profile; "Load more" reads the next with its cursor, and
 * paging stops at the end or at the boundary where more exists but no cursor
 * leads there. Reads share one 10 s window, so a refused one says when it can
 * be tried again.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { ErrorState } from '@/components/ui/states';
import { userQueries } from '@/lib/marketplace/users/client';
import type { CollectionPage } from '@/lib/marketplace/users/contract';
import { atBoundary, canLoadMore } from '@/lib/marketplace/users/terms';
import type { UserCollection as CollectionName } from '@/lib/marketplace/users/terms';

export function UserCollection<C extends CollectionName>({
  nickname,
  collection,
  title,
  first,
  empty,
  list,
}: {
  nickname: string;
  collection: C;
  title: string;
  first: CollectionPage<C>;
  empty: string;
  /** The items of every page read so far, as one list. */
  list: (items: CollectionPage<C>['items']) => ReactNode;
}) {
  const [started, setStarted] = useState(false);
  const more = useInfiniteQuery({
    ...userQueries.more(nickname, collection, first.nextCursor ?? ''),
    enabled: started && canLoadMore(first),
  });
  const pages = [first, ...(more.data?.pages ?? [])];
  const last = pages.at(-1)!;
  const items = pages.flatMap((page) => page.items as unknown[]) as CollectionPage<C>['items'];
  // Until a further page has arrived, the first one says whether there is more (a read under way or refused changes nothing).
  const hasNext = more.data ? more.hasNextPage : canLoadMore(first);

  return (
    <Section title={title}>
      {items.length === 0 ? <p className="text-sm text-slate-500">{empty}</p> : list(items)}
      <div className="mt-4 space-y-2">
        {more.isError && (
          <ErrorState
            error={more.error}
            title={`More ${title.toLowerCase()} could not be loaded`}
            onRetry={() => void more.fetchNextPage()}
          />
        )}
        {hasNext && !more.isError && (
          <Button
            variant="secondary"
            onClick={() => (started ? void more.fetchNextPage() : setStarted(true))}
            disabled={more.isFetching}
            aria-label={`Load more ${title.toLowerCase()}`}
          >
            {more.isFetching ? 'Loading…' : 'Load more'}
          </Button>
        )}
        {!hasNext && !more.isFetching && !more.isError && items.length > 0 && (
          <p role="status" className="text-xs text-slate-500">
            {atBoundary(last)
              ? `There are more ${title.toLowerCase()} than can be shown here.`
              : `That is all: ${items.length} shown.`}
          </p>
        )}
      </div>
    </Section>
  );
}
