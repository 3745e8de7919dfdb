import { rewardSummary } from '@/lib/marketplace/jobs/reward';
import type { Reward } from '@/lib/marketplace/jobs/contract';
import { cn } from '@/lib/cn';

/** A job's advertised reward and who it is for; a missing reward is said to be unknown, never zero. */
export function RewardLine({ reward, className }: { reward: Reward; className?: string }) {
  const summary = rewardSummary(reward);
  return (
    <p className={cn('text-sm', className)}>
      <span className={summary.known ? 'font-semibold text-slate-900' : 'text-slate-600'}>{summary.headline}</span>
      {summary.known && <span className="text-slate-600"> · {summary.scope}</span>}
    </p>
  );
}
