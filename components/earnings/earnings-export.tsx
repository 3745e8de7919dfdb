'use client';

/**
 * Export CSV on the earnings page: the overview's range day by day, or every row of the history shown. What it reads
 * and how it builds the file (export-read.ts) loads when it is pressed.
 */
import { ExportButton } from '@/components/export/export-button';
import type { EarningsRange } from '@/lib/marketplace/earnings/periods';
import { RANGED_VIEWS } from '@/lib/marketplace/earnings/terms';
import type { EarningsPlace } from './place';

const RANGE_NAME: Record<EarningsRange, string> = { '7d': '7-days', '30d': '30-days', '90d': '90-days' };

export function EarningsExport({ place }: { place: EarningsPlace }) {
  const name = [
    'earnings',
    ...(place.view === 'overview' ? [] : [place.view]),
    ...(RANGED_VIEWS.includes(place.view) ? [RANGE_NAME[place.range]] : []),
  ].join('-');
  return (
    <ExportButton
      what={place.view === 'overview' ? 'your earnings' : `your ${place.view} history`}
      name={name}
      read={async (onRows) => (await import('./export-read')).readTable(place, onRows)}
    />
  );
}
