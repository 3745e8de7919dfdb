'use client';

/** Choosing winners among the entries as the page shows it: the running count and what a choice did. */
import { Button } from '@/components/ui/button';
import type { ChooseWinnersResult } from '@/lib/marketplace/creator/contract';
import type { winnerRoom } from './winner-room';

export type Room = ReturnType<typeof winnerRoom>;

/** An entry ticked to win, with what names it for the creator: its number and opening words. */
export interface ChosenEntry {
  id: string;
  index: number;
  text: string | null;
}

/** Stays in view while scrolling the entries: how many are chosen, and the button that asks to confirm. */
export function ChoiceBar({
  room,
  selected,
  opening,
  onChoose,
}: {
  room: Room;
  selected: number;
  /** The confirmation's code is loading. */
  opening: boolean;
  onChoose: () => void;
}) {
  // Other winners may have come since these were ticked (another tab): more than the places left cannot be chosen.
  const over = room.left === null ? 0 : selected - room.left;
  return (
    <div className="sticky top-0 z-10 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3">
      <p className="text-sm" aria-live="polite">
        <span className="font-semibold">{room.counter}</span> ·{' '}
        {room.left === null
          ? 'the marketplace keeps the choice to the job’s places'
          : over > 0
            ? `${over} more than the places left: untick ${over === 1 ? 'one' : over}`
            : `${room.left - selected} place${room.left - selected === 1 ? '' : 's'} left to fill`}
      </p>
      <Button disabled={selected === 0 || opening || over > 0} onClick={onChoose}>
        Choose {selected || ''} winner{selected === 1 ? '' : 's'}
      </Button>
    </div>
  );
}

export function ChoiceResult({ result }: { result: ChooseWinnersResult }) {
  return (
    <p role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-950">
      {result.updated === 0
        ? 'These entries were already winners; nothing changed.'
        : `${result.updated} winner${result.updated === 1 ? '' : 's'} chosen. The job now has ${result.winnersNow} of ${result.cap} winner${result.cap === 1 ? '' : 's'}.`}
    </p>
  );
}
