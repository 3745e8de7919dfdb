/**
 * The shapes of an earnings chart, computed without measuring anything: the
 * y-axis's round ticks, each day's stacked segments (in percent of the plot's
 * height) and which day labels show at which screen width, so the chart can be
 * plain markup rendered on the server. Heights are numbers for drawing only;
 * the amounts people read stay the exact strings of `ChartRow`.
 */
import { EARNINGS_CATEGORIES, type EarningsCategory } from '@/lib/marketplace/earnings/terms';
import type { ChartRow } from './words';

export interface Ticks {
  /** The axis's top, a whole number of steps at or above the tallest day. */
  top: number;
  /** From 0 to `top`, one per step. */
  values: number[];
  /** Each value in words, without the float's stray digits ("0.3", never "0.30000000000000004"). */
  labels: string[];
}

/** Round y-axis ticks (steps of 1, 2 or 5 times a power of ten), from zero, as near `count` steps as they come. */
export function niceTicks(max: number, count = 4): Ticks {
  const highest = max > 0 && Number.isFinite(max) ? max : 1;
  const power = Math.floor(Math.log10(highest / count));
  const unit = 10 ** power;
  // A tiny allowance, so a maximum that is exactly a step's multiple does not gain a step from float error.
  const stepsOf = (m: number) => Math.max(1, Math.ceil(highest / (m * unit) - 1e-9));
  const m = [1, 2, 5, 10].reduce((best, m) =>
    Math.abs(stepsOf(m) - count) < Math.abs(stepsOf(best) - count) ? m : best,
  );
  const step = m * unit;
  const steps = stepsOf(m);
  const format = new Intl.NumberFormat('en-US', { maximumFractionDigits: Math.min(20, Math.max(0, -power)) });
  const values = Array.from({ length: steps + 1 }, (_, i) => i * step);
  return { top: steps * step, values, labels: values.map((value) => format.format(value)) };
}

/** The tallest day: the sum of its categories. */
export const tallestDay = (rows: readonly ChartRow[]) =>
  Math.max(0, ...rows.map((row) => EARNINGS_CATEGORIES.reduce((sum, c) => sum + Math.max(0, row.heights[c]), 0)));

export interface Segment {
  category: EarningsCategory;
  /** Where the segment starts, in percent of the plot's height from the bottom. */
  from: number;
  /** How tall it is, in percent of the plot's height. */
  height: number;
}

/** A day's segments, stacked from the bottom in the categories' order (jobs first); empty ones are left out. */
export function stackOf(row: ChartRow, top: number): Segment[] {
  const segments: Segment[] = [];
  let from = 0;
  for (const category of EARNINGS_CATEGORIES) {
    const height = (Math.max(0, row.heights[category]) / top) * 100;
    if (height > 0) segments.push({ category, from, height });
    from += height;
  }
  return segments;
}

/**
 * The narrowest plot width (px) each breakpoint gives: a 360 px phone leaves
 * about 220 px beside the y-axis, `sm` (640 px) about 480, `xl` (1280 px, past
 * the side navigation) about 820.
 */
export const PLOT_WIDTHS = { base: 220, sm: 480, xl: 820 } as const;

export type LabelWidth = keyof typeof PLOT_WIDTHS;

/** A day label's room at 11 px ("Wed 29 Nov"), and the gap kept between two. */
const LABEL_PX = 64;
const GAP_PX = 8;

/**
 * Every how many days a label fits in a plot `width` px wide. A label sits at
 * its bar's centre shifted left by as much of its own width as the bar is far
 * along (0 at the left edge, all of it at the right), so none sticks out of the
 * plot; two labels `step` days apart then clear each other when
 * step / days × (width − label) ≥ label + gap.
 */
export const labelStep = (days: number, width: number) =>
  Math.max(1, Math.ceil((days * (LABEL_PX + GAP_PX)) / (width - LABEL_PX)));

/**
 * The days that carry a label, and at which widths each shows: every
 * breakpoint labels every `labelStep` days from the first, so a day may be
 * labelled on a phone and not at `sm`, where others fall between.
 */
export function dayLabels(days: number): { index: number; shown: Record<LabelWidth, boolean> }[] {
  const steps = Object.fromEntries(
    Object.entries(PLOT_WIDTHS).map(([name, width]) => [name, labelStep(days, width)]),
  ) as Record<LabelWidth, number>;
  return Array.from({ length: days }, (_, index) => ({
    index,
    shown: { base: index % steps.base === 0, sm: index % steps.sm === 0, xl: index % steps.xl === 0 },
  })).filter(({ shown }) => shown.base || shown.sm || shown.xl);
}

/** A day's centre, in percent of the plot's width. */
export const centreOf = (index: number, days: number) => ((index + 0.5) / days) * 100;
