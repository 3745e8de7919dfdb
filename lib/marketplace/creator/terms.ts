/**
 * The creator area's terms that pages need without its schemas: limits, labels,
 * and the routes as the browser calls them (`wireRoutes`). No zod here: the
 * schemas stay in contract.ts, loaded on a page's first call.
 */
import { JOB_MODE_LABELS } from '../jobs/terms';
import type { WireEntry } from '../route';

export const CREATOR_LIMITS = {
  limitMax: 50,
  limitDefault: 20,
  summaryMax: 300,
  /** The history (list and detail) and the action queue have a window each (part 8). */
  historyWindowSeconds: 10,
  actionsWindowSeconds: 10,
  /** What the action queue asks for between reads. */
  refreshAfterSeconds: 30,
  entriesPageSize: 50,
  entriesPageMax: 1_000_000,
  submissionIdMax: 128,
  chooseMax: 100,
} as const;

/** The status filter values of 3.7 (plus `all`, the default). */
const CREATED_STATUSES = [
  'awaiting_payment',
  'funding',
  'open',
  'in_progress',
  'review',
  'completed',
  'cancelled',
  'expired',
] as const;

export const CREATED_STATUS_FILTERS = ['all', ...CREATED_STATUSES] as const;

export type CreatedStatusFilter = (typeof CREATED_STATUS_FILTERS)[number];

export const ACTION_STATES = ['actionable', 'waiting', 'blocked'] as const;

export type ActionState = (typeof ACTION_STATES)[number];

export const ACTION_STATE_FILTERS = ['all', ...ACTION_STATES] as const;

export type ActionStateFilter = (typeof ACTION_STATE_FILTERS)[number];

/** The words pages show for the contract's values (see `labelOf` for values not listed). */
export const CREATED_STATUS_LABELS: Record<CreatedStatusFilter, string> = {
  all: 'All jobs',
  awaiting_payment: 'Waiting for payment',
  funding: 'Payment being confirmed',
  open: 'Open, no entries yet',
  in_progress: 'Taking entries',
  review: 'Ready for your choice',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export const ACTION_STATE_LABELS: Record<ActionStateFilter, string> = {
  all: 'Everything',
  actionable: 'Needs you',
  waiting: 'Waiting',
  blocked: 'Blocked',
};

/** A created job's kind; the kinds that are job modes read as the job board names them. */
export const JOB_KIND_LABELS: Record<string, string> = {
  custom: JOB_MODE_LABELS.challenge,
  advanced: JOB_MODE_LABELS.selection,
  selection: 'Random selection',
  contest: JOB_MODE_LABELS.contest,
  social: JOB_MODE_LABELS.social,
  store: 'Store order',
  direct_hire: 'Hire',
};

/** The work ID (not the custom ID, purchase ID or a submission ID). */
export const WORK_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The distinct submission IDs of a choose-winners body, in order. */
export function submissionIdsOf(value: string | readonly string[]): string[] {
  const ids = (typeof value === 'string' ? value.split(',') : value).map((id) => id.trim()).filter((id) => id !== '');
  return [...new Set(ids)];
}

/** Creator history list and detail share one window (part 8). */
const historyWindow = {
  seconds: CREATOR_LIMITS.historyWindowSeconds,
  bucket: 'creator-history',
  code: 'AGENT_READ_RATE_LIMITED',
} as const;

/** The routes as pages call them; contract.ts adds the rest of each entry. */
export const creatorWire = {
  created: { id: 'creator.created', method: 'GET', path: '/jobs/created', window: historyWindow },
  createdJob: { id: 'creator.createdJob', method: 'GET', path: '/jobs/created/:jobId', window: historyWindow },
  actions: {
    id: 'creator.actions',
    method: 'GET',
    path: '/actions',
    window: {
      seconds: CREATOR_LIMITS.actionsWindowSeconds,
      bucket: 'creator-actions',
      code: 'AGENT_READ_RATE_LIMITED',
    },
  },
  entries: { id: 'creator.entries', method: 'GET', path: '/submissions/agenttohuman' },
  chooseWinners: { id: 'creator.chooseWinners', method: 'POST', path: '/api/agenttohumanadvanced/choose-winners' },
} as const satisfies Record<string, WireEntry>;
