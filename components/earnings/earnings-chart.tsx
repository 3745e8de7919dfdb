'use client';

/**
 * One asset's earnings per UTC day, stacked by category (recharts, loaded
 * only on the earnings page). The tooltip shows exact amounts; the table
 * after the chart carries the same figures for screen readers.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import type { NameType, ValueType } from 'recharts/types/component/DefaultTooltipContent';
import { EARNINGS_CATEGORIES, type EarningAsset } from '@/lib/marketplace/earnings/terms';
import { CATEGORY_LABEL, readable, totalWords, type ChartRow } from './words';

const COLORS = { jobs: '#4f46e5', referrals: '#0891b2', tips: '#d97706', vault: '#16a34a' } as const;

function ExactTooltip({
  active,
  payload,
  asset,
}: Pick<TooltipContentProps<ValueType, NameType>, 'active' | 'payload'> & { asset: EarningAsset }) {
  const row = payload?.[0]?.payload as ChartRow | undefined;
  if (!active || !row) return null;
  return (
    <div className="rounded-md border border-slate-200 bg-white p-2 text-xs text-slate-900 shadow">
      <p className="mb-1 font-medium">{row.day}</p>
      {EARNINGS_CATEGORIES.map((c) => (
        <p key={c}>
          {CATEGORY_LABEL[c]}: {row.exact[c] === null ? 'unavailable' : readable(row.exact[c], asset)}
        </p>
      ))}
      <p className="mt-1 font-medium">Total: {totalWords(row.total, asset)}</p>
    </div>
  );
}

export default function EarningsChart({ rows, asset }: { rows: ChartRow[]; asset: EarningAsset }) {
  return (
    <div aria-hidden="true" className="h-56 w-full text-slate-500">
      <ResponsiveContainer width="100%" height="100%">
        {/* Hidden from assistive technology (the table carries the figures), so not focusable either: no keyboard layer. */}
        <BarChart data={rows} margin={{ top: 4, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.15} />
          <XAxis
            dataKey="day"
            tick={{ fill: 'currentColor', fontSize: 11 }}
            interval="preserveStartEnd"
            minTickGap={24}
          />
          <YAxis tick={{ fill: 'currentColor', fontSize: 11 }} width={56} allowDecimals />
          <Tooltip
            content={({ active, payload }) => <ExactTooltip active={active} payload={payload} asset={asset} />}
            cursor={{ fillOpacity: 0.08 }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {EARNINGS_CATEGORIES.map((c) => (
            <Bar
              key={c}
              dataKey={(row: ChartRow) => row.heights[c]}
              name={CATEGORY_LABEL[c]}
              stackId="day"
              fill={COLORS[c]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
