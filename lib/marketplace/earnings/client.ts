/**
 * Earnings in the pages: the overview of a range and the paged history of a
 * category. Each read sends exactly the fields its view takes, so the same
 * read is the same request and the proxy's read cache answers repeats inside
 * the 10 s window. The page reads on the server; the export reads in the
 * browser, waiting out the window between its pages (readInWindows).
 */
import { callRoute, type Transport } from '../call';
import { MarketplaceError } from '../errors';
import { readInWindows } from '../window-retry';
import type {
  EarningsOverview,
  EarningsRange,
  EarningsReport,
  JobsHistory,
  TipsHistory,
  VaultHistory,
  earningsRoutes,
} from './contract';
import { earningsBodyOf, type EarningsView, type HistoryView } from './terms';
import { wireRoutes } from '../route';
import { earningsWire } from './terms';

/** The area's routes as pages call them: no schemas, the proxy checks what goes and comes back. */
export const earningsCalls = wireRoutes<typeof earningsRoutes>(earningsWire);

interface HistoryByView {
  jobs: JobsHistory;
  referrals: JobsHistory;
  tips: TipsHistory;
  vault: VaultHistory;
}

export type ReportOf<V extends EarningsView> = V extends HistoryView ? HistoryByView[V] : EarningsOverview;

/** The answer, checked to be of the view asked for. */
function reportOf<V extends EarningsView>(data: EarningsReport, view: V): ReportOf<V> {
  if (data.view !== view) throw new MarketplaceError({ status: 200, code: 'RESPONSE_INVALID', body: data });
  return data as ReportOf<V>;
}

/** One report: the overview of a range, or a page of one category (`range` applies to the vault only). */
export async function readEarnings<V extends EarningsView>(
  view: V,
  fields: { range?: EarningsRange; page?: number; perPage?: number },
  { transport, signal }: { transport?: Transport; signal?: AbortSignal } = {},
): Promise<{ data: { report: ReportOf<V>; fetchedAt: number } }> {
  const { data, fetchedAt } = await callRoute(earningsCalls.report, {
    body: earningsBodyOf(view, fields),
    signal,
    transport,
  });
  return { data: { report: reportOf(data, view), fetchedAt } };
}

/** The same read from the browser: one inside a used window waits for the next (the proxy says when), a few times at most. */
export const readEarningsInWindows = <V extends EarningsView>(
  view: V,
  fields: { range?: EarningsRange; page?: number; perPage?: number },
) => readInWindows(() => readEarnings(view, fields));
