'use client';

/**
 * The pages of a profile's collection after the first, loaded with the first
 * "Load more": each press reads the next with its cursor. Reads share one 10 s
 * window, so a refused one says when it can be tried again.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/ui/states';
import { userQueries } from '@/lib/marketplace/users/client';
import { canLoadMore } from '@/lib/marketplace/users/terms';
import { CollectionItems, type CollectionRows } from './collection-items';
import { CollectionControls, CollectionList } from './collection-list';
import type { CollectionProps } from './user-collection';

export default function CollectionPages(props: CollectionProps) {
  const { nickname, collection, title, first, shown } = props;
  const more = useInfiniteQuery({
    ...userQueries.more(nickname, collection, first.nextCursor ?? ''),
    enabled: canLoadMore(first),
  });
  const pages = more.data?.pages ?? [];
  // Where each page starts in the collection: a portfolio tile is named by its place.
  const starts = pages.map((_, i) => shown + pages.slice(0, i).reduce((n, page) => n + page.items.length, 0));
  const count = shown + pages.reduce((n, page) => n + page.items.length, 0);
  const rows = pages.map((page, i) => (
    <CollectionItems key={i} rows={{ collection, items: page.items } as CollectionRows} offset={starts[i]} />
  ));
  // Until a further page has arrived, the first one says whether there is more (a read under way or refused changes nothing).
  const hasNext = more.data ? more.hasNextPage : canLoadMore(first);
  return (
    <>
      <CollectionList {...props} shown={count} more={rows.length > 0 ? rows : undefined} />
      <CollectionControls
        title={title}
        last={pages.at(-1) ?? first}
        shown={count}
        hasNext={hasNext}
        busy={more.isFetching}
        failed={more.isError}
        onMore={() => void more.fetchNextPage()}
      >
        {more.isError && (
          <ErrorState
            error={more.error}
            title={`More ${title.toLowerCase()} could not be loaded`}
            onRetry={() => void more.fetchNextPage()}
          />
        )}
      </CollectionControls>
    </>
  );
}
