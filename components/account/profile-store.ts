'use client';

/**
 * The tab's newest private profile, as the signed-in header shows it (the bell's starting count, the balance menu).
 * Fed by the header's own reads (no React Query: the header loads on every signed-in page) and by every profile a
 * page's query cache takes (`followProfile`), so balances a swap or a payment has just changed show in the header at
 * once, never the proxy's cached answer from before them.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { whenQueryClient } from '@/components/browser-query-client';
import { accountKeys } from '@/lib/marketplace/account/keys';
import { readProfile, type ProfileRead } from '@/lib/marketplace/account/profile-read';
import { passingFailureDelay, readRetrying } from '@/lib/read-retrying';

let held: ProfileRead | undefined;
const listeners = new Set<() => void>();

export const heldProfile = (): ProfileRead | undefined => held;

export function subscribeProfile(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keep `read` unless the profile held is the same account's and at least as recent. */
export function offerProfile(read: ProfileRead): void {
  if (held && held.data.accountId === read.data.accountId && held.fetchedAt >= read.fetchedAt) return;
  held = read;
  for (const listener of listeners) listener();
}

const PROFILE_KEY = JSON.stringify(accountKeys.profile());

/**
 * Every profile the browser's query client takes (a page's read, the balances a swap answered with) comes here, so
 * the header shows what the page has just learnt. Compared by key without React Query's own code.
 */
function followProfile(client: QueryClient): void {
  const offer = (read: ProfileRead | undefined) => read && offerProfile(read);
  offer(client.getQueryData<ProfileRead>(accountKeys.profile()));
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (JSON.stringify(event.query.queryKey) === PROFILE_KEY) offer(event.query.state.data as ProfileRead | undefined);
  });
}
// From when the header first loads, for the tab's life, as the client is.
whenQueryClient(followProfile);

let reading: Promise<ProfileRead> | undefined;

/** Read the profile again (a repeat inside its window is the proxy's cached answer); reads asked for together are one. */
export function refreshProfile(): Promise<ProfileRead> {
  reading ??= readProfile()
    .then((read) => {
      offerProfile(read);
      return read;
    })
    .finally(() => (reading = undefined));
  return reading;
}

/** `refreshProfile`, tried up to `tries` times while the failure is a passing one (as the pages' query client does). */
export const refreshProfileRetrying = (tries = 3, sleep?: (ms: number) => Promise<void>): Promise<ProfileRead> =>
  readRetrying(
    refreshProfile,
    (error, waits) => (waits + 1 < tries ? passingFailureDelay(error, waits + 1) : undefined),
    sleep,
  );

/** The held profile when it is `accountId`'s (another sign-in in this tab never shows the last one's). */
export function useHeldProfile(accountId: string): ProfileRead | undefined {
  const read = useSyncExternalStore(subscribeProfile, heldProfile, () => undefined);
  return read?.data.accountId === accountId ? read : undefined;
}
