import { Icon } from '@/components/ui/icon';

/** Shown on every page while the upstream is the local sandbox; never against the live service. */
export function TestModeBanner() {
  return (
    <p
      role="note"
      aria-label="Test mode"
      className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-1.5 text-center text-xs font-medium text-amber-900"
    >
      <Icon name="flask-conical" className="size-3.5 shrink-0" />
      Test mode: local sandbox, no real money moves.
    </p>
  );
}
