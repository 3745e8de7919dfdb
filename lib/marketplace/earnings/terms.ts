/**
 * The earnings area's terms that pages need without its schemas: limits, labels,
 * and the routes as the browser calls them (`wireRoutes`). No zod here: the
 * schemas stay in contract.ts, loaded on a page's first call.
 */
import type { WireEntry } from '../route';
import type { EarningsBody } from './contract';
import type { EarningsRange } from './periods';

export const EARNINGS_VIEWS = ['overview', 'jobs', 'referrals', 'tips', 'vault'] as const;

export type EarningsView = (typeof EARNINGS_VIEWS)[number];

export type HistoryView = Exclude<EarningsView, 'overview'>;

/** The categories every summary, KPI and bar reports, in this order. */
export const EARNINGS_CATEGORIES = ['jobs', 'referrals', 'tips', 'vault'] as const;

export type EarningsCategory = (typeof EARNINGS_CATEGORIES)[number];

/** The assets earnings are reported in. */
export const EARNING_ASSETS = ['SOL', 'USDC', 'NATIVE'] as const;

export type EarningAsset = (typeof EARNING_ASSETS)[number];

export const EARNINGS_LIMITS = {
  bodyLimit: 16 * 1024,
  pageMax: 1000,
  perPageMax: 50,
  perPageDefault: 20,
  windowSeconds: 10,
} as const;

/** Views that take a `range`; the others reject it. */
export const RANGED_VIEWS: readonly EarningsView[] = ['overview', 'vault'];

export const PAGED_VIEWS: readonly EarningsView[] = ['jobs', 'referrals', 'tips', 'vault'];

/** The body of a read, with only the fields its view takes (so equal reads are equal bodies). */
export function earningsBodyOf(
  view: EarningsView,
  options: { range?: EarningsRange; page?: number; perPage?: number } = {},
): EarningsBody {
  return {
    view,
    ...(RANGED_VIEWS.includes(view) ? { range: options.range ?? '7d' } : {}),
    ...(PAGED_VIEWS.includes(view)
      ? { page: options.page ?? 1, perPage: options.perPage ?? EARNINGS_LIMITS.perPageDefault }
      : {}),
  };
}

/** The routes as pages call them; contract.ts adds the rest of each entry. */
export const earningsWire = {
  report: {
    id: 'earnings.report',
    method: 'POST',
    path: '/earnings',
    window: { seconds: EARNINGS_LIMITS.windowSeconds, bucket: 'earnings', code: 'EARNINGS_RATE_LIMITED' },
  },
} as const satisfies Record<string, WireEntry>;
