'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { AttachmentLinks } from '@/components/jobs/attachment-links';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DialogStep } from '@/components/ui/dialog-step';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/states';
import { EmptyState } from '@/components/ui/empty-state';
import { chooseWinners, creatorKeys, creatorQueries } from '@/lib/marketplace/creator/client';
import type { ChooseWinnersResult, Entry } from '@/lib/marketplace/creator/contract';
import { winnerRoom } from './words';

function EntryCard({
  entry,
  index,
  checked,
  disabled,
  onToggle,
}: {
  entry: Entry;
  index: number;
  checked: boolean;
  disabled: boolean;
  onToggle?: () => void;
}) {
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
      <div className="flex flex-wrap items-center gap-3">
        {entry.winner ? (
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-800">
            <Trophy className="size-4" aria-hidden="true" /> Entry {index} · Winner
          </span>
        ) : onToggle ? (
          <label className="inline-flex items-center gap-2 text-sm font-semibold">
            <input
              type="checkbox"
              className="size-4"
              checked={checked}
              disabled={disabled && !checked}
              onChange={onToggle}
            />
            Choose entry {index}
          </label>
        ) : (
          <span className="text-sm font-semibold">Entry {index}</span>
        )}
        {entry.created_at && (
          <span className="ml-auto text-xs text-slate-500">
            Sent {new Date(entry.created_at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
          </span>
        )}
      </div>
      {entry.content_text ? (
        <p className="whitespace-pre-line break-words text-sm">{entry.content_text}</p>
      ) : (
        <p className="text-sm text-slate-500">No text, files only.</p>
      )}
      <AttachmentLinks urls={entry.attachment_urls} label={`Files of entry ${index}`} />
    </li>
  );
}

/**
 * A job's entries, read with the job's vault handle (the browser never holds
 * the job secret), and choosing winners: within the places left, confirmed in
 * a dialog that says the choice is final.
 */
export function EntriesReview({
  jobId,
  handle,
  cap,
  winnersNow,
  canChoose,
  onChosen,
}: {
  jobId: string;
  handle: string;
  cap: number | null | undefined;
  winnersNow: number;
  canChoose: boolean;
  /** The job's status moves after a choice. */
  onChosen: () => void;
}) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const entries = useQuery(creatorQueries.entries(jobId, handle, page));
  const choose = useMutation({
    mutationFn: (ids: string[]) => chooseWinners(handle, ids),
    onSuccess: () => {
      setSelected([]);
      onChosen();
      void queryClient.invalidateQueries({ queryKey: creatorKeys.all });
    },
  });
  const room = winnerRoom(cap, winnersNow, selected.length);
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  if (entries.isPending) return <Skeleton className="h-40" />;
  if (entries.isError)
    return (
      <ErrorState error={entries.error} title="The entries could not be loaded" onRetry={() => entries.refetch()} />
    );
  const data = entries.data;
  if (data.total === 0) return <EmptyState title="No entries yet">Entries show here as workers send them.</EmptyState>;
  const offset = (data.page - 1) * data.pageSize;

  return (
    <div className="space-y-4">
      {choose.isSuccess && <ChoiceResult result={choose.data} />}
      {canChoose && (
        <div className="sticky top-0 z-10 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3">
          <p className="text-sm" aria-live="polite">
            <span className="font-semibold">{room.counter}</span> · {room.left - selected.length} place
            {room.left - selected.length === 1 ? '' : 's'} left to fill
          </p>
          <Button
            disabled={selected.length === 0}
            onClick={() => {
              choose.reset();
              setConfirming(true);
            }}
          >
            Choose {selected.length || ''} winner{selected.length === 1 ? '' : 's'}
          </Button>
        </div>
      )}
      <p className="text-sm text-slate-600">
        {data.total} entr{data.total === 1 ? 'y' : 'ies'}, oldest first.
      </p>
      <ol aria-label="Entries" className="space-y-2">
        {data.submissions.map((entry, i) => (
          <EntryCard
            key={entry.id}
            entry={entry}
            index={offset + i + 1}
            checked={selected.includes(entry.id)}
            disabled={room.full}
            onToggle={canChoose ? () => toggle(entry.id) : undefined}
          />
        ))}
      </ol>
      {data.totalPages > 1 && (
        <nav aria-label="Pages of entries" className="flex items-center justify-between">
          <Button variant="secondary" size="sm" disabled={data.page <= 1} onClick={() => setPage(data.page - 1)}>
            Previous
          </Button>
          <span className="text-sm text-slate-600">
            Page {data.page} of {data.totalPages}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={data.page >= data.totalPages}
            onClick={() => setPage(data.page + 1)}
          >
            Next
          </Button>
        </nav>
      )}
      {confirming && (
        <Dialog open onClose={() => !choose.isPending && setConfirming(false)} title="Choose the winners">
          {choose.isError ? (
            <DialogStep title="The winners were not chosen">
              <ErrorState error={choose.error} title={null} />
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Back to the entries
              </Button>
            </DialogStep>
          ) : (
            <DialogStep title={choose.isPending ? 'Choosing…' : 'This choice is final'} busy={choose.isPending}>
              <p className="text-sm">
                You are choosing {selected.length} winner{selected.length === 1 ? '' : 's'}, which makes {room.counter}.
                Winners are paid at once; a choice cannot be undone or changed.
              </p>
              <div className="flex flex-wrap justify-end gap-2">
                <Button variant="secondary" disabled={choose.isPending} onClick={() => setConfirming(false)}>
                  Not yet
                </Button>
                <Button
                  disabled={choose.isPending}
                  onClick={() => choose.mutate(selected, { onSuccess: () => setConfirming(false) })}
                >
                  Yes, choose {selected.length === 1 ? 'this winner' : 'these winners'}
                </Button>
              </div>
            </DialogStep>
          )}
        </Dialog>
      )}
    </div>
  );
}

function ChoiceResult({ result }: { result: ChooseWinnersResult }) {
  return (
    <p role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-950">
      {result.updated === 0
        ? 'These entries were already winners; nothing changed.'
        : `${result.updated} winner${result.updated === 1 ? '' : 's'} chosen and paid. The job now has ${result.winnersNow} of ${result.cap} winner${result.cap === 1 ? '' : 's'}.`}
    </p>
  );
}
