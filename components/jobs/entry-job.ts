/**
 * Which job an entry of the history belongs to. History rows may cut the job's
 * custom ID short (spec 2.6), and a cut ID is never used to act or to read: the
 * whole one is the row's own when it is not cut, else the last segment of the
 * row's job link when that starts with the cut one.
 */
import type { HistoryRow } from '@/lib/marketplace/jobs/contract';
import { CUSTOM_ID } from '@/lib/marketplace/jobs/terms';

function lastSegment(url: string): string | null {
  try {
    const segment = new URL(url).pathname.split('/').filter(Boolean).at(-1);
    return segment === undefined ? null : decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The whole custom ID of the row's job, or null when it cannot be known for sure. */
export function entryJobId(row: Pick<HistoryRow, 'custom_short_id' | 'truncatedFields' | 'job_url'>): string | null {
  const short = row.custom_short_id;
  if (!short) return null;
  if (!row.truncatedFields.includes('custom_short_id')) return CUSTOM_ID.test(short) ? short : null;
  const whole = row.job_url ? lastSegment(row.job_url) : null;
  return whole && CUSTOM_ID.test(whole) && whole.startsWith(short) && whole.length > short.length ? whole : null;
}

/** The jobs a page of entries names by their whole ID, each once, in the page's order. */
export const jobIdsOf = (rows: readonly Parameters<typeof entryJobId>[0][]): string[] => [
  ...new Set(rows.map(entryJobId).filter((id): id is string => id !== null)),
];
