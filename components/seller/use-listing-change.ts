'use client';

/**
 * One change to a listing (create, replace, activate, deactivate) sent with
 * the idempotency key of the intended change. The key is made when a change is
 * first sent and kept for every retry of the same change; the proxy journals
 * it before the call leaves. After an uncertain result (no answer, a 5xx) the
 * only way on is the same change again, same key and body, never a new key, so
 * a lost answer can never become two listings. A different change gets a new key.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { canonicalJson } from '@/lib/marketplace/siwx';
import { newIdempotencyKey } from '@/lib/marketplace/values';
import { isUncertain, withSavedProduct } from '@/lib/marketplace/seller/client';
import type { ProductMutation } from '@/lib/marketplace/seller/contract';
import { PRODUCT_CODES } from '@/lib/marketplace/seller/terms';

export interface ListingChange {
  /** What the change is, without its key: the same intent always has the same description. */
  intent: unknown;
  send: (idempotencyKey: string) => Promise<ProductMutation>;
}

export function useListingChange({ onSaved }: { onSaved?: (answer: ProductMutation) => void } = {}) {
  const queryClient = useQueryClient();
  const pending = useRef<{ key: string; fingerprint: string; change: ListingChange } | null>(null);
  const [uncertain, setUncertain] = useState(false);

  const mutation = useMutation({
    mutationFn: ({ change, key }: { change: ListingChange; key: string }) => change.send(key),
    onSuccess: (answer) => {
      pending.current = null;
      setUncertain(false);
      withSavedProduct(queryClient, answer);
      onSaved?.(answer);
    },
    onError: (error) => {
      setUncertain(isUncertain(error));
      // Refused outright (bad input, a conflict): nothing was saved under the key, and the next attempt is a new change.
      if (!isUncertain(error) && !(error instanceof MarketplaceError && error.status === 429)) pending.current = null;
    },
  });

  /** Send a change; the same intent as the one pending reuses its key. While a result is uncertain, only that change can be sent. */
  const submit = (change: ListingChange) => {
    const fingerprint = canonicalJson(change.intent);
    if (uncertain && pending.current && pending.current.fingerprint !== fingerprint) return;
    if (pending.current?.fingerprint !== fingerprint)
      pending.current = { key: newIdempotencyKey('listing'), fingerprint, change };
    mutation.mutate({ change, key: pending.current.key });
  };

  /** Send the pending change again, exactly as before. */
  const retry = () => {
    if (pending.current) mutation.mutate({ change: pending.current.change, key: pending.current.key });
  };

  const error = mutation.error;
  return {
    submit,
    retry,
    isPending: mutation.isPending,
    error,
    /** The last answer was not known: the change may have been saved. Offer `retry` only. */
    uncertain,
    /** The key was already used for a different change (409): reload before changing again. */
    conflict: error instanceof MarketplaceError && error.code === PRODUCT_CODES.conflict,
    /** When the mutation window (or a Retry-After) lets the next change through. */
    retryAt: error instanceof MarketplaceError ? error.retryAt : undefined,
    saved: mutation.data,
    reset: () => {
      pending.current = null;
      setUncertain(false);
      mutation.reset();
    },
  };
}

export type ListingChangeState = ReturnType<typeof useListingChange>;
