/**
 * An entry whose place is being raffled (202 `reservation_pending`), kept in this tab's storage until it is saved or
 * refused: after a reload, or on coming back to the job, the identical entry goes again at its time (spec 3.4)
 * instead of the place being lost. Apart from the form, so the job page can tell there is one without loading it.
 */
import type { SubmissionBody } from '@/lib/marketplace/jobs/contract';
import type { AttachedMedia } from '@/lib/marketplace/jobs/form-values';
import { forgetKept, keep, readKept } from '@/lib/tab-storage';

export interface EntryInProgress {
  body: SubmissionBody;
  /** The files the body names, as the form shows them, so that a refusal gives the form back whole. */
  attachments?: AttachedMedia[];
  retryAt: number;
  raffleEndsAt: string;
}

/** Kept per account: after signing in as another, the entry is the other account's and is never sent. */
const keyOf = (customId: string, accountId: string) => `marketplace.entry-in-progress.v1:${accountId}:${customId}`;

/** The stored entry as text (a stable snapshot for a store subscription), or null. */
export const storedEntryInProgress = (customId: string, accountId: string): string | null =>
  globalThis.sessionStorage?.getItem(keyOf(customId, accountId)) ?? null;

const isMedia = (media: unknown): media is AttachedMedia =>
  typeof media === 'object' &&
  media !== null &&
  ['id', 'url', 'name', 'contentType'].every((field) => typeof (media as Record<string, unknown>)[field] === 'string');

export function loadEntryInProgress(customId: string, accountId: string): EntryInProgress | undefined {
  const held = readKept(keyOf(customId, accountId)) as Partial<EntryInProgress> | undefined;
  if (
    !held ||
    typeof held.body !== 'object' ||
    typeof held.retryAt !== 'number' ||
    typeof held.raffleEndsAt !== 'string'
  )
    return undefined;
  // The files are for the form to show; what goes again is the body. Files it cannot read are left out.
  const attachments = Array.isArray(held.attachments) && held.attachments.every(isMedia) ? held.attachments : undefined;
  return { ...(held as EntryInProgress), attachments };
}

export const saveEntryInProgress = (customId: string, accountId: string, entry: EntryInProgress) =>
  keep(keyOf(customId, accountId), entry);

export const forgetEntryInProgress = (customId: string, accountId: string) => forgetKept(keyOf(customId, accountId));
