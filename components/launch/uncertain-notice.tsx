import { Icon } from '@/components/ui/icon';

/** Shown on a form whose last payment got no certain answer: the next step is recovery, not a new payment. */
export function UncertainNotice({ uncertain }: { uncertain: boolean }) {
  if (!uncertain) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <Icon name="triangle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
      <p>
        Your last payment here got no answer and may have gone through. Continuing leads to finding that work first;
        nothing is paid again.
      </p>
    </div>
  );
}
