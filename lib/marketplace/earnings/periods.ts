/**
 * The earnings report's time windows (spec 4.10), in UTC: a range is a
 * calendar window of whole days, start-inclusive and end-exclusive, ending at
 * the next UTC midnight (so today counts); its bars are one per UTC day; the
 * KPIs are rolling windows up to and including now.
 */

export const DAY_MS = 86_400_000;

/** A half-open window [start, end) in epoch milliseconds. */
export interface Period {
  start: number;
  end: number;
}

export const EARNINGS_RANGES = ['7d', '30d', '90d'] as const;
export type EarningsRange = (typeof EARNINGS_RANGES)[number];
const RANGE_DAYS: Record<EarningsRange, number> = { '7d': 7, '30d': 30, '90d': 90 };

/** The rolling KPI windows, by name. */
const KPI_WINDOWS = { '24h': DAY_MS, '7d': 7 * DAY_MS } as const;
export type KpiName = keyof typeof KPI_WINDOWS;

/** The next UTC midnight after `asOf` (a midnight itself starts a new day, which counts). */
const nextUtcMidnight = (asOf: number): number => Math.floor(asOf / DAY_MS) * DAY_MS + DAY_MS;

/** The calendar window of a range: `days` whole UTC days ending at the next UTC midnight. */
export function calendarPeriod(asOf: number, range: EarningsRange): Period {
  const end = nextUtcMidnight(asOf);
  return { start: end - RANGE_DAYS[range] * DAY_MS, end };
}

/** One window per UTC day of a calendar period, oldest first. */
export function dailyPeriods(period: Period): Period[] {
  const days: Period[] = [];
  for (let start = period.start; start < period.end; start += DAY_MS) days.push({ start, end: start + DAY_MS });
  return days;
}

/** A rolling KPI window: the `kpi` length of time before `asOf`. */
export const rollingPeriod = (asOf: number, kpi: KpiName): Period => ({ start: asOf - KPI_WINDOWS[kpi], end: asOf });

/** Calendar windows hold [start, end). */
export const inCalendar = (period: Period, at: number): boolean => at >= period.start && at < period.end;
/** Rolling windows hold (start, end]: the last 24 hours (or 7 days) up to and including now. */
export const inRolling = (period: Period, at: number): boolean => at > period.start && at <= period.end;

export const isoPeriod = (period: Period) => ({
  start: new Date(period.start).toISOString(),
  end: new Date(period.end).toISOString(),
});
