// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@/lib/marketplace/account/contract';

const profile = (accountId: string, USDC = '10', unreadNotificationCount = 2): Profile => ({
  ok: true,
  accountId,
  username: null,
  rank: null,
  unreadNotificationCount,
  balances: { solana: { SOL: '1', USDC, NATIVE: '0', SKR: '0' }, base: { USDC: '0' }, alt: { USDG: '0' } },
  humanVerified: false,
  humanVerification: null as never,
});

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A fresh tab: the store is module state. */
async function tab() {
  vi.resetModules();
  return {
    ...(await import('./profile-store')),
    ...(await import('@/components/browser-query-client')),
    ...(await import('@/lib/marketplace/account/keys')),
  };
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the header's profile read", () => {
  it('reads the profile through the proxy, dated by the proxy, and holds it', async () => {
    const { refreshProfile, heldProfile } = await tab();
    fetchMock.mockResolvedValue(answer(200, profile('acc_1'), { 'x-fetched-at': '2026-01-02T03:04:05.000Z' }));
    const read = await refreshProfile();
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init?.method, init?.credentials]).toEqual(['/api/marketplace/profile', 'GET', 'same-origin']);
    expect(read).toEqual({ data: profile('acc_1'), fetchedAt: Date.parse('2026-01-02T03:04:05.000Z') });
    expect(heldProfile()).toEqual(read);
  });

  it('asks once for reads asked for together (the bell and an opened menu)', async () => {
    const { refreshProfile } = await tab();
    fetchMock.mockResolvedValue(answer(200, profile('acc_1')));
    await Promise.all([refreshProfile(), refreshProfile()]);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('a refusal is an error in plain words, never a code; an answer without the fields read is one too', async () => {
    const { refreshProfile } = await tab();
    fetchMock.mockResolvedValueOnce(answer(401, { ok: false, code: 'AGENT_AUTH_REQUIRED', error: 'no key' }));
    const refused = (await refreshProfile().catch((error: unknown) => error)) as Error & { code: string };
    expect(refused.name).toBe('MarketplaceError');
    expect(refused.message).not.toMatch(/AGENT_|[A-Z]{2,}_[A-Z]/);
    fetchMock.mockResolvedValueOnce(answer(200, { ok: true, accountId: 'acc_1' }));
    await expect(refreshProfile()).rejects.toMatchObject({ code: 'RESPONSE_INVALID' });
  });

  it('tries again after a passing failure (the window named, no answer), not after a refusal', async () => {
    const { refreshProfileRetrying } = await tab();
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    const retryAfter = { 'retry-after': '3' };
    fetchMock
      .mockResolvedValueOnce(answer(429, { ok: false, code: 'AGENT_READ_RATE_LIMITED', error: 'wait' }, retryAfter))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(200, profile('acc_1')));
    await expect(refreshProfileRetrying(3, wait)).resolves.toMatchObject({ data: { accountId: 'acc_1' } });
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThan(2_500);

    fetchMock.mockReset().mockResolvedValue(answer(401, { ok: false, code: 'AGENT_AUTH_REQUIRED', error: 'no' }));
    await expect(refreshProfileRetrying(3, wait)).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});

describe('the held profile', () => {
  it('keeps the newest: an older answer (the proxy’s cache from before a swap) never replaces a newer one', async () => {
    const { offerProfile, heldProfile } = await tab();
    offerProfile({ data: profile('acc_1', '20'), fetchedAt: 2_000 });
    offerProfile({ data: profile('acc_1', '10'), fetchedAt: 1_000 });
    expect(heldProfile()?.data.balances.solana.USDC).toBe('20');
    offerProfile({ data: profile('acc_2', '5'), fetchedAt: 500 });
    expect(heldProfile()?.data.accountId).toBe('acc_2');
  });

  it("is shown only for its own account (another sign-in in this tab never shows the last one's)", async () => {
    const { offerProfile, useHeldProfile } = await tab();
    offerProfile({ data: profile('acc_1'), fetchedAt: 1_000 });
    const { result } = renderHook(() => useHeldProfile('acc_2'));
    expect(result.current).toBeUndefined();
    act(() => offerProfile({ data: profile('acc_2'), fetchedAt: 2_000 }));
    expect(result.current?.data.accountId).toBe('acc_2');
  });

  it("takes every newer profile a page's query cache holds: the balances a swap answered with show at once", async () => {
    const { announceQueryClient, heldProfile, accountKeys } = await tab();
    const client = new QueryClient();
    client.setQueryData(accountKeys.profile(), { data: profile('acc_1', '10'), fetchedAt: 1_000 });
    expect(heldProfile()).toBeUndefined();
    announceQueryClient(client); // a page makes the tab's client after the header has loaded
    expect(heldProfile()?.data.balances.solana.USDC).toBe('10');
    client.setQueryData(accountKeys.profile(), { data: profile('acc_1', '85'), fetchedAt: 3_000 });
    expect(heldProfile()?.data.balances.solana.USDC).toBe('85');
    await client.fetchQuery({
      queryKey: accountKeys.profile(),
      queryFn: () => ({ data: profile('acc_1', '10'), fetchedAt: 2_000 }),
      staleTime: 0,
    });
    expect(heldProfile()?.data.balances.solana.USDC).toBe('85');
    client.setQueryData(['account', 'legacy-balance'], { data: profile('acc_9'), fetchedAt: 9_000 });
    expect(heldProfile()?.data.accountId).toBe('acc_1');
  });

  it('follows a query client a page made before the header loaded', async () => {
    vi.resetModules();
    const { announceQueryClient } = await import('@/components/browser-query-client');
    const { accountKeys } = await import('@/lib/marketplace/account/keys');
    const client = new QueryClient();
    announceQueryClient(client);
    const { heldProfile } = await import('./profile-store');
    client.setQueryData(accountKeys.profile(), { data: profile('acc_1', '85'), fetchedAt: 3_000 });
    expect(heldProfile()?.data.balances.solana.USDC).toBe('85');
  });
});
