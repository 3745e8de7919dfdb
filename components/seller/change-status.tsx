'use client';

import { Button } from '@/components/ui/button';
import { formatDuration, useSecondsLeft } from '@/components/ui/countdown';
import { ErrorState } from '@/components/ui/states';
import type { ListingChangeState } from './use-listing-change';
import { Icon } from '@/components/ui/icon';

/**
 * What became of a listing change, in plain words: saved (or already saved, for
 * a replay), uncertain with the one safe way on, refused, or held by the
 * Retry-After with its countdown. A change the window holds back counts down
 * on its own button (`useChangeLabel`).
 */
export function ChangeStatus({ change, savedText = 'Saved.' }: { change: ListingChangeState; savedText?: string }) {
  const secondsLeft = useSecondsLeft(change.retryAt);
  if (change.isPending) return null;
  // The countdown is on the button that waits; this only tells screen readers, once, why it waits.
  if (change.waitingUntil !== undefined)
    return (
      <p role="status" className="sr-only">
        Changes are accepted a few seconds apart: this one is sent by itself when its turn comes.
      </p>
    );
  if (change.uncertain) {
    return (
      <div role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        <p className="font-semibold">We could not tell whether this was saved</p>
        <p className="mt-1">
          The answer was lost on the way. Send it again: it goes with the same details and key, so it is saved once at
          most.
        </p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={change.retry} disabled={secondsLeft > 0}>
          <Icon name="rotate-cw" className="size-4" />
          {secondsLeft > 0 ? `Try again in ${formatDuration(secondsLeft)}` : 'Try again'}
        </Button>
      </div>
    );
  }
  if (change.error) {
    if (change.conflict) {
      return (
        <ErrorState error={change.error} title="Not saved">
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </ErrorState>
      );
    }
    return <ErrorState error={change.error} title="Not saved" onRetry={change.retryAt ? change.retry : undefined} />;
  }
  if (change.saved) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-emerald-700">
        <Icon name="circle-check" className="size-4" />
        {change.saved.replayed ? 'Already saved: this change had gone through before.' : savedText}
      </p>
    );
  }
  return null;
}

/** A change's button: what it does, "Saving…" while it is sent, "Saving in 13 s…" while the window holds it. */
export function useChangeLabel(change: ListingChangeState, idle: string, doing: string): string {
  const secondsLeft = useSecondsLeft(change.waitingUntil);
  if (change.waitingUntil !== undefined && secondsLeft > 0)
    return `${doing} in ${secondsLeft < 60 ? `${secondsLeft} s` : formatDuration(secondsLeft)}…`;
  return change.busy ? `${doing}…` : idle;
}
