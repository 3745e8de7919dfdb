/**
 * The creator pages' state as their URLs keep it: the lists' filters (`?state=…`, `?status=…`, anything unknown reads
 * as all), a list's page (`?cursor=…`) and a job's page of entries (`?page=…`).
 */
import type { Route } from 'next';
import {
  ACTION_STATE_FILTERS,
  CREATED_STATUS_FILTERS,
  CREATOR_LIMITS,
  type ActionStateFilter,
  type CreatedStatusFilter,
} from '@/lib/marketplace/creator/terms';

type Params = Pick<URLSearchParams, 'get'>;

const oneOf = <T extends string>(allowed: readonly T[], raw: string | null): T | 'all' =>
  (allowed as readonly (string | null)[]).includes(raw) ? (raw as T) : 'all';

export const actionStateOf = (params: Params): ActionStateFilter => oneOf(ACTION_STATE_FILTERS, params.get('state'));

export const createdStatusOf = (params: Params): CreatedStatusFilter =>
  oneOf(CREATED_STATUS_FILTERS, params.get('status'));

/** The list page a `?cursor=` names; none is the first. */
export const cursorOf = (params: Params): string | undefined => params.get('cursor') || undefined;

/** The page of entries `?page=` names: a whole number within the marketplace's range, else the first. */
export function entriesPageOf(params: Params): number {
  const raw = params.get('page') ?? '';
  const page = /^[1-9]\d{0,6}$/.test(raw) ? Number(raw) : 1;
  return page <= CREATOR_LIMITS.entriesPageMax ? page : 1;
}

/** A filter's choice as its control shows it: its words, and the address that lists what it keeps. */
export type { FilterChoice } from '@/components/ui/url-filter';

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const search = new URLSearchParams(Object.entries(query).filter((pair): pair is [string, string] => !!pair[1]));
  return `${path}${search.size ? `?${search}` : ''}` as Route;
};

export const actionsHref = (state: ActionStateFilter, cursor?: string) =>
  withQuery('/creator/actions', { state: state === 'all' ? undefined : state, cursor });

export const createdJobsHref = (status: CreatedStatusFilter, cursor?: string) =>
  withQuery('/creator/jobs', { status: status === 'all' ? undefined : status, cursor });

export const createdJobHref = (jobId: string, entriesPage = 1) =>
  withQuery(`/creator/jobs/${encodeURIComponent(jobId)}`, { page: entriesPage > 1 ? String(entriesPage) : undefined });
