/** The overview of a range: KPI tiles for the last 24 hours and 7 days, the range's totals, and one chart per asset. */
import { Section } from '@/components/ui/section';
import { ASSET_NAMES } from '@/lib/marketplace/account/balances';
import { ASSET_ABOUT } from '@/lib/marketplace/asset-words';
import type { EarningsOverview, EarningsTotals } from '@/lib/marketplace/earnings/contract';
import { EARNINGS_CATEGORIES, EARNING_ASSETS, type EarningAsset } from '@/lib/marketplace/earnings/terms';
import { assetTotal, missingCategories } from '@/lib/marketplace/earnings/totals';
import {
  CATEGORY_LABEL,
  categoryAmount,
  categoryNames,
  chartRows,
  hasEarnings,
  periodWords,
  readable,
  totalWords,
} from './words';
import { EarningsChart } from './earnings-chart';

const Unavailable = () => <span className="text-amber-800">Unavailable</span>;

function Amount({ amount, asset }: { amount: string | null; asset: EarningAsset }) {
  return amount === null ? <Unavailable /> : <span className="tabular-nums">{readable(amount, asset)}</span>;
}

/** Which categories a total leaves out, because they could not be counted. */
function MissingNote({ totals, period }: { totals: EarningsTotals; period?: boolean }) {
  const missing = missingCategories(totals);
  if (missing.length === 0) return null;
  return (
    <p className="mt-2 text-xs text-amber-800">
      {categoryNames(missing)} could not be counted{period ? ' for this period' : ''}, so the total leaves{' '}
      {missing.length === 1 ? 'it' : 'them'} out.
    </p>
  );
}

function KpiTile({ title, totals }: { title: string; totals: EarningsTotals }) {
  return (
    <section aria-label={title} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-xs font-medium uppercase tracking-wide text-slate-500">{title}</h2>
      <ul className="mt-2 space-y-1 text-sm">
        {EARNING_ASSETS.map((asset) => (
          <li key={asset} className="flex justify-between gap-3" data-testid={`kpi-${asset}`}>
            <span className="text-slate-600">{asset}</span>
            <Amount amount={assetTotal(totals, asset).amount} asset={asset} />
          </li>
        ))}
      </ul>
      <MissingNote totals={totals} />
    </section>
  );
}

/** An amount column: apart from its neighbour, on one line. */
const AMOUNT_CELL = 'whitespace-nowrap pl-4 text-right';

/** The range's totals: a row per category, a column per asset, and the combined total the report gives. */
function TotalsTable({ summary, caption }: { summary: EarningsTotals; caption: string }) {
  const missing = missingCategories(summary);
  return (
    // Focusable, so a keyboard can scroll it should it be wider than a phone.
    <div className="overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full text-xs sm:text-sm" data-testid="earnings-totals">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-left text-xs uppercase tracking-wide text-slate-500">
            <th scope="col" className="pb-2 font-medium">
              Category
            </th>
            {EARNING_ASSETS.map((asset) => (
              <th key={asset} scope="col" className={`pb-2 ${AMOUNT_CELL} font-medium`}>
                {asset}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {EARNINGS_CATEGORIES.map((category) => (
            <tr key={category}>
              <th scope="row" className="py-2 text-left font-normal text-slate-700">
                {CATEGORY_LABEL[category]}
                {summary[category].count !== null && (
                  <span className="ml-1 text-xs text-slate-500">({summary[category].count})</span>
                )}
              </th>
              {EARNING_ASSETS.map((asset) => (
                <td key={asset} className={`py-2 ${AMOUNT_CELL}`}>
                  <Amount amount={categoryAmount(summary, category, asset)} asset={asset} />
                </td>
              ))}
            </tr>
          ))}
          <tr className="font-semibold" data-testid="earnings-total-row">
            <th scope="row" className="py-2 text-left">
              {missing.length === 0 ? 'Total' : `Total without ${categoryNames(missing)}`}
            </th>
            {EARNING_ASSETS.map((asset) => (
              <td key={asset} className={`py-2 ${AMOUNT_CELL}`} data-testid={`total-${asset}`}>
                <Amount amount={assetTotal(summary, asset).amount} asset={asset} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function AssetChart({ report, asset }: { report: EarningsOverview; asset: EarningAsset }) {
  const rows = chartRows(report.bars, asset);
  if (!hasEarnings(rows)) return null;
  return (
    <Section title={`${asset} per day`}>
      <EarningsChart rows={rows} asset={asset} />
      {/* sr-only does not clip a table itself: the box around it keeps the rows out of the layout. */}
      <div className="sr-only">
        <table>
          <caption>{asset} earned per UTC day, by category</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {EARNINGS_CATEGORIES.map((c) => (
                <th key={c} scope="col">
                  {CATEGORY_LABEL[c]}
                </th>
              ))}
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.day}>
                <th scope="row">{row.day}</th>
                {EARNINGS_CATEGORIES.map((c) => (
                  <td key={c}>{row.exact[c] === null ? 'unavailable' : readable(row.exact[c], asset)}</td>
                ))}
                <td>{totalWords(row.total, asset)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

export function OverviewReport({ report }: { report: EarningsOverview }) {
  const period = periodWords(report.period);
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <KpiTile title="Last 24 hours" totals={report.kpis['24h']} />
        <KpiTile title="Last 7 days" totals={report.kpis['7d']} />
      </div>
      <Section title={`Earned ${period}`}>
        <TotalsTable summary={report.summary} caption={`Earnings by category and asset, ${period}`} />
        <MissingNote totals={report.summary} period />
        <p className="mt-3 text-xs text-slate-500">
          Amounts are in each token’s own units, without any dollar value. Vault payouts count once they are confirmed;
          pending rewards are not included.
        </p>
        <ul aria-label="The assets" className="mt-2 space-y-0.5 text-xs text-slate-600">
          {EARNING_ASSETS.map((asset) => (
            <li key={asset}>
              <span className="font-medium text-slate-700">{ASSET_NAMES[asset].token}</span>: {ASSET_ABOUT[asset]}
            </li>
          ))}
        </ul>
      </Section>
      {EARNING_ASSETS.map((asset) => (
        <AssetChart key={asset} report={report} asset={asset} />
      ))}
    </div>
  );
}
