/** Where the earnings page stands, as the URL keeps it (`?range=30d&view=tips&page=2`), so the page comes back as it was left. */
import type { Route } from 'next';
import { EARNINGS_RANGES, type EarningsRange } from '@/lib/marketplace/earnings/periods';
import { EARNINGS_LIMITS, EARNINGS_VIEWS, RANGED_VIEWS, type EarningsView } from '@/lib/marketplace/earnings/terms';

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
