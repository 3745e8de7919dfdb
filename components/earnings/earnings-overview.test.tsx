// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { CategoryTotals, EarningsOverview, EarningsTotals } from '@/lib/marketplace/earnings/contract';
import { OverviewReport } from './earnings-overview';

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
  afterEach(cleanup);

  it('is in the server’s markup whole, each asset’s chart drawn in it', () => {
    const html = renderToStaticMarkup(<OverviewReport report={report} />);
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('[data-testid="total-SOL"]')?.textContent).toBe('1.5 SOL');
    const charts = [...page.querySelectorAll('[data-testid="earnings-chart"]')];
    expect(charts).toHaveLength(3);
    // Two days, one bar each (only jobs earned), each 1.5 SOL: the axis's top, in steps of 0.5.
    const bars = charts[0]!.querySelectorAll('rect[data-category]');
    expect([...bars].map((bar) => bar.getAttribute('data-category'))).toEqual(['jobs', 'jobs']);
    expect(Number(bars[0]!.getAttribute('height'))).toBeCloseTo(100);
    expect(charts[0]!.querySelectorAll('span.absolute')[3]?.textContent).toBe('1.5');
    expect([...charts[0]!.querySelectorAll('[data-testid="chart-days"] span')].map((s) => s.textContent)).toEqual([
      'Sun 1 Nov',
      'Mon 2 Nov',
    ]);
    expect(charts[0]!.textContent).toContain('Jobs');
    expect(page.querySelector('.animate-pulse')).toBeNull();
  });

  it('gives each day its exact amounts on hover, and keeps the chart from assistive technology and the keyboard', () => {
    const { container } = render(<OverviewReport report={report} />);
    const chart = screen.getAllByTestId('earnings-chart')[1]!;
    expect(chart.getAttribute('aria-hidden')).toBe('true');
    const days = chart.querySelectorAll('[data-testid="chart-day"] > title');
    expect([...days].map((title) => title.textContent)).toEqual([
      'Sun 1 Nov\nJobs: 2.25 USDC\nReferrals: 0 USDC\nTips: 0 USDC\nVault: 0 USDC\nTotal: 2.25 USDC',
      'Mon 2 Nov\nJobs: 2.25 USDC\nReferrals: 0 USDC\nTips: 0 USDC\nVault: 0 USDC\nTotal: 2.25 USDC',
    ]);
    expect(container.querySelectorAll('[aria-hidden="true"] [tabindex], [aria-hidden="true"] a')).toHaveLength(0);
    // The same figures, for screen readers.
    expect(screen.getByRole('table', { name: 'USDC earned per UTC day, by category' }).textContent).toContain(
      '2.25 USDC',
    );
  });
});
