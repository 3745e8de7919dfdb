// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketplaceError } from '@/lib/marketplace/errors';
import type { ListingChangeIntent, ListingSaved } from '@/lib/marketplace/seller/client';
import type { ListingFields } from '@/lib/marketplace/seller/contract';

const send = vi.fn<(intent: ListingChangeIntent, key: string) => Promise<ListingSaved>>();
vi.mock('@/lib/marketplace/seller/client', async (original) => ({
  ...(await original<typeof import('@/lib/marketplace/seller/client')>()),
  sendListingChange: (intent: ListingChangeIntent, key: string) => send(intent, key),
}));
let signedIn = 'acc_seller_a';
vi.mock('@/components/account/use-session-summary', () => ({
  useSessionSummary: () => ({ signedIn: true, account: { accountId: signedIn } }),
}));
const { useListingChange } = await import('./use-listing-change');
const create = (name: string): ListingChangeIntent => ({ kind: 'create', fields: { name } as ListingFields });

beforeEach(() => {
  send.mockReset();
  sessionStorage.clear();
  signedIn = 'acc_seller_a';
});

const answer = {
  ok: true,
  replayed: false,
  profileSetupUrl: null,
  product: { id: 'p1', active: true, updatedAt: '2026-01-01T00:00:00Z' },
  savedAt: Date.parse('2026-01-01T00:00:01Z'),
} as unknown as ListingSaved;
const lost = () => new MarketplaceError({ status: 0, code: 'NETWORK_ERROR' });
const refused = () => new MarketplaceError({ status: 400, code: 'STORE_PRODUCT_INPUT_INVALID' });
const held = (seconds: number) =>
  new MarketplaceError({ status: 429, code: 'STORE_PRODUCT_RATE_LIMITED', retryAfterSeconds: seconds });

function setup(slot?: string) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useListingChange({ slot }), { wrapper });
}

