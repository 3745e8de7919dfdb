/**
 * What the entry form of a job's page holds, without its schema (`form.ts`,
 * loaded with the form's first check): the page shows these on first paint.
 */

/** The image types an image-required job accepts as evidence. */
const EVIDENCE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export interface AttachedMedia {
  id: string;
  url: string;
  name: string;
  contentType: string;
}

export interface EntryFormValues {
  content: string;
  attachments: AttachedMedia[];
}

export const isEvidenceImage = (media: Pick<AttachedMedia, 'contentType'>): boolean =>
  (EVIDENCE_IMAGE_TYPES as readonly string[]).includes(media.contentType);

/** Text length as the marketplace counts it (trimmed). */
export const contentLength = (content: string): number => content.trim().length;
