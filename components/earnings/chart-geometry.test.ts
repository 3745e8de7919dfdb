import { describe, expect, it } from 'vitest';
import { EARNINGS_CATEGORIES, type EarningsCategory } from '@/lib/marketplace/earnings/terms';
import { PLOT_WIDTHS, centreOf, dayLabels, labelStep, niceTicks, stackOf, tallestDay } from './chart-geometry';
import type { ChartRow } from './words';

const row = (heights: Partial<Record<EarningsCategory, number>>): ChartRow => {
  const all = Object.fromEntries(EARNINGS_CATEGORIES.map((c) => [c, heights[c] ?? 0])) as Record<
    EarningsCategory,
    number
  >;
  const exact = Object.fromEntries(EARNINGS_CATEGORIES.map((c) => [c, String(all[c])])) as Record<
    EarningsCategory,
    string
  >;
  return { day: 'Mon 3 Nov', heights: all, exact, total: { amount: '0', missing: [] } };
};

describe('the y-axis ticks', () => {
  it.each([
    [1000, 1000, ['0', '200', '400', '600', '800', '1,000']],
    [3.5, 4, ['0', '1', '2', '3', '4']],
    [0.750000001, 0.8, ['0', '0.2', '0.4', '0.6', '0.8']],
    [0.000000001, 0.000000001, ['0', '0.0000000002', '0.0000000004', '0.0000000006', '0.0000000008', '0.000000001']],
    [0.3, 0.3, ['0', '0.1', '0.2', '0.3']],
  ])('for a tallest day of %s reach %s in round steps', (max, top, labels) => {
    const ticks = niceTicks(max);
    expect(ticks.top).toBeCloseTo(top, 15);
    expect(ticks.top).toBeGreaterThanOrEqual(max);
    expect(ticks.labels).toEqual(labels);
  });

  it('steps by 1, 2 or 5 times a power of ten, from zero, whatever the maximum', () => {
    for (const max of [0.000123, 0.9, 7, 13, 99.99, 12_345.678, 2_000_000]) {
      const { values, top } = niceTicks(max);
      const step = values[1]! - values[0]!;
      const mantissa = step / 10 ** Math.floor(Math.log10(step));
      expect([1, 2, 5, 10].some((m) => Math.abs(mantissa - m) < 1e-9)).toBe(true);
      expect(values[0]).toBe(0);
      expect(values.at(-1)).toBe(top);
      expect(values.length).toBeGreaterThanOrEqual(3);
      expect(values.length).toBeLessThanOrEqual(6);
    }
  });

  it('still draws an axis when nothing was earned', () => {
    expect(niceTicks(0).top).toBeGreaterThan(0);
  });
});

describe('a day’s stack', () => {
  it('stacks jobs at the bottom, then referrals, tips and vault, in heights proportional to the amounts', () => {
    const day = row({ jobs: 1, referrals: 2, tips: 0, vault: 1 });
    expect(stackOf(day, 8)).toEqual([
      { category: 'jobs', from: 0, height: 12.5 },
      { category: 'referrals', from: 12.5, height: 25 },
      { category: 'vault', from: 37.5, height: 12.5 },
    ]);
  });

  it('measures the tallest day as its categories together', () => {
    expect(tallestDay([row({ jobs: 1, tips: 2 }), row({ vault: 2.5 })])).toBe(3);
    const { top } = niceTicks(3);
    const full = stackOf(row({ jobs: 1, tips: 2 }), top);
    expect(full.at(-1)!.from + full.at(-1)!.height).toBeLessThanOrEqual(100);
  });
});

describe('the day labels', () => {
  /** The px between two labels' facing edges (see labelStep), for labels 64 px wide. */
  const gap = (a: number, b: number, days: number, width: number) =>
    ((centreOf(b, days) - centreOf(a, days)) / 100) * (width - 64) - 64;

  it.each([7, 30, 90])('over %s days never collide at any width, and thin as the screen narrows', (days) => {
    const labels = dayLabels(days);
    const counts = [];
    for (const width of ['base', 'sm', 'xl'] as const) {
      const shown = labels.filter((l) => l.shown[width]);
      expect(shown[0]!.index).toBe(0);
      for (let i = 1; i < shown.length; i++)
        expect(gap(shown[i - 1]!.index, shown[i]!.index, days, PLOT_WIDTHS[width])).toBeGreaterThanOrEqual(8);
      counts.push(shown.length);
    }
    expect(counts[0]).toBeLessThanOrEqual(counts[1]!);
    expect(counts[1]).toBeLessThanOrEqual(counts[2]!);
  });

  it('shows a few labels on a phone and most days on a wide screen', () => {
    const onPhone = (days: number) =>
      dayLabels(days)
        .filter((l) => l.shown.base)
        .map((l) => l.index);
    expect(onPhone(90)).toEqual([0, 42, 84]);
    expect(onPhone(30)).toEqual([0, 14, 28]);
    expect(onPhone(7)).toEqual([0, 4]);
    expect(dayLabels(7).filter((l) => l.shown.xl)).toHaveLength(7);
    expect(labelStep(30, PLOT_WIDTHS.base)).toBeGreaterThan(labelStep(30, PLOT_WIDTHS.xl));
  });
});
