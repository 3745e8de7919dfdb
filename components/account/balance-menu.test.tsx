// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@/lib/marketplace/account/contract';

const profile = (USDC: string): Profile => ({
  ok: true,
  accountId: 'acc_1',
  username: null,
  rank: null,
  unreadNotificationCount: 0,
  balances: { solana: { SOL: '1', USDC, NATIVE: '0', SKR: '0' }, base: { USDC: '0' }, alt: { USDG: '0' } },
  humanVerified: false,
  humanVerification: null as never,
});
const answer = (status: number, body: unknown, fetchedAt?: number) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json',
      ...(fetchedAt && { 'x-fetched-at': new Date(fetchedAt).toISOString() }),
    },
  });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.resetModules();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openMenu() {
  const { BalanceMenu } = await import('./balance-menu');
  const store = await import('./profile-store');
  const view = render(<BalanceMenu accountId="acc_1" />);
  const details = view.container.querySelector('details')!;
  /** Open or close it as a click on its summary does; the browser then fires its toggle event. */
  const toggle = async (open: boolean) =>
    act(async () => {
      details.open = open;
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  const open = () => toggle(true);
  return { ...store, open, toggle };
}

const usdcRow = () => within(screen.getByRole('table')).getByRole('row', { name: /^USDC Solana/ });

describe('the header’s balance menu', () => {
  it('reads the balances each time it opens, showing meanwhile the newest this tab holds', async () => {
    const { offerProfile, open, toggle } = await openMenu();
    act(() => offerProfile({ data: profile('10'), fetchedAt: Date.now() - 60_000 }));
    fetchMock.mockResolvedValue(answer(200, profile('12.5'), Date.now()));
    expect(fetchMock).not.toHaveBeenCalled();
    await open();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(usdcRow().textContent).toContain('12.50 USDC');

    await toggle(false);
    fetchMock.mockResolvedValue(answer(200, profile('40'), Date.now() + 1));
    await open();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(usdcRow().textContent).toContain('40.00 USDC');
  });

  it('keeps the balances a page has just learnt (a swap’s answer) over the proxy’s older cached answer', async () => {
    const { offerProfile, open } = await openMenu();
    act(() => offerProfile({ data: profile('85'), fetchedAt: Date.now() }));
    fetchMock.mockResolvedValue(answer(200, profile('10'), Date.now() - 5_000));
    await open();
    expect(usdcRow().textContent).toContain('85.00 USDC');
  });

  it('says in plain words when the balances cannot be read', async () => {
    const { open } = await openMenu();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your balances could not be loaded just now.');
    expect(alert.textContent).not.toMatch(/NETWORK_ERROR|TypeError/);
  });
});
