// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CategoryTotals, EarningsOverview, EarningsTotals } from '@/lib/marketplace/earnings/contract';
import { OverviewReport } from './earnings-overview';

// The charting library stands in as a marker: what matters is when it is asked for.
const chartLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./earnings-chart', () => {
  chartLoads.count += 1;
  return { default: ({ asset }: { asset: string }) => <div data-testid={`chart-${asset}`} /> };
});

/** The observers the page made; `enter` brings an observed element within reach. */
const observers: { element: Element; callback: IntersectionObserverCallback }[] = [];
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observers.push({ element, callback: this.callback });
  }
  disconnect() {}
}
const enter = (index: number) =>
  act(() => {
    const { element, callback } = observers[index]!;
    callback([{ target: element, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

const ready = (SOL: string, USDC: string, NATIVE: string): CategoryTotals => ({
  earningsStatus: 'ready',
  byAsset: { SOL, USDC, NATIVE },
  count: 1,
});
const totals = (jobs: CategoryTotals): EarningsTotals => {
  const none = ready('0', '0', '0');
  return { jobs, referrals: none, tips: none, vault: none, totalByAsset: jobs.byAsset, earningsStatus: 'ready' };
};
const earned = totals(ready('1.5', '2.25', '3'));
const report = {
  period: { start: '2026-11-01T00:00:00.000Z', end: '2026-11-03T00:00:00.000Z' },
  summary: earned,
  kpis: { '24h': earned, '7d': earned },
  bars: [
    { periodStart: '2026-11-01T00:00:00.000Z', periodEnd: '2026-11-02T00:00:00.000Z', ...earned },
    { periodStart: '2026-11-02T00:00:00.000Z', periodEnd: '2026-11-03T00:00:00.000Z', ...earned },
  ],
} as unknown as EarningsOverview;

describe('the earnings overview', () => {
  beforeEach(() => {
    observers.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the figures at once and loads a chart only when it comes near the screen, in a box of its size', async () => {
    const { container } = render(<OverviewReport report={report} />);
    expect(screen.getByTestId('total-SOL')).toHaveProperty('textContent', '1.5 SOL');
    // Each asset's chart holds its place, nothing of the charting library asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(chartLoads.count).toBe(0);
    expect(container.querySelectorAll('.h-56')).toHaveLength(3);
    expect(screen.queryByTestId('chart-SOL')).toBeNull();

    await enter(0);
    expect(await screen.findByTestId('chart-SOL')).toBeTruthy();
    expect(chartLoads.count).toBe(1);
    // The others wait for their turn.
    expect(screen.queryByTestId('chart-USDC')).toBeNull();
    expect(container.querySelectorAll('.h-56')).toHaveLength(2);
  });
});
