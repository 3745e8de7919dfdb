/**
 * Which page of one's entries the submissions page shows, kept in its URL (`?filter=&page=`) so the server renders
 * it and every filter and page is a link. Anything unknown falls back to the first page of all entries.
 */
import type { Route } from 'next';
import { toQueryString } from '../query-string';
import { HISTORY_FILTERS, JOB_LIMITS, type HistoryFilter } from './terms';

export interface HistoryPlace {
  filter: HistoryFilter;
  page: number;
}

export function historyPlaceFrom(params: URLSearchParams): HistoryPlace {
  const filter = params.get('filter');
  const page = Number(params.get('page'));
  return {
    filter: HISTORY_FILTERS.includes(filter as HistoryFilter) ? (filter as HistoryFilter) : 'all',
    page: Number.isInteger(page) && page >= 1 && page <= JOB_LIMITS.historyPageMax ? page : 1,
  };
}

/** The page's address for a place, leaving the defaults out so links stay short. */
export const historyHref = ({ filter, page }: HistoryPlace): Route =>
  `/submissions${toQueryString({ filter: filter === 'all' ? undefined : filter, page: page > 1 ? page : undefined })}` as Route;
