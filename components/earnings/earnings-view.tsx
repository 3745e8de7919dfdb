'use client';

/**
 * /earnings: the range and the view live in the URL (`?range=30d&view=tips&page=2`),
 * so the page comes back as it was left. Reads go through the read cache: a
 * range seen in the last 10 s is answered at once, and a new one inside the
 * window waits for it (the previous figures stay on screen meanwhile).
 */
import { useQuery } from '@tanstack/react-query';
import type { Route } from 'next';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { SignInPrompt } from '@/components/account/sign-in-prompt';
import { buttonClasses } from '@/components/ui/button';
import { FetchedAt } from '@/components/ui/fetched-at';
import { Section } from '@/components/ui/section';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/states';
import { EmptyState } from '@/components/ui/empty-state';
import { sessionQueries } from '@/lib/marketplace/account/session';
import { earningsQueries } from '@/lib/marketplace/earnings/client';
import {
  EARNINGS_LIMITS,
  EARNINGS_RANGES,
  EARNINGS_VIEWS,
  RANGED_VIEWS,
  type EarningsRange,
  type EarningsView,
  type HistoryView,
} from '@/lib/marketplace/earnings/contract';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { cn } from '@/lib/cn';
import { useSecondsLeft } from '@/components/ui/countdown';
import { OverviewReport } from './earnings-overview';
import { JobRows, TipRows, VaultRows } from './earnings-history';

const VIEW_LABEL: Record<EarningsView, string> = {
  overview: 'Overview',
  jobs: 'Jobs',
  referrals: 'Referrals',
  tips: 'Tips',
  vault: 'Vault',
};
const RANGE_LABEL: Record<EarningsRange, string> = { '7d': '7 days', '30d': '30 days', '90d': '90 days' };

export interface EarningsPlace {
  view: EarningsView;
  range: EarningsRange;
  page: number;
}

/** The place from the URL; anything unknown falls back to the default rather than failing. */
export function placeOf(params: URLSearchParams): EarningsPlace {
  const view = (EARNINGS_VIEWS as readonly string[]).includes(params.get('view') ?? '')
    ? (params.get('view') as EarningsView)
    : 'overview';
  const range = (EARNINGS_RANGES as readonly string[]).includes(params.get('range') ?? '')
    ? (params.get('range') as EarningsRange)
    : '7d';
  const page = Number(params.get('page'));
  return { view, range, page: Number.isInteger(page) && page >= 1 && page <= EARNINGS_LIMITS.pageMax ? page : 1 };
}

export function hrefOf(place: EarningsPlace): Route {
  const params = new URLSearchParams();
  if (place.view !== 'overview') params.set('view', place.view);
  if (place.range !== '7d' && RANGED_VIEWS.includes(place.view)) params.set('range', place.range);
  if (place.page > 1) params.set('page', String(place.page));
  const query = params.toString();
  return (query ? `/earnings?${query}` : '/earnings') as Route;
}

function Tabs({
  label,
  items,
}: {
  label: string;
  items: { key: string; label: string; href: Route; current: boolean }[];
}) {
  return (
    <nav aria-label={label}>
      <ul className="inline-flex flex-wrap gap-1 rounded-md border border-slate-300 p-0.5">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              href={item.href}
              scroll={false}
              aria-current={item.current ? 'page' : undefined}
              className={cn(
                'block rounded px-3 py-1.5 text-sm',
                item.current ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Waiting for the 10 s window between reads: said plainly, with the seconds left. */
function WindowWait({ query }: { query: Pick<ReportQuery<unknown>, 'failureReason' | 'isFetching'> }) {
  const retryAt = query.failureReason instanceof MarketplaceError ? query.failureReason.retryAt : undefined;
  const seconds = useSecondsLeft(query.isFetching ? retryAt : undefined);
  if (seconds <= 0) return null;
  return (
    <p role="status" className="text-xs text-slate-600">
      Earnings can be read once every 10 seconds: these figures arrive in {seconds} s.
    </p>
  );
}

/** What a report section needs of its query (the overview's and the histories' alike). */
interface ReportQuery<T> {
  data: { report: T; fetchedAt: number } | undefined;
  error: unknown;
  failureReason: unknown;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
}

function Report<T>({
  query,
  what,
  children,
}: {
  query: ReportQuery<T>;
  what: string;
  children: (report: T) => ReactNode;
}) {
  if (query.isError && !query.data)
    return (
      <ErrorState error={query.error} title={`${what} could not be loaded`} onRetry={() => void query.refetch()} />
    );
  if (!query.data)
    return (
      <div aria-busy="true" aria-label={`Loading ${what.toLowerCase()}`} className="space-y-3">
        <WindowWait query={query} />
        <Skeleton className="h-28" />
        <Skeleton className="h-56" />
      </div>
    );
  return (
    <div
      className={cn('space-y-3', query.isPlaceholderData && 'opacity-60')}
      aria-busy={query.isPlaceholderData || undefined}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <FetchedAt at={query.data.fetchedAt} onRefresh={() => void query.refetch()} refreshing={query.isFetching} />
        <WindowWait query={query} />
      </div>
      {children(query.data.report)}
    </div>
  );
}

function Pages({
  place,
  page,
  totalPages,
  nextPage,
  limited,
}: {
  place: EarningsPlace;
  page: number;
  totalPages: number;
  nextPage: number | null;
  limited: boolean;
}) {
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link href={hrefOf({ ...place, page: page - 1 })} scroll={false} className={buttonClasses('secondary', 'sm')}>
          Newer
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-600">
        Page {page} of {Math.min(totalPages, EARNINGS_LIMITS.pageMax).toLocaleString('en-US')}
      </span>
      {nextPage !== null ? (
        <Link href={hrefOf({ ...place, page: nextPage })} scroll={false} className={buttonClasses('secondary', 'sm')}>
          Older
        </Link>
      ) : (
        <span />
      )}
      {limited && (
        <p className="basis-full text-xs text-slate-600">
          Only the first 1,000 pages can be shown. Older rows exist but cannot be paged to here.
        </p>
      )}
    </nav>
  );
}

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
      </div>
      {place.view === 'overview' ? <Overview range={place.range} /> : <History place={place} view={place.view} />}
    </div>
  );
}
