import Link from 'next/link';
import { Badge, type Tone } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import type { ActionItem } from '@/lib/marketplace/creator/contract';
import { ACTION_STATE_LABELS } from '@/lib/marketplace/creator/terms';
import { StepTimeLine } from './creator-controls-lazy';
import { createdJobHref } from './filters-url';
import { actionStep, orderHrefOf, payJobHref, paymentUnsettled } from './words';
import { Icon } from '@/components/ui/icon';

const STATE_TONES: Record<ActionItem['state'], Tone> = { actionable: 'danger', waiting: 'neutral', blocked: 'warning' };

/** Shown where a payment's outcome is still open: a second one could be made by mistake. */
export function DoNotPayAgain() {
  return (
    <p className="flex items-start gap-2 rounded-md border border-red-300 bg-red-50 p-2 text-sm font-semibold text-red-900">
      <Icon name="shield-exclamation-point" className="mt-0.5 size-4 shrink-0" />
      Do not pay for this job again: a payment is already made or on its way.
    </p>
  );
}

/** One job that needs something, rendered on the server: its title, the one next step, the one moment it hangs on. */
export function ActionCard({ item }: { item: ActionItem }) {
  const { step, time } = actionStep(item);
  const reviews = item.type === 'choose_winners' || item.type === 'collect_entries';
  const orderHref = orderHrefOf(item);
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={STATE_TONES[item.state]}>{ACTION_STATE_LABELS[item.state]}</Badge>
        {time && <StepTimeLine time={time} />}
      </div>
      <h2 className="line-clamp-2 break-words font-semibold">{item.summary}</h2>
      <p className="text-sm font-medium">{step}</p>
      {paymentUnsettled(item) && <DoNotPayAgain />}
      <div className="flex flex-wrap gap-2">
        {/* Not prefetched: a job's page reads it in the window the creator's history shares, which a prefetch of a
            job not opened would spend. */}
        <Link
          href={createdJobHref(item.jobId)}
          prefetch={false}
          className={buttonClasses(item.state === 'actionable' ? 'primary' : 'secondary', 'sm')}
        >
          {reviews ? 'Review entries' : 'Open the job'}
        </Link>
        {/* A store order or a hire is paid in its checkout, never here: as on the job's page. */}
        {item.type === 'complete_payment' && !orderHref && !paymentUnsettled(item) && (
          <Link href={payJobHref(item.jobId)} prefetch={false} className={buttonClasses('primary', 'sm')}>
            Pay this job
          </Link>
        )}
        {orderHref && (
          <Link href={orderHref} prefetch={false} className={buttonClasses('secondary', 'sm')}>
            Open the order
          </Link>
        )}
        {item.nextActions.website && (
          <a
            href={item.nextActions.website.url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('ghost', 'sm')}
          >
            Open on the website
          </a>
        )}
      </div>
    </li>
  );
}
