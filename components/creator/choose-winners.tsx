'use client';

/**
 * The final confirmation of a choice of winners, the choice itself, and the job's reading again after it: loaded when
 * "Choose winners" is pressed, so the page's first load carries none of them.
 */
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DialogStep } from '@/components/ui/dialog-step';
import { ErrorState } from '@/components/ui/states';
import { chooseWinners } from '@/lib/marketplace/creator/client';
import { mayHaveHappened } from '@/lib/marketplace/errors';
import type { ChooseWinnersResult } from '@/lib/marketplace/creator/contract';
import { winnerShare, type WinnerShare } from '@/lib/marketplace/creator/payout';
import { creatorWire } from '@/lib/marketplace/creator/terms';
import type { Reward } from '@/lib/marketplace/jobs/contract';
import type { ChosenEntry, Room } from './choice-bar';
import { refreshWait } from './refresh-after-choice';
import { choiceRefusal, entryPreview } from './words';

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

interface ConfirmChoiceProps {
  /** The job's vault handle: the proxy swaps in its secret. */
  handle: string;
  chosen: ChosenEntry[];
  /** What each winner is paid is said from it before the choice. */
  reward: Reward | undefined;
  room: Room;
  onChosen: (result: ChooseWinnersResult) => void;
  /** No answer came back: the choice may have been made; the page reads the job again before another. */
  onUncertain: () => void;
  onClose: () => void;
}

/** The choice is final and pays at once, so it is confirmed first; a refusal leads back to the entries. */
export function ConfirmChoice({ handle, chosen, reward, room, onChosen, onUncertain, onClose }: ConfirmChoiceProps) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown }>();
  const choose = async () => {
    setSending(true);
    try {
      onChosen(
        await chooseWinners(
          handle,
          chosen.map((entry) => entry.id),
        ),
      );
      onClose();
    } catch (error) {
      if (mayHaveHappened(error)) {
        onUncertain();
        return onClose();
      }
      setFailure({ error });
      setSending(false);
    }
  };
  return (
    <Dialog open onClose={() => !sending && onClose()} title="Choose the winners">
      {failure ? (
        <DialogStep title="The winners were not chosen">
          <ErrorState error={choiceRefusal(failure.error)} title={null} />
          <Button variant="secondary" onClick={onClose}>
            Back to the entries
          </Button>
        </DialogStep>
      ) : (
        <DialogStep title={sending ? 'Choosing…' : 'This choice is final'} busy={sending}>
          <p className="text-sm">
            You are choosing {chosen.length} winner{chosen.length === 1 ? '' : 's'}, which makes {room.counter}. The
            marketplace then pays the winners; a choice cannot be undone or changed.
          </p>
          <WinnersList chosen={chosen} share={winnerShare(reward)} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" disabled={sending} onClick={onClose}>
              Not yet
            </Button>
            <Button disabled={sending} onClick={() => void choose()}>
              Yes, choose {chosen.length === 1 ? 'this winner' : 'these winners'}
            </Button>
          </div>
        </DialogStep>
      )}
    </Dialog>
  );
}

/** Renders the page again after a choice made at `at`, until the job it shows was read after it. */
export function RefreshAfterChoice({ at, jobFetchedAt }: { at: number; jobFetchedAt: number }) {
  const router = useRouter();
  const [refreshes, setRefreshes] = useState(0);
  useEffect(() => {
    const wait = refreshWait(jobFetchedAt, at, refreshes, creatorWire.createdJob.window, Date.now());
    if (wait === null) return;
    const timer = setTimeout(() => {
      setRefreshes((n) => n + 1);
      router.refresh();
    }, wait);
    return () => clearTimeout(timer);
  }, [at, jobFetchedAt, refreshes, router]);
  return null;
}
