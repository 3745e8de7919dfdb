import type { CreatedJobRead } from '@/lib/marketplace/creator/client';

/**
 * Whether winners can be chosen on a job's page. A detail that describes its winners (`winnerCap`) says whether a
 * choice is open with its own action; the contract's detail does neither, and offers the choice (spec 4.8, by the
 * job's secret) with the entries (2.7).
 */
export const canChooseWinners = (job: Pick<CreatedJobRead, 'winnerCap' | 'nextActions'>): boolean =>
  job.winnerCap !== undefined ? !!job.nextActions.chooseWinners : !!job.nextActions.submissions;

/**
 * How many more winners can be chosen, and the "n of cap" a selection shows. The contract gives a job's number of
 * places only in a choice's answer (spec 4.8 `cap`); until one is known, `left` is null and the marketplace holds the
 * choice to it.
 */
export function winnerRoom(
  cap: number | null | undefined,
  winnersNow: number,
  selected: number,
): { left: number | null; counter: string; full: boolean } {
  const chosen = winnersNow + selected;
  if (cap == null) return { left: null, counter: `${chosen} winner${chosen === 1 ? '' : 's'}`, full: false };
  const left = Math.max(0, cap - winnersNow);
  return { left, counter: `${chosen} of ${cap} winner${cap === 1 ? '' : 's'}`, full: selected >= left };
}
