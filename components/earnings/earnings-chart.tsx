/**
 * One asset's earnings per UTC day, stacked by category: plain markup with no
 * browser code, drawn from the rows alone (chart-geometry.ts), so it arrives in
 * the page's first response at its final size. The bars and grid are an SVG
 * stretched to the plot's box; the axes' text and the legend are HTML at their
 * real size. Hovering a day shows its exact amounts (its `<title>`). The chart
 * is hidden from assistive technology and holds nothing focusable: the table
 * after it carries the same figures.
 */
import { cn } from '@/lib/cn';
import { EARNINGS_CATEGORIES, type EarningAsset } from '@/lib/marketplace/earnings/terms';
import { centreOf, dayLabels, niceTicks, stackOf, tallestDay, type LabelWidth } from './chart-geometry';
import { CATEGORY_LABEL, readable, totalWords, type ChartRow } from './words';

const COLORS = { jobs: '#4f46e5', referrals: '#0891b2', tips: '#d97706', vault: '#16a34a' } as const;

/** A bar's share of its day's width. */
const BAR = 0.7;

/** Whether a day label shows at each breakpoint (chart-geometry.ts decides), as whole class names Tailwind can find. */
const shownClasses = (shown: Record<LabelWidth, boolean>) =>
  cn(shown.base ? 'block' : 'hidden', shown.sm ? 'sm:block' : 'sm:hidden', shown.xl ? 'xl:block' : 'xl:hidden');

/** A day's exact amounts, as its hover text. */
function dayWords(row: ChartRow, asset: EarningAsset): string {
  const amounts = EARNINGS_CATEGORIES.map(
    (c) => `${CATEGORY_LABEL[c]}: ${row.exact[c] === null ? 'unavailable' : readable(row.exact[c], asset)}`,
  );
  return [row.day, ...amounts, `Total: ${totalWords(row.total, asset)}`].join('\n');
}

function Plot({ rows, asset, top, ticks }: { rows: ChartRow[]; asset: EarningAsset; top: number; ticks: number[] }) {
  const days = rows.length;
  return (
    <svg
      viewBox={`0 0 ${days} 100`}
      preserveAspectRatio="none"
      className="absolute inset-0 size-full overflow-visible"
      data-testid="chart-plot"
    >
      {ticks.map((tick) => {
        const y = 100 - (tick / top) * 100;
        return (
          <line
            key={tick}
            x1={0}
            x2={days}
            y1={y}
            y2={y}
            stroke="currentColor"
            strokeOpacity={0.15}
            vectorEffect="non-scaling-stroke"
          />
        );
      })}
      {rows.map((row, index) => (
        <g key={row.day} data-testid="chart-day">
          <title>{dayWords(row, asset)}</title>
          {/* The whole day's column answers the pointer, and lightens under it. */}
          <rect x={index} y={0} width={1} height={100} className="fill-transparent hover:fill-slate-500/10" />
          {stackOf(row, top).map(({ category, from, height }) => (
            <rect
              key={category}
              data-category={category}
              x={index + (1 - BAR) / 2}
              y={100 - from - height}
              width={BAR}
              height={height}
              fill={COLORS[category]}
              className="pointer-events-none"
            />
          ))}
        </g>
      ))}
    </svg>
  );
}

export function EarningsChart({ rows, asset }: { rows: ChartRow[]; asset: EarningAsset }) {
  const { top, values, labels } = niceTicks(tallestDay(rows));
  return (
    <div aria-hidden="true" className="text-[11px] text-slate-500" data-testid="earnings-chart">
      <div className="grid grid-cols-[auto_1fr] grid-rows-[11rem_auto] pt-1.5">
        <div className="relative pr-2 text-right tabular-nums">
          {/* The widest tick sets the axis's width; the ticks themselves sit beside their grid lines. */}
          {labels.map((label) => (
            <span key={label} className="invisible block h-0">
              {label}
            </span>
          ))}
          {labels.map((label, i) => (
            <span
              key={label}
              className="absolute right-2 translate-y-1/2 leading-none"
              style={{ bottom: `${(values[i]! / top) * 100}%` }}
            >
              {label}
            </span>
          ))}
        </div>
        <div className="relative">
          <Plot rows={rows} asset={asset} top={top} ticks={values} />
        </div>
        <div />
        <div className="relative h-5" data-testid="chart-days">
          {dayLabels(rows.length).map(({ index, shown }) => {
            const at = centreOf(index, rows.length);
            return (
              <span
                key={index}
                className={cn('absolute top-1.5 whitespace-nowrap leading-none', shownClasses(shown))}
                style={{ left: `${at}%`, transform: `translateX(-${at}%)` }}
              >
                {rows[index]!.day}
              </span>
            );
          })}
        </div>
      </div>
      <ul className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs">
        {EARNINGS_CATEGORIES.map((c) => (
          <li key={c} className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm" style={{ background: COLORS[c] }} />
            {CATEGORY_LABEL[c]}
          </li>
        ))}
      </ul>
    </div>
  );
}
