'use client';

import { useState, type ReactNode } from 'react';
import type { ChooseWinnersResult } from '@/lib/marketplace/creator/contract';
import type { Reward } from '@/lib/marketplace/jobs/contract';
import { ChoiceBar, ChoiceResult, type ChosenEntry } from './choice-bar';
import { EntryCard } from './entry-card';
import { winnerRoom } from './winner-room';

/** An entry of the page as the server rendered it, with what the choice needs to name it. */
export interface ReviewedEntry extends ChosenEntry {
  winner: boolean;
  /** When it was sent. */
  sent: ReactNode;
  /** Its text and files. */
  content: ReactNode;
}

/** What a press of "Choose winners" loads: the confirmation, and what renders the job again after the choice. */
type Choosing = Pick<typeof import('./choose-winners'), 'ConfirmChoice' | 'RefreshAfterChoice'>;

/**
 * A job's page of entries as the server read it (with the job's vault handle: the browser never holds the job
 * secret) and rendered them, and choosing winners: within the places left, confirmed in a dialog, loaded on the press,
 * that says the choice is final. After a choice the page renders the job again until it shows the choice.
 */
export function EntriesReview({
  handle,
  entries,
  total,
  pages,
  cap,
  reward,
  winnersNow,
  canChoose,
  jobFetchedAt,
}: {
  handle: string;
  entries: ReviewedEntry[];
  /** How many entries the job has, on every page. */
  total: number;
  /** The links to the other pages of entries. */
  pages: ReactNode;
  cap: number | null | undefined;
  reward: Reward | undefined;
  winnersNow: number;
  canChoose: boolean;
  /** When the job on the page was read. */
  jobFetchedAt: number;
}) {
  // Chosen entries keep their number and opening words: the confirmation names each, even from another page.
  const [selected, setSelected] = useState<ChosenEntry[]>([]);
  const [choosing, setChoosing] = useState<Choosing>();
  const [opening, setOpening] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [chosen, setChosen] = useState<{ result: ChooseWinnersResult; at: number; ids: string[] }>();
  // A choice whose answer was lost: the page reads the job again, and nothing more is chosen until a read newer than
  // the one shown then (so made after the choice was sent) is on the page. Server times only: no browser clock.
  const [unconfirmedAfter, setUnconfirmedAfter] = useState<number>();
  const checking = unconfirmedAfter !== undefined && jobFetchedAt <= unconfirmedAfter;
  // What the page knows now: the winners of the job as read, or as the last choice answered (winners only ever
  // grow); an entry ticked before it became a winner (here, or in another tab) is no longer a choice.
  const isWinner = (entry: ReviewedEntry) => entry.winner || !!chosen?.ids.includes(entry.id);
  const winners = Math.max(winnersNow, chosen?.result.winnersNow ?? 0);
  const choice = selected.filter((c) => !entries.some((e) => e.id === c.id && isWinner(e)));
  // The job's places as read, or as the last choice answered them.
  const room = winnerRoom(cap ?? chosen?.result.cap, winners, choice.length);

  const openConfirm = () => {
    if (choosing) return setConfirming(true);
    setOpening(true);
    import('./choose-winners').then(
      ({ ConfirmChoice, RefreshAfterChoice }) => {
        setChoosing({ ConfirmChoice, RefreshAfterChoice });
        setConfirming(true);
        setOpening(false);
      },
      // Not loaded (the network dropped): the button stays, for another press.
      () => setOpening(false),
    );
  };
  const toggle = ({ id, index, text }: ChosenEntry) =>
    setSelected((s) => (s.some((c) => c.id === id) ? s.filter((c) => c.id !== id) : [...s, { id, index, text }]));

  return (
    <div className="space-y-4">
      {chosen && <ChoiceResult result={chosen.result} />}
      {chosen && choosing && <choosing.RefreshAfterChoice at={chosen.at} jobFetchedAt={jobFetchedAt} />}
      {checking && choosing && (
        <>
          <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            We could not confirm whether the winners were chosen. The page is reading the job again to show what
            happened; choose again only once it has.
          </p>
          <choosing.RefreshAfterChoice at={unconfirmedAfter + 1} jobFetchedAt={jobFetchedAt} />
        </>
      )}
      {canChoose && (
        <ChoiceBar room={room} selected={choice.length} opening={opening || checking} onChoose={openConfirm} />
      )}
      <p className="text-sm text-slate-600">
        {total} entr{total === 1 ? 'y' : 'ies'}, oldest first.
      </p>
      <ol aria-label="Entries" className="space-y-2">
        {entries.map((entry) => (
          <EntryCard
            key={entry.id}
            index={entry.index}
            winner={isWinner(entry)}
            checked={choice.some((c) => c.id === entry.id)}
            disabled={room.full}
            onToggle={canChoose ? () => toggle(entry) : undefined}
            sent={entry.sent}
          >
            {entry.content}
          </EntryCard>
        ))}
      </ol>
      {pages}
      {choosing && confirming && (
        <choosing.ConfirmChoice
          handle={handle}
          chosen={choice}
          reward={reward}
          room={room}
          onChosen={(result) => {
            setSelected([]);
            setChosen({ result, at: Date.now(), ids: choice.map((c) => c.id) });
          }}
          onUncertain={() => setUnconfirmedAfter(jobFetchedAt)}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
