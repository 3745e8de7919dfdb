'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import type { Route } from 'next';
import { useRouter, useSearchParams } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FetchedAt } from '@/components/ui/fetched-at';
import { QueryView } from '@/components/ui/query-view';
import { EmptyState } from '@/components/ui/empty-state';
import { creatorQueries } from '@/lib/marketplace/creator/client';
import { ACTION_STATE_FILTERS, ACTION_STATE_LABELS, type ActionStateFilter } from '@/lib/marketplace/creator/terms';
import { ActionCard } from './action-card';
import { actionStateOf } from './filters-url';
import { CreatorSignedIn } from './signed-in';

function Queue({ state }: { state: ActionStateFilter }) {
  const router = useRouter();
  const queue = useInfiniteQuery(creatorQueries.actions(state));
  const pages = queue.data?.pages ?? [];
  const items = [...pages.flatMap((page) => page.actions)].sort((a, b) => a.priority - b.priority);
  const choices = ACTION_STATE_FILTERS.map((value) => ({ value, label: ACTION_STATE_LABELS[value] }));

  return (
    <div className="space-y-4">
      <ChoiceGroup
        legend="Show"
        name="state"
        variant="segmented"
        choices={choices}
        value={state}
        onChange={(next) =>
          router.replace(`/creator/actions${next === 'all' ? '' : `?state=${next}`}` as Route, { scroll: false })
        }
      />
      {pages[0] && (
        <>
          <FetchedAt at={pages[0].fetchedAt} onRefresh={() => queue.refetch()} refreshing={queue.isFetching} />
          <p className="text-xs text-slate-500">
            Refreshes by itself every {Math.max(pages[0].refreshAfterSeconds, 10)} seconds.
          </p>
        </>
      )}
      <QueryView
        query={queue}
        keepData="with-error"
        loading={{ label: 'Loading the action queue', rows: 3, rowClassName: 'h-36' }}
        error={{ title: 'The action queue could not be loaded' }}
        isEmpty={() => items.length === 0 && !queue.hasNextPage}
        empty={
          <EmptyState title={state === 'all' ? 'Nothing needs you' : `Nothing under “${ACTION_STATE_LABELS[state]}”`}>
            Your jobs need nothing from you right now.
          </EmptyState>
        }
      >
        {() => (
          <ol aria-label="Actions, most urgent first" className="space-y-2">
            {items.map((item) => (
              <ActionCard key={item.id} item={item} />
            ))}
          </ol>
        )}
      </QueryView>
      {queue.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => queue.fetchNextPage()} disabled={queue.isFetchingNextPage}>
            {queue.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}

export function ActionQueue() {
  const state = actionStateOf(useSearchParams() ?? new URLSearchParams());
  return (
    <CreatorSignedIn>
      <Queue key={state} state={state} />
    </CreatorSignedIn>
  );
}
