/**
 * /earnings, rendered on the server from the page's read: the range and the view live in the URL (see place.ts), so
 * the page comes back as it was left, and each choice of view, period or page is a link the server renders. Only the
 * controls run in the browser (refresh, export, copying a transaction id: earnings-controls-lazy.tsx).
 */
import { Section } from '@/components/ui/section';
import { EmptyState } from '@/components/ui/empty-state';
import type { ReportOf } from '@/lib/marketplace/earnings/client';
import { EARNINGS_RANGES, type EarningsRange } from '@/lib/marketplace/earnings/periods';
import type { ServerRead } from '@/lib/marketplace/read-failure';
import {
  EARNINGS_VIEWS,
  RANGED_VIEWS,
  type EarningsView as View,
  type HistoryView,
} from '@/lib/marketplace/earnings/terms';
import { EarningsExport } from './earnings-controls-lazy';
import { OverviewReport } from './earnings-overview';
import { JobRows, TipRows, VaultRows } from './earnings-history';
import { Pages } from './pages';
import { periodWords, vaultGapWords } from './words';
import { hrefOf, type EarningsPlace } from './place';
import { Report } from './report';
import { Tabs } from './tabs';

const VIEW_LABEL: Record<View, string> = {
  overview: 'Overview',
  jobs: 'Jobs',
  referrals: 'Referrals',
  tips: 'Tips',
  vault: 'Vault',
};
const RANGE_LABEL: Record<EarningsRange, string> = { '7d': '7 days', '30d': '30 days', '90d': '90 days' };

/** What the page read: the report its place names, with when it was fetched. */
export type EarningsRead = ServerRead<{ report: ReportOf<View>; fetchedAt: number }>;

function HistoryRows({ place, report }: { place: EarningsPlace; report: ReportOf<HistoryView> }) {
  // A vault report that could not be read whole is never "no earnings": what is missing is said to be missing.
  if (report.rows.length === 0 && report.view === 'vault' && report.reportStatus !== 'complete')
    return (
      <EmptyState title="Vault payouts could not be read">
        <p>
          {vaultGapWords(report)} Its payouts for {periodWords(report.period)} are not known, which is not the same as
          none.
        </p>
      </EmptyState>
    );
  if (report.rows.length === 0)
    return (
      <EmptyState
        title={place.page > 1 ? 'No rows on this page' : `No ${VIEW_LABEL[report.view].toLowerCase()} earnings yet`}
      />
    );
  return (
    <>
      {report.view === 'tips' ? (
        <TipRows report={report} />
      ) : report.view === 'vault' ? (
        <VaultRows report={report} />
      ) : (
        <JobRows
          report={report}
          caption={report.view === 'referrals' ? 'Rewards from people you referred' : 'Rewards from your jobs'}
        />
      )}
      <Pages
        place={place}
        page={report.page}
        totalPages={report.totalPages}
        nextPage={report.nextPage}
        limited={report.paginationLimited}
      />
    </>
  );
}

function Content({ place, read }: { place: EarningsPlace; read: EarningsRead }) {
  if (place.view === 'overview')
    return (
      <Report read={read} what="Your earnings">
        {(report) => report.view === 'overview' && <OverviewReport report={report} />}
      </Report>
    );
  return (
    <Section title={VIEW_LABEL[place.view]}>
      <Report read={read} what={`Your ${place.view} history`}>
        {(report) => report.view !== 'overview' && <HistoryRows place={place} report={report} />}
      </Report>
    </Section>
  );
}

export function EarningsView({ place, read }: { place: EarningsPlace; read: EarningsRead }) {
  const ranged = RANGED_VIEWS.includes(place.view);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Earnings</h1>
        <p className="text-sm text-slate-600">
          What you earned from jobs, referrals, tips and the vault, by UTC day, in each token’s own units.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Tabs
          label="Views"
          items={EARNINGS_VIEWS.map((view) => ({
            key: view,
            label: VIEW_LABEL[view],
            href: hrefOf({ ...place, view, page: 1 }),
            current: view === place.view,
          }))}
        />
        {ranged && (
          <Tabs
            label="Period"
            items={EARNINGS_RANGES.map((range) => ({
              key: range,
              label: RANGE_LABEL[range],
              href: hrefOf({ ...place, range, page: 1 }),
              current: range === place.range,
            }))}
          />
        )}
        <EarningsExport place={place} />
      </div>
      <Content place={place} read={read} />
    </div>
  );
}
