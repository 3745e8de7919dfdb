'use client';

/**
 * One change to a listing (create, replace, activate, deactivate) sent with
 * the idempotency key of the intended change. The key is made when a change is
 * first sent and kept for every retry of the same change; the proxy journals
 * it before the call leaves. After an uncertain result (no answer, a 5xx) the
 * only way on is the same change again, same key and fields, never a new key,
 * so a lost answer can never become two listings. A change is kept in the tab's
 * storage under its `slot` (the new listing, or one listing) before it is sent,
 * until it is saved or refused, so a reload while it is on its way, or after its
 * answer was lost, leaves it the one way on. A different change gets a new key.
 * A change the marketplace holds back and says until when (the mutation
 * window's 429, or a 503 with Retry-After) is sent again by itself, under its
 * key, when the wait is over: nobody has to press anything twice.
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { canonicalJson } from '@/lib/marketplace/canonical-json';
import { newIdempotencyKey } from '@/lib/marketplace/values';
import { isUncertain, sendListingChange, type ListingChangeIntent } from '@/lib/marketplace/seller/client';
import type { ProductMutation } from '@/lib/marketplace/seller/contract';
import { PRODUCT_CODES } from '@/lib/marketplace/seller/terms';
import { isNotNow, retryAfterNotNow, windowRetryDelay } from '@/lib/marketplace/window-retry';
import { useSessionSummary } from '@/components/account/use-session-summary';
import { forgetKept, keep, readKept } from '@/lib/tab-storage';
import { keptChangeKey } from './listing-change-kept';
import { rememberSaved } from './listing-memory';

interface Pending {
  key: string;
  fingerprint: string;
  intent: ListingChangeIntent;
}

/** A change of this slot left in doubt by an earlier page of this tab, if any. */
function keptInDoubt(slot: string | undefined): Pending | null {
  const kept = slot ? (readKept(slot) as Partial<Pending> | undefined) : undefined;
  return kept && typeof kept.key === 'string' && typeof kept.intent === 'object' && kept.intent
    ? { key: kept.key, intent: kept.intent, fingerprint: canonicalJson(kept.intent) }
    : null;
}

export function useListingChange({
  slot: place,
  onSaved,
}: {
  /** Where a change in doubt is kept across reloads: `new-listing`, or `listing:<id>` (under the signed-in account). */
  slot?: string;
  onSaved?: (answer: ProductMutation) => void;
} = {}) {
  // Kept per account: after signing in as another, the change is the other account's and is never sent.
  const accountId = useSessionSummary()?.account?.accountId;
  const slot = place && accountId ? keptChangeKey(accountId, place) : undefined;
  const [kept] = useState(() => keptInDoubt(slot));
  const pending = useRef<Pending | null>(kept);
  const [uncertain, setUncertain] = useState(kept !== null);
  /** The window holds the pending change back: when it opens (for the countdown), and when to send it again. */
  const [held, setHeld] = useState<{ until: number; sendAt: number } | undefined>();
  const waits = useRef(0);

  const keepInDoubt = (inDoubt: Pending | null) => {
    if (!slot) return;
    if (inDoubt) keep(slot, inDoubt);
    else forgetKept(slot);
  };

  const mutation = useMutation({
    mutationFn: ({ intent, key }: { intent: ListingChangeIntent; key: string }) => sendListingChange(intent, key),
    onSuccess: (answer) => {
      pending.current = null;
      keepInDoubt(null);
      waits.current = 0;
      setUncertain(false);
      rememberSaved(answer);
      onSaved?.(answer);
    },
    onError: (error) => {
      const inDoubt = isUncertain(error);
      setUncertain(inDoubt);
      // Known not to be saved (refused, or not now): nothing for a later page to hold. A change not taken now stays
      // pending on this one, under its key, and is kept again when it is sent again.
      if (!inDoubt) keepInDoubt(null);
      if (retryAfterNotNow(waits.current, error) && error instanceof MarketplaceError && error.retryAt) {
        waits.current += 1;
        setHeld({ until: error.retryAt, sendAt: Date.now() + windowRetryDelay(0, error) });
        return;
      }
      waits.current = 0;
      // Refused outright (bad input, a conflict): nothing was saved under the key, and the next attempt is a new change.
      if (!inDoubt && !isNotNow(error)) pending.current = null;
    },
  });

  /** Send a change; the same intent as the one pending reuses its key. While a result is uncertain, only that change can be sent. */
  const submit = (intent: ListingChangeIntent) => {
    if (held) return;
    const fingerprint = canonicalJson(intent);
    if (uncertain && pending.current && pending.current.fingerprint !== fingerprint) return;
    if (pending.current?.fingerprint !== fingerprint)
      pending.current = { key: newIdempotencyKey('listing'), fingerprint, intent };
    send(pending.current);
  };

  /** Kept before it leaves: a reload while it is on its way finds it, not a blank form that would make a second. */
  const send = (change: Pending) => {
    keepInDoubt(change);
    mutation.mutate({ intent: change.intent, key: change.key });
  };

  /** Send the pending change again, exactly as before. */
  const retry = () => {
    if (pending.current) send(pending.current);
  };

  // Once the window opens, the held change goes by itself; leaving the page (or the dialog) first cancels it.
  const sendHeld = useEffectEvent(() => {
    setHeld(undefined);
    retry();
  });
  useEffect(() => {
    if (!held) return;
    const timer = setTimeout(sendHeld, held.sendAt - Date.now());
    return () => clearTimeout(timer);
  }, [held]);

  const error = held ? null : mutation.error;
  return {
    submit,
    retry,
    isPending: mutation.isPending,
    /** While the window holds the change back: when it opens; the change is then sent without another press. */
    waitingUntil: held?.until,
    /** Sending, or waiting to send: nothing else may be sent. */
    busy: mutation.isPending || held !== undefined,
    error,
    /** The last answer was not known (here, or on an earlier page of this tab): the change may have been saved. Offer `retry` only. */
    uncertain,
    /** The change an earlier page of this tab left in doubt, which `retry` sends again: the form shows it. */
    keptIntent: kept?.intent,
    /** The key was already used for a different change (409): reload before changing again. */
    conflict: error instanceof MarketplaceError && error.code === PRODUCT_CODES.conflict,
    /** When a Retry-After lets the next change through, once the change is no longer waited for. */
    retryAt: error instanceof MarketplaceError ? error.retryAt : undefined,
    saved: mutation.data,
  };
}

export type ListingChangeState = ReturnType<typeof useListingChange>;
