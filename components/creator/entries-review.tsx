'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { chooseWinners, creatorKeys, creatorQueries } from '@/lib/marketplace/creator/client';
import type { Entry } from '@/lib/marketplace/creator/contract';
import { winnerShare } from '@/lib/marketplace/creator/payout';
import type { Reward } from '@/lib/marketplace/jobs/contract';
import { ChoiceBar, ChoiceResult, ConfirmChoice, type ChosenEntry } from './choose-winners';
import { EntryCard } from './entry-card';
import { winnerRoom } from './words';

/**
 * A job's entries, read with the job's vault handle (the browser never holds
 * the job secret), and choosing winners: within the places left, confirmed in
 * a dialog that says the choice is final.
 */
export function EntriesReview({
  jobId,
  handle,
  cap,
  reward,
  winnersNow,
  canChoose,
  onChosen,
}: {
  jobId: string;
  handle: string;
  cap: number | null | undefined;
  /** What each winner is paid is said from it before the choice. */
  reward: Reward | undefined;
  winnersNow: number;
  canChoose: boolean;
  /** The job's status moves after a choice. */
  onChosen: () => void;
}) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  // Chosen entries keep their number and opening words: the confirmation names each, even from another page.
  const [selected, setSelected] = useState<ChosenEntry[]>([]);
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
  const toggle = (entry: Entry, index: number) =>
    setSelected((s) =>
      s.some((c) => c.id === entry.id)
        ? s.filter((c) => c.id !== entry.id)
        : [...s, { id: entry.id, index, text: entry.content_text }],
    );

  return (
    <QueryView
      query={entries}
      loading={{ label: 'Loading the entries', rows: 1, rowClassName: 'h-40' }}
      error={{ title: 'The entries could not be loaded' }}
      isEmpty={(data) => data.total === 0}
      empty={<EmptyState title="No entries yet">Entries show here as workers send them.</EmptyState>}
    >
      {(data) => {
        const offset = (data.page - 1) * data.pageSize;
        return (
          <div className="space-y-4">
            {choose.isSuccess && <ChoiceResult result={choose.data} />}
            {canChoose && (
              <ChoiceBar
                room={room}
                selected={selected.length}
                onChoose={() => {
                  choose.reset();
                  setConfirming(true);
                }}
              />
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
                  checked={selected.some((c) => c.id === entry.id)}
                  disabled={room.full}
                  onToggle={canChoose ? () => toggle(entry, offset + i + 1) : undefined}
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
              <ConfirmChoice
                choose={choose}
                chosen={selected}
                share={winnerShare(reward)}
                room={room}
                onClose={() => setConfirming(false)}
              />
            )}
          </div>
        );
      }}
    </QueryView>
  );
}
