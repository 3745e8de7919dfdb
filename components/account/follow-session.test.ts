// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionSummary } from '@/lib/marketplace/account/session';

const SIGNED_OUT: SessionSummary = { signedIn: false, account: null, keyRevealable: false };
const signedIn = (accountId: string): SessionSummary => ({
  signedIn: true,
  account: { accountId, walletAddress: `wallet-${accountId}`, network: 'solana', signedInAt: null },
  keyRevealable: false,
});

/** A fresh tab: the store and the binding are module state. */
async function tab() {
  vi.resetModules();
  const store = await import('./session-store');
  const { followSession } = await import('./follow-session');
  const { sessionKeys } = await import('@/lib/marketplace/account/session');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { ...store, followSession, client, key: sessionKeys.summary };
}

describe('the session store and the session query', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('a query client made on a page starts from the summary the page was rendered with', async () => {
    const { seedSession, followSession, client, key } = await tab();
    seedSession({ summary: signedIn('acc_1'), at: 1_000 });
    followSession(client);
    expect(client.getQueryData(key)).toEqual(signedIn('acc_1'));
    expect(client.getQueryState(key)?.dataUpdatedAt).toBe(1_000);
  });

  it('signing in: the summary the query reads reaches the store, and so the header', async () => {
    const { seedSession, heldSession, followSession, client, key } = await tab();
    seedSession({ summary: SIGNED_OUT, at: Date.now() + 60_000 }); // a server clock ahead of this browser's
    followSession(client);
    await client.fetchQuery({ queryKey: key, queryFn: () => signedIn('acc_2'), staleTime: 0 });
    expect(heldSession()?.summary).toEqual(signedIn('acc_2'));
  });

  it('signing out, or a session gone: a page’s own read of it updates the store at once', async () => {
    const { seedSession, heldSession, subscribeSession, followSession, client, key } = await tab();
    seedSession({ summary: signedIn('acc_3'), at: 1_000 });
    followSession(client);
    const told = vi.fn();
    subscribeSession(told);
    await client.fetchQuery({ queryKey: key, queryFn: () => SIGNED_OUT, staleTime: 0 });
    expect(heldSession()?.summary).toEqual(SIGNED_OUT);
    expect(told).toHaveBeenCalled();
  });

  it('a newer page’s summary reaches the query; an older page’s replaces nothing', async () => {
    const { seedSession, heldSession, followSession, client, key } = await tab();
    seedSession({ summary: SIGNED_OUT, at: 1_000 });
    followSession(client);
    seedSession({ summary: signedIn('acc_4'), at: 2_000 });
    expect(client.getQueryData(key)).toEqual(signedIn('acc_4'));
    seedSession({ summary: SIGNED_OUT, at: 1_500 });
    expect(heldSession()?.summary).toEqual(signedIn('acc_4'));
    expect(client.getQueryData(key)).toEqual(signedIn('acc_4'));
  });

  it('an unchanged read tells no one again', async () => {
    const { seedSession, subscribeSession, followSession, client, key } = await tab();
    const summary = signedIn('acc_5');
    seedSession({ summary, at: 1_000 });
    followSession(client);
    const told = vi.fn();
    subscribeSession(told);
    await client.fetchQuery({ queryKey: key, queryFn: () => ({ ...summary }), staleTime: 0 });
    expect(told).not.toHaveBeenCalled();
  });
});
