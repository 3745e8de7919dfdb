/**
 * Where reading the titles of a page of entries starts. History rows name their jobs without a title, and every job's
 * read shares one 10 s window: the page reads the first job's title on the server, and hands the browser what it
 * learned and when the window opens for the next (`JobTitlesReader`), so the browser's reads wait instead of being
 * refused.
 */
import type { JobRead } from '@/lib/marketplace/jobs/calls';
import { JOB_LIMITS } from '@/lib/marketplace/jobs/terms';
import type { ServerRead } from '@/lib/marketplace/read-failure';
import { jobTitle } from './words';

export interface TitlesStart {
  /** Titles already read; null where the job's title is not to be had (gone, or not readable by this account). */
  known: Record<string, string | null>;
  /** How long after the page arrives the next job's read may go. */
  nextReadInMs: number;
  /** How long the job reads' window lasts: the time between two reads. */
  windowMs: number;
}

const WINDOW_MS = JOB_LIMITS.detailWindowSeconds * 1000;

export async function startTitles(
  customIds: readonly string[],
  read: (customId: string) => Promise<ServerRead<JobRead>>,
): Promise<TitlesStart> {
  const [first] = customIds;
  if (first === undefined) return { known: {}, nextReadInMs: 0, windowMs: WINDOW_MS };
  const answer = await read(first);
  if (answer.ok) return { known: { [first]: jobTitle(answer.data.job) }, nextReadInMs: WINDOW_MS, windowMs: WINDOW_MS };
  // Refused for its window: the browser reads it once the window opens.
  const { status, retryAfterSeconds } = answer.failure;
  if (status === 429 && retryAfterSeconds !== undefined)
    return { known: {}, nextReadInMs: retryAfterSeconds * 1000, windowMs: WINDOW_MS };
  return { known: { [first]: null }, nextReadInMs: WINDOW_MS, windowMs: WINDOW_MS };
}
