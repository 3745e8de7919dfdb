'use client';

/** Choosing winners among the entries: the running count, the final confirmation and what the choice did. */
import type { UseMutationResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DialogStep } from '@/components/ui/dialog-step';
import { ErrorState } from '@/components/ui/states';
import type { ChooseWinnersResult } from '@/lib/marketplace/creator/contract';
import type { winnerRoom } from './words';

type Room = ReturnType<typeof winnerRoom>;
export type ChooseMutation = UseMutationResult<ChooseWinnersResult, Error, string[]>;

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
  selected,
  room,
  onClose,
}: {
  choose: ChooseMutation;
  selected: string[];
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
            You are choosing {selected.length} winner{selected.length === 1 ? '' : 's'}, which makes {room.counter}.
            Winners are paid at once; a choice cannot be undone or changed.
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" disabled={choose.isPending} onClick={onClose}>
              Not yet
            </Button>
            <Button disabled={choose.isPending} onClick={() => choose.mutate(selected, { onSuccess: onClose })}>
              Yes, choose {selected.length === 1 ? 'this winner' : 'these winners'}
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
