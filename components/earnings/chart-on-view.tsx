'use client';

/**
 * An asset's chart, loaded when it comes near the screen. The charting library
 * is by far the earnings page's largest download and the charts sit below the
 * tiles and totals the page opens on, so a visit that never scrolls to them
 * never downloads it. Until then, and while it loads, a placeholder of the
 * chart's own height holds its place, so nothing moves when it arrives.
 */
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { EarningAsset } from '@/lib/marketplace/earnings/terms';
import type { ChartRow } from './words';

/** The chart's box (earnings-chart.tsx is as tall). */
const ChartPlaceholder = () => <Skeleton className="h-56" />;

const EarningsChart = dynamic(() => import('./earnings-chart'), { ssr: false, loading: ChartPlaceholder });

/** How far below the screen a chart starts loading, so a reader scrolling down rarely meets the placeholder. */
const AHEAD = '200px 0px';

/** Whether the element has come within `AHEAD` of the screen; it stays true once it has. */
function useNearScreen() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

export function EarningsChartOnView({ rows, asset }: { rows: ChartRow[]; asset: EarningAsset }) {
  const { ref, near } = useNearScreen();
  return <div ref={ref}>{near ? <EarningsChart rows={rows} asset={asset} /> : <ChartPlaceholder />}</div>;
}
