/**
 * The earnings report (spec 4.10) from an account's earnings: sums per
 * category and asset over calendar and rolling windows, and the paged
 * histories. Pure: the route reads the earnings, this shapes the answer.
 */
import { ASSETS } from '@/lib/marketplace/assets';
import type {
  ByAsset,
  CategoryTotals,
  EarningsBar,
  EarningsOverview,
  EarningsRange,
  EarningsTotals,
  VaultRow,
} from '@/lib/marketplace/earnings/contract';
import {
  EARNINGS_CATEGORIES,
  EARNINGS_LIMITS,
  type EarningAsset,
  type HistoryView,
} from '@/lib/marketplace/earnings/terms';
import {
  calendarPeriod,
  dailyPeriods,
  inCalendar,
  inRolling,
  isoPeriod,
  rollingPeriod,
  type KpiName,
  type Period,
} from '@/lib/marketplace/earnings/periods';
import { fromAtomic, toAtomic } from '@/lib/money';
import type { Earning } from './repo';

const zero = (): Record<EarningAsset, bigint> => ({ SOL: 0n, USDC: 0n, NATIVE: 0n });
const written = (sums: ReturnType<typeof zero>): ByAsset => ({
  SOL: fromAtomic(sums.SOL, ASSETS.SOL.decimals),
  USDC: fromAtomic(sums.USDC, ASSETS.USDC.decimals),
  NATIVE: fromAtomic(sums.NATIVE, ASSETS.NATIVE.decimals),
});

/**
 * One window's totals. A category is unavailable when any of its earnings in
 * the window is (its sum would be a guess); only ready earnings count, and an
 * unavailable category makes the combined total unknown rather than smaller.
 */
function totalsOf(found: readonly Earning[]): EarningsTotals {
  const all = zero();
  let unavailable = false;
  const categories = Object.fromEntries(
    EARNINGS_CATEGORIES.map((category): [string, CategoryTotals] => {
      const own = found.filter((e) => e.category === category);
      if (own.some((e) => e.status === 'unavailable')) {
        unavailable = true;
        return [category, { earningsStatus: 'unavailable', byAsset: null, count: null }];
      }
      const sums = zero();
      const ready = own.filter((e) => e.status === 'ready' && e.assetId !== null && e.amount !== null);
      for (const e of ready) {
        const atomic = toAtomic(e.amount!, ASSETS[e.assetId!].decimals);
        sums[e.assetId!] += atomic;
        all[e.assetId!] += atomic;
      }
      return [category, { earningsStatus: 'ready', byAsset: written(sums), count: ready.length }];
    }),
  ) as Pick<EarningsTotals, (typeof EARNINGS_CATEGORIES)[number]>;
  return {
    ...categories,
    totalByAsset: unavailable ? null : written(all),
    earningsStatus: unavailable ? 'unavailable' : 'ready',
  };
}

const within = (found: readonly Earning[], test: (at: number) => boolean) => found.filter((e) => test(e.earnedAt));

export function overviewOf(
  found: readonly Earning[],
  asOf: number,
  range: EarningsRange,
  vaultWallets: string[],
): EarningsOverview {
  const period = calendarPeriod(asOf, range);
  const inPeriod = within(found, (at) => inCalendar(period, at));
  const kpi = (name: KpiName) => {
    const window = rollingPeriod(asOf, name);
    return { ...totalsOf(within(found, (at) => inRolling(window, at))), period: isoPeriod(window) };
  };
  const bars: EarningsBar[] = dailyPeriods(period).map((day) => ({
    periodStart: new Date(day.start).toISOString(),
    periodEnd: new Date(day.end).toISOString(),
    ...totalsOf(within(inPeriod, (at) => inCalendar(day, at))),
  }));
  return {
    ok: true,
    view: 'overview',
    asOf: new Date(asOf).toISOString(),
    range,
    timezone: 'UTC',
    period: isoPeriod(period),
    summary: totalsOf(inPeriod),
    kpis: { '24h': kpi('24h'), '7d': kpi('7d') },
    bars,
    accounting: {
      amounts: 'exact_native_token_units',
      fiatValuationIncluded: false,
      vaultWallets,
      vaultScope: 'confirmed_holder_payouts',
      pendingVaultRewardsIncluded: false,
    },
  };
}

export interface PageRequest {
  page: number;
  perPage: number;
}

/** One page of rows, newest first, with the paging fields every history answer carries. */
function pageOf(found: readonly Earning[], { page, perPage }: PageRequest) {
  const sorted = [...found].sort((a, b) => b.earnedAt - a.earnedAt || (a.id < b.id ? 1 : -1));
  const total = sorted.length;
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  const hasMore = page < totalPages;
  return {
    rows: sorted.slice((page - 1) * perPage, page * perPage).map((e) => e.row),
    page,
    perPage,
    total,
    totalPages,
    hasMore,
    // Page 1,000 is the ceiling: later rows exist but cannot be paged to.
    nextPage: hasMore && page < EARNINGS_LIMITS.pageMax ? page + 1 : null,
    paginationLimited: page === EARNINGS_LIMITS.pageMax,
  };
}

export function historyOf(
  found: readonly Earning[],
  asOf: number,
  view: Exclude<HistoryView, 'vault'>,
  paging: PageRequest,
) {
  return {
    ok: true as const,
    view,
    asOf: new Date(asOf).toISOString(),
    ...pageOf(
      found.filter((e) => e.category === view),
      paging,
    ),
  };
}

/** The vault's payout batches over a calendar range, and whether the report over it is complete. */
export function vaultHistoryOf(
  found: readonly Earning[],
  asOf: number,
  range: EarningsRange,
  paging: PageRequest,
  wallets: string[],
) {
  const period: Period = calendarPeriod(asOf, range);
  const batches = within(
    found.filter((e) => e.category === 'vault'),
    (at) => inCalendar(period, at),
  );
  const unavailableBatchCount = batches.filter((e) => e.status === 'unavailable').length;
  const reportStatus =
    unavailableBatchCount === 0 ? 'complete' : unavailableBatchCount === batches.length ? 'unavailable' : 'partial';
  const paged = pageOf(batches, paging);
  return {
    ok: true as const,
    view: 'vault' as const,
    asOf: new Date(asOf).toISOString(),
    ...paged,
    rows: paged.rows as VaultRow[],
    range,
    timezone: 'UTC' as const,
    period: isoPeriod(period),
    wallets,
    reportStatus,
    unavailableBatchCount,
  };
}
