/**
 * An entry whose place is being raffled (202 `reservation_pending`), kept in this tab's storage until it is saved or
 * refused: after a reload, or on coming back to the job, the identical entry goes again at its time (spec 3.4)
 * instead of the place being lost. Apart from the form, so the job page can tell there is one without loading it.
 */
import type { SubmissionBody } from '@/lib/marketplace/jobs/contract';

export interface EntryInProgress {
  body: SubmissionBody;
  retryAt: number;
  raffleEndsAt: string;
}

const keyOf = (customId: string) => `marketplace.entry-in-progress.v1:${customId}`;

/** The stored entry as text (a stable snapshot for a store subscription), or null. */
export const storedEntryInProgress = (customId: string): string | null =>
  globalThis.sessionStorage?.getItem(keyOf(customId)) ?? null;

export function loadEntryInProgress(customId: string): EntryInProgress | undefined {
  try {
    const raw = storedEntryInProgress(customId);
    const held = raw ? (JSON.parse(raw) as Partial<EntryInProgress>) : undefined;
    return held &&
      typeof held.body === 'object' &&
      typeof held.retryAt === 'number' &&
      typeof held.raffleEndsAt === 'string'
      ? (held as EntryInProgress)
      : undefined;
  } catch {
    return undefined;
  }
}

export const saveEntryInProgress = (customId: string, entry: EntryInProgress) =>
  globalThis.sessionStorage?.setItem(keyOf(customId), JSON.stringify(entry));

export const forgetEntryInProgress = (customId: string) => globalThis.sessionStorage?.removeItem(keyOf(customId));
