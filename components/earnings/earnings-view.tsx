'use client';

/**
 * /earnings: the range and the view live in the URL (see place.ts), so the
 * page comes back as it was left; each report shows through Report.
 */
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { SignInPrompt } from '@/components/account/sign-in-prompt';
import { Section } from '@/components/ui/section';
import { EmptyState } from '@/components/ui/empty-state';
import { sessionQueries } from '@/lib/marketplace/account/session';
import { earningsQueries } from '@/lib/marketplace/earnings/client';
import { EARNINGS_RANGES, type EarningsRange } from '@/lib/marketplace/earnings/periods';
import {
  EARNINGS_LIMITS,
  EARNINGS_VIEWS,
  RANGED_VIEWS,
  type EarningsView,
  type HistoryView,
} from '@/lib/marketplace/earnings/terms';
import { EarningsExport } from './earnings-export';
import { OverviewReport } from './earnings-overview';
import { JobRows, TipRows, VaultRows } from './earnings-history';
import { Pages } from './pages';
import { hrefOf, placeOf, type EarningsPlace } from './place';
import { Report } from './report';
import { Tabs } from './tabs';

const VIEW_LABEL: Record<EarningsView, string> = {
  overview: 'Overview',
  jobs: 'Jobs',
  referrals: 'Referrals',
  tips: 'Tips',
  vault: 'Vault',
};
const RANGE_LABEL: Record<EarningsRange, string> = { '7d': '7 days', '30d': '30 days', '90d': '90 days' };

function History({ place, view }: { place: EarningsPlace; view: HistoryView }) {
  const query = useQuery(earningsQueries.history(view, place.page, EARNINGS_LIMITS.perPageDefault, place.range));
  return (
    <Section title={VIEW_LABEL[view]}>
      <Report query={query} what={`Your ${view} history`}>
        {(report) =>
          report.rows.length === 0 ? (
            <EmptyState
              title={place.page > 1 ? 'No rows on this page' : `No ${VIEW_LABEL[view].toLowerCase()} earnings yet`}
            />
          ) : (
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
          )
        }
      </Report>
    </Section>
  );
}

function Overview({ range }: { range: EarningsRange }) {
  const query = useQuery(earningsQueries.overview(range));
  return (
    <Report query={query} what="Your earnings">
      {(report) => <OverviewReport report={report} />}
    </Report>
  );
}

export function EarningsView() {
  const session = useQuery(sessionQueries.summary());
  const place = placeOf(useSearchParams() ?? new URLSearchParams());
  const header = (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight">Earnings</h1>
      <p className="text-sm text-slate-600">
        What you earned from jobs, referrals, tips and the vault, by UTC day, in each token’s own units.
      </p>
    </div>
  );
  if (session.data?.signedIn !== true) {
    return (
      <div className="space-y-6">
        {header}
        <SignInPrompt title="Sign in to see your earnings">
          Your earnings belong to your account. Sign in with your wallet to see them.
        </SignInPrompt>
      </div>
    );
  }
  const ranged = RANGED_VIEWS.includes(place.view);
  return (
    <div className="space-y-6">
      {header}
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
      {place.view === 'overview' ? <Overview range={place.range} /> : <History place={place} view={place.view} />}
    </div>
  );
}
