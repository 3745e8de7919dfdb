'use client';

import { formOnFirstUse } from '@/components/ui/form-on-first-use';

/**
 * The controls of a job's page and of the submissions page in one module, so both load them as one chunk
 * (work-lazy.tsx): the entry form's loader (the form itself loads when a person starts with its stand-in), the
 * countdown, a read's refresh, the files' previews, the history's filter and the reader of its jobs' titles.
 */
export const EntryFormOnFirstUse = formOnFirstUse(() => import('./entry-form').then((m) => m.EntryForm));
export { ClosesIn } from './closes-in';
export { ResumedEntry } from './resumed-entry';
export { FetchedAtRefresh } from '@/components/ui/fetched-at-refresh';
export { LinkPending } from '@/components/ui/link-pending';
export { AttachmentList } from './attachment-list';
export { HistoryFilterChoice } from './history-filter';
export { JobTitlesReader, JobTitleText } from './job-titles';
