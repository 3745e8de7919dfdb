'use client';

/** Choosing winners among the entries: the running count, the final confirmation and what the choice did. */
import type { UseMutationResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DialogStep } from '@/components/ui/dialog-step';
import { ErrorState } from '@/components/ui/states';
import type { ChooseWinnersResult } from '@/lib/marketplace/creator/contract';
import type { WinnerShare } from '@/lib/marketplace/creator/payout';
import { entryPreview, type winnerRoom } from './words';

type Room = ReturnType<typeof winnerRoom>;
export type ChooseMutation = UseMutationResult<ChooseWinnersResult, Error, string[]>;

/** An entry ticked to win, with what names it for the creator: its number and opening words. */
export interface ChosenEntry {
  id: string;
  index: number;
  text: string | null;
}

/** Who wins and what each receives, said before the choice is made final. */
function WinnersList({ chosen, share }: { chosen: ChosenEntry[]; share: WinnerShare | null }) {
  return (
    <ul aria-label="Winners and what each receives" className="space-y-1.5 text-sm">
      {chosen.map((entry) => (
        <li key={entry.id} className="flex flex-wrap justify-between gap-x-3 rounded-md bg-slate-50 p-2">
          <span className="min-w-0 break-words">
            <span className="font-semibold">Entry {entry.index}</span> · {entryPreview(entry.text)}
          </span>
          <span className="font-semibold">
            {share ? `receives ${share.text}` : 'receives its share (amount not known)'}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Stays in view while scrolling the entries: how many are chosen, and the button that asks to confirm. */
export function ChoiceBar({ room, selected, onChoose }: { room: Room; selected: number; onChoose: () => void }) {
  return (
    <div className="sticky top-0 z-10 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3">
      <p className="text-sm" aria-live="polite">
        <span className="font-semibold">{room.counter}</span> · {room.left - selected} place
        {room.left - selected === 1 ? '' : 's'} left to fill
      </p>
      <Button disabled={selected === 0} onClick={onChoose}>
        Choose {selected || ''} winner{selected === 1 ? '' : 's'}
      </Button>
    </div>
  );
}

/** The choice is final and pays at once, so it is confirmed first; a refusal leads back to the entries. */
export function ConfirmChoice({
  choose,
  chosen,
  share,
  room,
  onClose,
}: {
  choose: ChooseMutation;
  chosen: ChosenEntry[];
  share: WinnerShare | null;
  room: Room;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={() => !choose.isPending && onClose()} title="Choose the winners">
      {choose.isError ? (
        <DialogStep title="The winners were not chosen">
          <ErrorState error={choose.error} title={null} />
          <Button variant="secondary" onClick={onClose}>
            Back to the entries
          </Button>
        </DialogStep>
      ) : (
        <DialogStep title={choose.isPending ? 'Choosing…' : 'This choice is final'} busy={choose.isPending}>
          <p className="text-sm">
            You are choosing {chosen.length} winner{chosen.length === 1 ? '' : 's'}, which makes {room.counter}. Winners
            are paid at once; a choice cannot be undone or changed.
          </p>
          <WinnersList chosen={chosen} share={share} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" disabled={choose.isPending} onClick={onClose}>
              Not yet
            </Button>
            <Button
              disabled={choose.isPending}
              onClick={() =>
                choose.mutate(
                  chosen.map((entry) => entry.id),
                  { onSuccess: onClose },
                )
              }
            >
              Yes, choose {chosen.length === 1 ? 'this winner' : 'these winners'}
            </Button>
          </div>
        </DialogStep>
      )}
    </Dialog>
  );
}

export function ChoiceResult({ result }: { result: ChooseWinnersResult }) {
  return (
    <p role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-950">
      {result.updated === 0
        ? 'These entries were already winners; nothing changed.'
        : `${result.updated} winner${result.updated === 1 ? '' : 's'} chosen and paid. The job now has ${result.winnersNow} of ${result.cap} winner${result.cap === 1 ? '' : 's'}.`}
    </p>
  );
}
