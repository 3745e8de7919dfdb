/**
 * The action queue, rendered on the server from the page of it the page read with the visitor's session. Only its
 * controls run in the browser: the filter (kept in the URL), the refresh, and the queue's own reading again after the
 * seconds it asks for, each of which renders the page again on the server.
 */
import { EmptyState } from '@/components/ui/empty-state';
import { ReadError } from '@/components/ui/read-error';
import type { ActionsPage } from '@/lib/marketplace/creator/client';
import { nextCursorOf } from '@/lib/marketplace/creator/client';
import {
  ACTION_STATE_FILTERS,
  ACTION_STATE_LABELS,
  CREATOR_LIMITS,
  type ActionStateFilter,
} from '@/lib/marketplace/creator/terms';
import type { ServerRead } from '@/lib/marketplace/read-failure';
import { ActionCard } from './action-card';
import { ActionStateChoice, FetchedAtRefresh, RefreshEvery } from './creator-controls-lazy';
import { actionsHref } from './filters-url';
import { ListPages } from './list-pages';

const STATE_CHOICES = ACTION_STATE_FILTERS.map((value) => ({
  value,
  label: ACTION_STATE_LABELS[value],
  href: actionsHref(value),
}));

/** The queue asks to be read again after `refreshAfterSeconds`; never sooner than its own window allows. */
const refreshSeconds = (page: ActionsPage) => Math.max(page.refreshAfterSeconds, CREATOR_LIMITS.actionsWindowSeconds);

function Queue({ state, cursor, page }: { state: ActionStateFilter; cursor: string | undefined; page: ActionsPage }) {
  const items = [...page.actions].sort((a, b) => a.priority - b.priority);
  const next = nextCursorOf(page);
  return (
    <>
      <FetchedAtRefresh at={page.fetchedAt} />
      <p className="text-xs text-slate-500">Refreshes by itself every {refreshSeconds(page)} seconds.</p>
      {/* A little past the window, so the next read lands in a fresh one. */}
      <RefreshEvery ms={refreshSeconds(page) * 1000 + 500} />
      {items.length === 0 && !next ? (
        <EmptyState title={state === 'all' ? 'Nothing needs you' : `Nothing under “${ACTION_STATE_LABELS[state]}”`}>
          Your jobs need nothing from you right now.
        </EmptyState>
      ) : (
        <ol aria-label="Actions, most urgent first" className="space-y-2">
          {items.map((item) => (
            <ActionCard key={item.id} item={item} />
          ))}
        </ol>
      )}
      <ListPages first={cursor ? actionsHref(state) : undefined} next={next ? actionsHref(state, next) : undefined} />
    </>
  );
}

export function ActionQueue({
  state,
  cursor,
  read,
}: {
  state: ActionStateFilter;
  cursor: string | undefined;
  read: ServerRead<ActionsPage>;
}) {
  return (
    <div className="space-y-4">
      <ActionStateChoice value={state} choices={STATE_CHOICES} />
      {read.ok ? (
        <Queue state={state} cursor={cursor} page={read.data} />
      ) : (
        <ReadError failure={read.failure} title="The action queue could not be loaded" readsAgain />
      )}
    </div>
  );
}
