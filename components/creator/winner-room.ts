/** How many more winners can be chosen, and the "n of cap" a selection shows. */
export function winnerRoom(
  cap: number | null | undefined,
  winnersNow: number,
  selected: number,
): { left: number; counter: string; full: boolean } {
  const total = cap ?? 0;
  const left = Math.max(0, total - winnersNow);
  return {
    left,
    counter: `${winnersNow + selected} of ${total} winner${total === 1 ? '' : 's'}`,
    full: selected >= left,
  };
}
