import type { ReactNode } from 'react';
import { Section } from '@/components/ui/section';
import { recoveryAdvice, type Progress } from '@/components/orders/progress';
import type { Purchase } from '@/lib/marketplace/checkout/contract';
import { Icon } from '@/components/ui/icon';

/** Where the order stands, what that means, what happens next, and what not to do. */
export function PurchaseStatus({
  progress,
  recovery,
  children,
}: {
  progress: Progress;
  recovery?: Purchase['recovery'];
  children?: ReactNode;
}) {
  return (
    <Section title={progress.label}>
      <p className="text-sm text-slate-700">{progress.meaning}</p>
      <p className="mt-1 text-sm text-slate-700">{progress.next}</p>
      {progress.doNotPayAgain && (
        <p className="mt-3 flex items-start gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <Icon name="triangle-exclamation-point" className="mt-0.5 size-4 shrink-0" /> Do not pay again for this order.
          A second payment would be a second order, not a replacement.
        </p>
      )}
      {progress.stage === 'payment_review' && recovery && (
        <div className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="flex items-center gap-2 font-semibold">
            <Icon name="shield-exclamation-point" className="size-4" /> What happens now
          </p>
          <p className="mt-1">{recoveryAdvice(recovery)}</p>
        </div>
      )}
      {children}
    </Section>
  );
}
