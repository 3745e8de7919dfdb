/** An action card's one moment in words, apart from the pages' other words, so its ticking line loads only these. */
import { timeLeft } from '@/components/jobs/closing-words';

/** The one moment an action card names: the payment deadline, or the entry deadline. */
export interface StepTime {
  kind: 'pay_by' | 'entries';
  at: string;
}

/** "Pay within 25 min", "Entries close in 2 h 05 min", "Entries closed 3 h 10 min ago". */
export function stepTimeText(time: StepTime, now: number): string {
  const left = (Date.parse(time.at) - now) / 1000;
  if (time.kind === 'pay_by') return left > 0 ? `Pay within ${timeLeft(left)}` : 'The time to pay has passed';
  return left > 0 ? `Entries close in ${timeLeft(left)}` : `Entries closed ${timeLeft(-left)} ago`;
}
