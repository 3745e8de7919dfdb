import { describe, expect, it } from 'vitest';
import type { CategoryTotals, EarningsBar } from '@/lib/marketplace/earnings/contract';
import { categoryAmount, chartRows, periodWords, readable, statusWords, totalAmount } from './words';

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

  it('takes the total as reported (the vault once), and never reads unavailable as zero', () => {
    const counted = bar(ready('0'), { SOL: '0.12345679', USDC: '0', NATIVE: '0' });
    expect(totalAmount(counted, 'SOL')).toBe('0.12345679');
    const unknown = bar(unavailable, null);
    expect(categoryAmount(unknown, 'vault', 'NATIVE')).toBeNull();
    expect(totalAmount(unknown, 'NATIVE')).toBeNull();
    expect(categoryAmount(unknown, 'jobs', 'SOL')).toBe('0.123456789');
  });

  it('draws each UTC day with exact amounts beside the bar heights', () => {
    const [row] = chartRows([bar(unavailable, null)], 'SOL');
    expect(row).toMatchObject({ day: 'Tue 3 Nov', exact: { jobs: '0.123456789', vault: null }, total: null });
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
