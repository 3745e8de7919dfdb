/**
 * The jobs area's terms that pages need without its schemas: limits, labels,
 * and the routes as the browser calls them (`wireRoutes`). No zod here: the
 * schemas stay in contract.ts, loaded on a page's first call.
 */
import type { WireEntry } from '../route';

export const JOB_LIMITS = {
  customIdMax: 16,
  listLimitMax: 50,
  listLimitDefault: 20,
  /** List descriptions are previews of at most this many characters. */
  previewMax: 300,
  contentMax: 5000,
  attachmentsMax: 5,
  bodyBytes: 32 * 1024,
  historyPageMax: 1_000_000,
  historyPageSize: 12,
  /** `/jobs` and `/jobs/available` share one window; `/jobs/{customId}` has its own, shared across ids. */
  listWindowSeconds: 10,
  detailWindowSeconds: 10,
  /** New submission attempts, across jobs. */
  submissionWindowSeconds: 30,
} as const;

export const JOB_MODES = ['challenge', 'selection', 'contest', 'social'] as const;

export type JobMode = (typeof JOB_MODES)[number];

export type SelectionType = 'creator' | 'random';

export const HISTORY_FILTERS = ['all', 'open', 'winners', 'rewarded'] as const;

export type HistoryFilter = (typeof HISTORY_FILTERS)[number];

/** The words pages show for the contract's values (never the raw value). */
export const JOB_MODE_LABELS: Record<JobMode, string> = {
  challenge: 'Challenge',
  selection: 'Selection',
  contest: 'Contest',
  social: 'Social',
};

export const SELECTION_TYPE_LABELS: Record<SelectionType, string> = {
  creator: 'The creator chooses the winners',
  random: 'Winners are drawn at random',
};

export const HISTORY_FILTER_LABELS: Record<HistoryFilter, string> = {
  all: 'All entries',
  open: 'Open',
  winners: 'Winners',
  rewarded: 'Rewarded',
};

/** A label for a value, or the value in words when the marketplace sends one this dashboard does not know yet. */
export function labelOf(labels: Readonly<Record<string, string>>, value: string): string {
  const known = labels[value];
  if (known) return known;
  const words = value.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words ? `${words[0]!.toUpperCase()}${words.slice(1)}` : 'Unknown';
}

/** An entry needs text or an attachment; the form and the marketplace say so alike. */
export const EMPTY_ENTRY = 'Write something or attach at least one file.';

// ---- identifiers -------------------------------------------------------------

/** A custom job ID: 1-16 letters or digits. */
export const CUSTOM_ID = /^[A-Za-z0-9]{1,16}$/;

export const JOB_VIEWS = ['all', 'available'] as const;

export type JobView = (typeof JOB_VIEWS)[number];

/** `/jobs` and `/jobs/available` share one window. */
const listWindow = {
  seconds: JOB_LIMITS.listWindowSeconds,
  bucket: 'jobs-list',
  code: 'AGENT_READ_RATE_LIMITED',
} as const;

/** The routes as pages call them; contract.ts adds the rest of each entry. */
export const jobWire = {
  list: { id: 'jobs.list', method: 'GET', path: '/jobs', window: listWindow },
  available: { id: 'jobs.available', method: 'GET', path: '/jobs/available', window: listWindow },
  detail: {
    id: 'jobs.detail',
    method: 'GET',
    path: '/jobs/:customId',
    window: { seconds: JOB_LIMITS.detailWindowSeconds, bucket: 'jobs-detail', code: 'AGENT_READ_RATE_LIMITED' },
  },
  submit: {
    id: 'jobs.submit',
    method: 'POST',
    path: '/jobs/:customId/submissions',
    // Only new attempts count: identical retries (saved entries, pending reservations) do not.
    window: {
      seconds: JOB_LIMITS.submissionWindowSeconds,
      bucket: 'job-submissions',
      code: 'AGENT_SUBMISSION_RATE_LIMITED',
      counted: 'by-handler',
    },
  },
  history: { id: 'jobs.history', method: 'GET', path: '/worker/submissions' },
} as const satisfies Record<string, WireEntry>;
