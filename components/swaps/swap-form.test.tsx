// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Balances } from '@/lib/marketplace/account/balances';
import { SwapForm } from './swap-form';

const balances: Balances = { SOL: '2', NATIVE: '0', USDC: '10', SKR: '0', USDC_BASE: '0', USDG_ALT: '0' };

afterEach(cleanup);

describe('the swap form clearing and taking over', () => {
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
