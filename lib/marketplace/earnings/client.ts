/**
 * Earnings in the pages: the overview of a range and the paged history of a
 * category. Each read sends exactly the fields its view takes, so the same
 * read is the same request and the proxy's cache answers repeats inside the
 * 10 s window; switching back to a range seen moments ago costs nothing.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callRoute, type Transport } from '../call';
import { MarketplaceError } from '../errors';
import { windowedRetry } from '../window-retry';
import type {
  EarningsOverview,
  EarningsRange,
  EarningsReport,
  JobsHistory,
  TipsHistory,
  VaultHistory,
  earningsRoutes,
} from './contract';
import { EARNINGS_LIMITS, earningsBodyOf, type EarningsView, type HistoryView } from './terms';
import { wireRoutes } from '../route';
import { earningsWire } from './terms';

/** The area's routes as pages call them: no schemas, the proxy checks what goes and comes back. */
export const earningsCalls = wireRoutes<typeof earningsRoutes>(earningsWire);

const earningsKeys = {
  all: ['earnings'] as const,
  overview: (range: EarningsRange) => ['earnings', 'overview', range] as const,
  history: (view: HistoryView, page: number, perPage: number, range?: EarningsRange) =>
    ['earnings', view, page, perPage, range ?? null] as const,
};

interface HistoryByView {
  jobs: JobsHistory;
  referrals: JobsHistory;
  tips: TipsHistory;
  vault: VaultHistory;
}

type ReportOf<V extends EarningsView> = V extends HistoryView ? HistoryByView[V] : EarningsOverview;

/** The answer, checked to be of the view asked for. */
function reportOf<V extends EarningsView>(data: EarningsReport, view: V): ReportOf<V> {
  if (data.view !== view) throw new MarketplaceError({ status: 200, code: 'RESPONSE_INVALID', body: data });
  return data as ReportOf<V>;
}

const fresh = {
  staleTime: EARNINGS_LIMITS.windowSeconds * 1000,
  // The previous range or page stays on screen while the next one loads.
  placeholderData: keepPreviousData,
  // Another range or page inside the 10 s window waits for it (the proxy says when), never a 429 on screen.
  ...windowedRetry,
} as const;

export const earningsQueries = {
  overview: (range: EarningsRange, transport?: Transport) =>
    queryOptions({
      queryKey: earningsKeys.overview(range),
      queryFn: async ({ signal }) => {
        const { data, fetchedAt } = await callRoute(earningsCalls.report, {
          body: earningsBodyOf('overview', { range }),
          signal,
          transport,
        });
        return { report: reportOf(data, 'overview'), fetchedAt };
      },
      ...fresh,
    }),
  /** A page of one category; `range` applies to the vault only. */
  history: <V extends HistoryView>(
    view: V,
    page = 1,
    perPage: number = EARNINGS_LIMITS.perPageDefault,
    range?: EarningsRange,
    transport?: Transport,
  ) =>
    queryOptions({
      queryKey: earningsKeys.history(view, page, perPage, view === 'vault' ? (range ?? '7d') : undefined),
      queryFn: async ({ signal }) => {
        const { data, fetchedAt } = await callRoute(earningsCalls.report, {
          body: earningsBodyOf(view, { page, perPage, range }),
          signal,
          transport,
        });
        return { report: reportOf(data, view), fetchedAt };
      },
      ...fresh,
    }),
};