describe('a listing change and its key', () => {
  it('keeps a change in doubt across a reload: the one way on is the same change, under the same key', async () => {
    send.mockRejectedValueOnce(lost()).mockResolvedValueOnce(answer);
    const first = setup('new-listing');
    act(() => first.result.current.submit(create('A')));
    await waitFor(() => expect(first.result.current.uncertain).toBe(true));
    first.unmount();

    const again = setup('new-listing');
    expect(again.result.current.uncertain).toBe(true);
    // What the retry sends, for the form to show.
    expect(again.result.current.keptIntent).toEqual(create('A'));
    // Another listing cannot go until this one is known.
    act(() => again.result.current.submit(create('B')));
    expect(send).toHaveBeenCalledTimes(1);
    act(() => again.result.current.retry());
    await waitFor(() => expect(again.result.current.saved).toBe(answer));
    expect(send.mock.calls[1]).toEqual(send.mock.calls[0]);
    // Settled: the next page starts clean.
    expect(setup('new-listing').result.current.uncertain).toBe(false);
  });

  it('keeps a change before it leaves: a reload while it is on its way offers only that change, under its key', async () => {
    send.mockReturnValueOnce(new Promise(() => undefined)).mockResolvedValueOnce(answer);
    const first = setup('new-listing');
    act(() => first.result.current.submit(create('A')));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    first.unmount();

    const again = setup('new-listing');
    expect(again.result.current.uncertain).toBe(true);
    act(() => again.result.current.submit(create('A, typed again')));
    expect(send).toHaveBeenCalledTimes(1);
    act(() => again.result.current.retry());
    await waitFor(() => expect(again.result.current.saved).toBe(answer));
    expect(send.mock.calls[1]).toEqual(send.mock.calls[0]);
  });

  it('waits out a change the marketplace cannot take now (503 with Retry-After), then sends it under its key', async () => {
    const busy = new MarketplaceError({ status: 503, code: 'AGENT_API_UNAVAILABLE', retryAfterSeconds: 1 });
    send.mockRejectedValueOnce(busy).mockResolvedValueOnce(answer);
    const { result } = setup('new-listing');
    act(() => result.current.submit(create('A')));
    await waitFor(() => expect(result.current.waitingUntil).toBeDefined());
    expect(result.current.uncertain).toBe(false);
    expect(result.current.busy).toBe(true);
    // Not saved, and waited for here: a page opened meanwhile holds nothing back.
    expect(setup('new-listing').result.current.uncertain).toBe(false);
    await waitFor(() => expect(result.current.saved).toBe(answer), { timeout: 3_000 });
    expect(send.mock.calls[1]).toEqual(send.mock.calls[0]);
  });

  it('keeps a change in doubt for its own account only: another account signed in in the tab never sends it', async () => {
    send.mockRejectedValueOnce(lost());
    const first = setup('new-listing');
    act(() => first.result.current.submit(create('A')));
    await waitFor(() => expect(first.result.current.uncertain).toBe(true));
    first.unmount();
    signedIn = 'acc_seller_b';
    const other = setup('new-listing');
    expect(other.result.current.uncertain).toBe(false);
    act(() => other.result.current.retry());
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('after a lost answer sends the same change again with the same key, and nothing else', async () => {
    send.mockRejectedValueOnce(lost()).mockResolvedValueOnce(answer);
    const { result } = setup();
    act(() => result.current.submit(create('A')));
    await waitFor(() => expect(result.current.uncertain).toBe(true));
    // A different change is held back while the first is uncertain.
    act(() => result.current.submit(create('B')));
    expect(send).toHaveBeenCalledTimes(1);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.saved).toBe(answer));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![1]).toBe(send.mock.calls[0]![1]);
    expect(result.current.uncertain).toBe(false);
  });

  it('keeps the key when the earlier send is still on its way: the next press is the same change again', async () => {
    const inFlight = () =>
      new MarketplaceError({ status: 409, code: 'PROXY_OPERATION_IN_FLIGHT', retryAfterSeconds: 2 });
    send.mockRejectedValueOnce(lost()).mockRejectedValueOnce(inFlight()).mockResolvedValueOnce(answer);
    const { result } = setup();
    act(() => result.current.submit(create('A')));
    await waitFor(() => expect(result.current.uncertain).toBe(true));
    act(() => result.current.retry());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    // Still in doubt: nothing else may go, and the same change goes under the same key.
    expect(result.current.uncertain).toBe(true);
    act(() => result.current.submit(create('A')));
    await waitFor(() => expect(result.current.saved).toBe(answer));
    expect(new Set(send.mock.calls.map(([, key]) => key)).size).toBe(1);
  });

  it('gives a new change, after a refusal or a save, a new key', async () => {
    send.mockRejectedValueOnce(refused()).mockResolvedValue(answer);
    const { result } = setup();
    act(() => result.current.submit(create('A')));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(MarketplaceError));
    expect(result.current.uncertain).toBe(false);
    act(() => result.current.submit(create('A2')));
    await waitFor(() => expect(result.current.saved).toBe(answer));
    act(() => result.current.submit(create('A2')));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    const keys = send.mock.calls.map(([, key]) => key);
    expect(new Set(keys).size).toBe(3);
    expect(keys.every((key) => /^listing:[0-9a-f-]{36}$/.test(key))).toBe(true);
  });

  it('waits out the mutation window and then sends the same change once, by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      send.mockRejectedValueOnce(held(13)).mockResolvedValueOnce(answer);
      const { result } = setup();
      act(() => result.current.submit(create('A')));
      await waitFor(() => expect(result.current.waitingUntil).toBeDefined());
      expect(result.current.waitingUntil! - Date.now()).toBeGreaterThan(12_000);
      // Waiting is not a failure: no error to show, nothing else goes, and a second press sends nothing.
      expect(result.current.error).toBeNull();
      expect(result.current.busy).toBe(true);
      act(() => result.current.submit(create('A')));
      await act(() => vi.advanceTimersByTimeAsync(12_000));
      expect(send).toHaveBeenCalledTimes(1);
      await act(() => vi.advanceTimersByTimeAsync(1_500));
      await waitFor(() => expect(result.current.saved).toBe(answer));
      expect(send).toHaveBeenCalledTimes(2);
      expect(send.mock.calls[1]![1]).toBe(send.mock.calls[0]![1]);
      expect(result.current.waitingUntil).toBeUndefined();
      expect(result.current.busy).toBe(false);
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(send).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
