// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketplaceError } from '@/lib/marketplace/errors';
import type { SwapCreateBody } from '@/lib/marketplace/swaps/contract';
import type { Balances } from '@/lib/marketplace/account/balances';
import { SwapForm } from './swap-form';
import { useStartSwap } from './use-swap';

const startSwap = vi.fn<(body: SwapCreateBody) => Promise<{ swapId: string; balances: null }>>();
vi.mock('@/lib/marketplace/swaps/client', async (original) => ({
  ...(await original<typeof import('@/lib/marketplace/swaps/client')>()),
  startSwap: (body: SwapCreateBody) => startSwap(body),
  readSwapStatus: () => Promise.reject(new MarketplaceError({ status: 404, code: 'SWAP_NOT_FOUND' })),
}));
vi.mock('@/lib/marketplace/polling', () => ({ readUntilSince: () => Promise.resolve() }));

const lost = () => new MarketplaceError({ status: 0, code: 'NETWORK_ERROR' });
const values = { fromToken: 'SOL', toToken: 'USDC', amount: '0.5' } as const;
const balances: Balances = { SOL: '2', NATIVE: '0', USDC: '10', SKR: '0', USDC_BASE: '0', USDG_ALT: '0' };

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  sessionStorage.clear();
  startSwap.mockReset();
});
afterEach(cleanup);

describe('starting a swap and clearing the form', () => {
  it('says it started only when the marketplace took it, and an uncertain send keeps its key for the same retry', async () => {
    startSwap.mockRejectedValueOnce(lost()).mockResolvedValueOnce({ swapId: 'swp_1', balances: null });
    const onStarted = vi.fn();
    const { result } = renderHook(() => useStartSwap(onStarted), { wrapper });
    let started: boolean | undefined;
    await act(async () => {
      started = await result.current.start(values);
    });
    expect(started).toBe(false);
    // The recovery state is kept: the retry of the same values sends the same key.
    expect(sessionStorage.getItem('marketplace.swap-intent.v1')).not.toBeNull();
    await act(async () => {
      started = await result.current.start(values);
    });
    expect(started).toBe(true);
    expect(startSwap.mock.calls[1]![0].idempotencyKey).toBe(startSwap.mock.calls[0]![0].idempotencyKey);
    expect(onStarted).toHaveBeenCalledWith('swp_1');
  });

  it('clears the amount once the swap started, so one more tap sends nothing; keeps it when it did not', async () => {
    const onSwap = vi.fn<() => Promise<boolean>>().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    render(
      <SwapForm balances={balances} onSwap={onSwap} sending={false} blocked={false} nextAttemptAt={undefined} priced />,
    );
    const amount = screen.getByLabelText('Amount of SOL') as HTMLInputElement;
    const swap = screen.getByRole('button', { name: 'Swap' });
    fireEvent.change(amount, { target: { value: '0.5' } });
    fireEvent.click(swap);
    await waitFor(() => expect(onSwap).toHaveBeenCalledTimes(1));
    expect(amount.value).toBe('0.5');
    fireEvent.click(swap);
    await waitFor(() => expect(amount.value).toBe(''));
    expect(onSwap).toHaveBeenCalledTimes(2);
    fireEvent.click(swap);
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(onSwap).toHaveBeenCalledTimes(2);
  });

  it('takes over the pair and amount typed in its stand-in, and checks the amount as if typed in the form', async () => {
    const firstUse = {
      values: { fromToken: 'SOL', toToken: 'SKR', amount: '0.1234567891' },
      focus: 'amount',
      touched: [],
      sent: false,
    };
    render(
      <SwapForm
        balances={balances}
        onSwap={vi.fn()}
        sending={false}
        blocked={false}
        nextAttemptAt={undefined}
        priced
        firstUse={firstUse}
      />,
    );
    const amount = screen.getByLabelText('Amount of SOL') as HTMLInputElement;
    expect(amount.value).toBe('0.1234567891');
    expect((screen.getByLabelText('To') as HTMLSelectElement).value).toBe('SKR');
    expect(await screen.findByText('SOL takes at most 9 decimals.')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
  });
});
