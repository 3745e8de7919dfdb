'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import type { Route } from 'next';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { ClosesIn } from '@/components/jobs/closes-in';
import { Badge, type Tone } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FetchedAt } from '@/components/ui/fetched-at';
import { QueryView } from '@/components/ui/query-view';
import { EmptyState } from '@/components/ui/empty-state';
import { creatorQueries } from '@/lib/marketplace/creator/client';
import type { ActionItem } from '@/lib/marketplace/creator/contract';
import {
  ACTION_STATE_FILTERS,
  ACTION_STATE_LABELS,
  JOB_KIND_LABELS,
  type ActionStateFilter,
} from '@/lib/marketplace/creator/terms';
import { labelOf } from '@/lib/marketplace/jobs/terms';
import { createdJobHref } from './created-jobs';
import { actionStateOf } from './filters-url';
import { CreatorSignedIn } from './signed-in';
import { ACTION_TYPE_WORDS } from './words';

const STATE_TONES: Record<ActionItem['state'], Tone> = { actionable: 'danger', waiting: 'neutral', blocked: 'warning' };

/** Shown wherever a payment could be repeated: a payment may already be on its way. */
export function DoNotPayAgain() {
  return (
    <p className="flex items-start gap-2 rounded-md border border-red-300 bg-red-50 p-2 text-sm font-semibold text-red-900">
      <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      Do not pay for this job again: a payment is already made or on its way.
    </p>
  );
}

function Item({ item }: { item: ActionItem }) {
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={STATE_TONES[item.state]}>{ACTION_STATE_LABELS[item.state]}</Badge>
        <Badge tone="brand">{labelOf(JOB_KIND_LABELS, item.kind)}</Badge>
        {item.deadline && (
          <span className="text-xs font-medium text-red-800">
            Pay by: <ClosesIn closesAt={item.deadline.at} />
          </span>
        )}
        {item.selectionClosesAt && <ClosesIn closesAt={item.selectionClosesAt} />}
      </div>
      <h3 className="font-semibold">{labelOf(ACTION_TYPE_WORDS, item.type)}</h3>
      <p className="line-clamp-2 break-words text-sm text-slate-700">{item.summary}</p>
      <p className="text-sm text-slate-600">{item.priorityReason}</p>
      {item.selection && (
        <p className="text-sm">
          {item.selection.selectedCount} chosen so far; {item.selection.remainingPositions} place
          {item.selection.remainingPositions === 1 ? '' : 's'} left.
        </p>
      )}
      {item.doNotPayAgain && <DoNotPayAgain />}
      <p className="text-sm font-medium">{item.guidance}</p>
      <div className="flex flex-wrap gap-2">
        <Link
          href={createdJobHref(item.jobId)}
          className={buttonClasses(item.state === 'actionable' ? 'primary' : 'secondary', 'sm')}
        >
          {item.type === 'choose_winners' ? 'Review entries' : 'Open the job'}
        </Link>
        {item.nextActions.website && (
          <a
            href={item.nextActions.website.url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('ghost', 'sm')}
          >
            Open on the website
          </a>
        )}
      </div>
    </li>
  );
}

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
              <Item key={item.id} item={item} />
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
