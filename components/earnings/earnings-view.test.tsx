// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VaultHistory } from '@/lib/marketplace/earnings/contract';

vi.mock('./earnings-controls-lazy', () => ({ EarningsExport: () => null, FetchedAtRefresh: () => null }));
const { EarningsView } = await import('./earnings-view');

afterEach(cleanup);

const vault = (reportStatus: VaultHistory['reportStatus'], unavailableBatchCount: number) =>
  ({
    view: 'vault',
    rows: [],
    page: 1,
    totalPages: 1,
    nextPage: null,
    paginationLimited: false,
    range: '7d',
    timezone: 'UTC',
    period: { start: '2026-11-01T00:00:00.000Z', end: '2026-11-08T00:00:00.000Z' },
    wallets: [],
    reportStatus,
    unavailableBatchCount,
  }) as unknown as VaultHistory;

const show = (report: VaultHistory) =>
  render(
    <EarningsView
      place={{ view: 'vault', range: '7d', page: 1 }}
      read={{ ok: true, data: { report, fetchedAt: Date.parse('2026-11-08T00:00:00Z') } }}
    />,
  );

describe('a vault report with no rows', () => {
  it('that could not be read is never "no earnings": what is missing is said to be missing', () => {
    show(vault('unavailable', 3));
    expect(screen.getByRole('heading', { name: 'Vault payouts could not be read' })).toBeTruthy();
    expect(screen.getByText(/This report is unavailable: 3 batches could not be read\./)).toBeTruthy();
    expect(screen.queryByText(/No vault earnings yet/)).toBeNull();
  });

  it('that is complete has no earnings yet', () => {
    show(vault('complete', 0));
    expect(screen.getByRole('heading', { name: 'No vault earnings yet' })).toBeTruthy();
  });
});
