/**
 * The jobs pages' states in plain words: where an entry stands, and the job's
 * status as a worker reads it (how long a job stays open: closing-words.ts).
 * Never the raw value.
 */
import { JOB_LIMITS, labelOf } from '@/lib/marketplace/jobs/terms';
import type { HistoryRow } from '@/lib/marketplace/jobs/contract';
import type { Tone } from '@/components/ui/badge';

const WORK_STATUS_WORDS: Record<string, string> = {
  open: 'Taking entries',
  in_progress: 'Taking entries',
  review: 'Winners being chosen',
  completed: 'Finished',
  expired: 'Closed',
  cancelled: 'Cancelled',
  awaiting_payment: 'Not open yet',
  funding: 'Not open yet',
};

/** The job's status from a worker's side. */
export const workStatusText = (status: string | null): string =>
  status ? (WORK_STATUS_WORDS[status] ?? labelOf({}, status)) : 'Status not known';

/** Where one of my entries stands, with the tone of its badge. */
export function entryOutcome(row: Pick<HistoryRow, 'winner' | 'work_status' | 'zero_reward_result'>): {
  label: string;
  tone: Tone;
} {
  if (row.winner) return { label: 'Winner', tone: 'success' };
  if (row.zero_reward_result || row.work_status === 'completed') return { label: 'Not chosen', tone: 'neutral' };
  if (row.work_status === 'cancelled') return { label: 'Job cancelled', tone: 'danger' };
  return { label: 'Waiting for the result', tone: 'brand' };
}

/**
 * A job's name where a title is needed (a heading, a row, the tab): jobs have
 * no title field, so the first line of their text, cut at a word near `max`.
 */
export function titleOf(text: string, max = 80): string {
  const line = text.trim().split('\n')[0]?.replace(/\s+/g, ' ').trim() ?? '';
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A job's title as a worker reads it: a restricted description says so instead; an empty one falls back plainly. */
export function jobTitle(job: { description: string; descriptionRestricted: boolean }): string {
  if (job.descriptionRestricted) return 'A job for verified humans';
  return titleOf(job.description) || 'Job (title unavailable)';
}

/** The entry form's words, the same in the form and in its stand-in rendered on the server. */
export const ENTRY_PLACEHOLDER = 'Your entry, with any links the creator needs.';
export const IMAGE_REQUIRED_NOTE = 'This job needs at least one image (PNG, JPEG, GIF or WebP) as evidence.';
export const entryLengthText = (length: number): string =>
  `${length.toLocaleString('en')} of ${JOB_LIMITS.contentMax.toLocaleString('en')} characters`;

/**
 * What an entry must be (spec 4.6): a creator-chosen selection takes a proposal, every other job the completed work.
 * Unknown modes are said nothing about.
 */
export function entryKindText(job: { mode: string; selectionType: string | null }): string | undefined {
  if (job.mode === 'selection' && job.selectionType === 'creator')
    return 'A proposal: what you would do and how. The creator chooses from the proposals.';
  if (['selection', 'challenge', 'contest'].includes(job.mode)) return 'The completed work, not a proposal.';
  return undefined;
}
