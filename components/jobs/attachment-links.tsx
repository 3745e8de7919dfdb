'use client';

import { attachedFiles } from './attached-files';
import { AttachmentList } from './attachment-list';

/** Files attached to a job or an entry, from their URLs, where the list is rendered in the browser. */
export function AttachmentLinks({ urls, label }: { urls: string[]; label: string }) {
  return <AttachmentList files={attachedFiles(urls)} label={label} />;
}
