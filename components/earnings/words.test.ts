import { describe, expect, it } from 'vitest';
import type { CategoryTotals, EarningsBar } from '@/lib/marketplace/earnings/contract';
import { categoryAmount, categoryNames, chartRows, periodWords, readable, statusWords, totalWords } from './words';

const ready = (SOL: string, USDC = '0.000000', NATIVE = '0'): CategoryTotals => ({
  earningsStatus: 'ready',
  byAsset: { SOL, USDC, NATIVE },
  count: 1,
});
const unavailable: CategoryTotals = { earningsStatus: 'unavailable', byAsset: null, count: null };

const bar = (vault: CategoryTotals, total: { SOL: string; USDC: string; NATIVE: string } | null): EarningsBar => ({
  periodStart: '2026-11-03T00:00:00.000Z',
  periodEnd: '2026-11-04T00:00:00.000Z',
  jobs: ready('0.123456789'),
  referrals: ready('0.000000001'),
  tips: ready('0.000000000'),
  vault,
  totalByAsset: total,
  earningsStatus: total ? 'ready' : 'unavailable',
});

describe('earnings for reading', () => {
  it('keeps every digit of an exact amount and groups thousands', () => {
    expect(readable('1234567.000000001', 'SOL')).toBe('1,234,567.000000001 SOL');
    expect(readable('12.500000', 'USDC')).toBe('12.5 USDC');
  });

  it('never reads an unavailable category as zero', () => {
    const unknown = bar(unavailable, null);
    expect(categoryAmount(unknown, 'vault', 'NATIVE')).toBeNull();
    expect(categoryAmount(unknown, 'jobs', 'SOL')).toBe('0.123456789');
  });

  it('says a total in words: exact, or partial with what it leaves out, or unavailable', () => {
    expect(totalWords({ amount: '0.12345679', missing: [] }, 'SOL')).toBe('0.12345679 SOL');
    expect(totalWords({ amount: '1234.5', missing: ['vault'] }, 'USDC')).toBe('1,234.5 USDC without Vault');
    expect(totalWords({ amount: null, missing: ['jobs', 'referrals', 'tips', 'vault'] }, 'NATIVE')).toBe('Unavailable');
    expect(categoryNames(['jobs', 'tips', 'vault'])).toBe('Jobs, Tips and Vault');
    expect(categoryNames(['jobs', 'vault'])).toBe('Jobs and Vault');
  });

  it('draws each UTC day with exact amounts beside the bar heights, and its total without the day’s missing category', () => {
    const [row] = chartRows([bar(unavailable, null)], 'SOL');
    expect(row).toMatchObject({
      day: 'Tue 3 Nov',
      exact: { jobs: '0.123456789', vault: null },
      total: { amount: '0.12345679', missing: ['vault'] },
    });
    expect(row!.heights.vault).toBe(0);
  });

  it('states a period by its last whole UTC day (the end is exclusive)', () => {
    expect(periodWords({ start: '2026-10-28T00:00:00.000Z', end: '2026-11-04T00:00:00.000Z' })).toBe(
      '28 Oct 2026 to 3 Nov 2026 (UTC)',
    );
  });

  it('says row statuses in words', () => {
    expect(statusWords('ready')).toBe('Paid');
    expect(statusWords('in_progress')).toBe('In progress');
    expect(statusWords('something_new')).toBe('Something new');
  });
});
