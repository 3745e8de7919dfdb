import { cn } from '@/lib/cn';
import type { Progress } from './progress';
import { Icon } from '@/components/ui/icon';

const SPOKEN = { done: 'done', current: 'now', upcoming: 'not yet' } as const;

/** The order's steps, the current one marked, in plain words. */
export function OrderTimeline({ steps }: { steps: Progress['steps'] }) {
  if (steps.length === 0) return null;
  return (
    <ol aria-label="Order progress" className="grid auto-cols-fr grid-flow-col gap-1.5 text-xs sm:gap-2">
      {steps.map((step) => (
        <li
          key={step.id}
          aria-current={step.state === 'current' ? 'step' : undefined}
          className={cn(
            'min-w-0 border-t-4 pt-1 break-words',
            step.state === 'upcoming' ? 'border-slate-200 text-slate-500' : 'border-brand-600 text-slate-900',
            step.state === 'current' && 'font-semibold',
          )}
        >
          {step.state === 'done' && <Icon name="check" className="mr-0.5 inline size-3" />}
          {step.label}
          <span className="sr-only"> ({SPOKEN[step.state]})</span>
        </li>
      ))}
    </ol>
  );
}
