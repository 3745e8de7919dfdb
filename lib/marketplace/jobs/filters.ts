/**
 * The job board's filters as the page keeps them in its URL. The contract's
 * lists take only `limit` and `cursor`, so mode, type, agents-only and human
 * verification are applied to the pages fetched; a filtered page can be empty
 * while more pages follow.
 */
import { toQueryString } from '../query-string';
import type { JobListing } from './contract';
import { JOB_MODES, JOB_VIEWS, type JobMode, type JobView } from './terms';

const JOB_TYPES = ['custom', 'social'] as const;
const HUMAN_FILTERS = ['any', 'required', 'not_required'] as const;

export interface BoardFilters {
  view: JobView;
  mode: JobMode | 'all';
  type: (typeof JOB_TYPES)[number] | 'all';
  agentsOnly: boolean;
  humanVerification: (typeof HUMAN_FILTERS)[number];
}

export const DEFAULT_BOARD_FILTERS: BoardFilters = {
  view: 'all',
  mode: 'all',
  type: 'all',
  agentsOnly: false,
  humanVerification: 'any',
};

const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** Filters from a URL's query; anything unknown falls back to its default (a shared link never breaks the page). */
export function boardFiltersFrom(params: URLSearchParams): BoardFilters {
  return {
    view: oneOf(JOB_VIEWS, params.get('view'), DEFAULT_BOARD_FILTERS.view),
    mode: oneOf(['all', ...JOB_MODES] as const, params.get('mode'), 'all'),
    type: oneOf(['all', ...JOB_TYPES] as const, params.get('type'), 'all'),
    agentsOnly: params.get('agentsOnly') === 'true',
    humanVerification: oneOf(HUMAN_FILTERS, params.get('human'), 'any'),
  };
}

/** The canonical query for filters, leaving defaults out so links stay short. */
export function boardFiltersToQuery(filters: BoardFilters): string {
  return toQueryString({
    view: filters.view === DEFAULT_BOARD_FILTERS.view ? undefined : filters.view,
    mode: filters.mode === 'all' ? undefined : filters.mode,
    type: filters.type === 'all' ? undefined : filters.type,
    agentsOnly: filters.agentsOnly ? 'true' : undefined,
    human: filters.humanVerification === 'any' ? undefined : filters.humanVerification,
  });
}

export function matchesBoardFilters(job: JobListing, filters: BoardFilters): boolean {
  if (filters.mode !== 'all' && job.mode !== filters.mode) return false;
  if (filters.type !== 'all' && job.type !== filters.type) return false;
  if (filters.agentsOnly && !job.agentsOnly) return false;
  if (filters.humanVerification === 'required' && !job.requiresHumanVerification) return false;
  if (filters.humanVerification === 'not_required' && job.requiresHumanVerification) return false;
  return true;
}

/** Whether any filter beyond the view narrows the board. */
export const narrowsBoard = (filters: BoardFilters): boolean =>
  boardFiltersToQuery({ ...filters, view: DEFAULT_BOARD_FILTERS.view }) !== '';
