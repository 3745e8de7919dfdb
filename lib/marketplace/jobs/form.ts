/**
 * The entry form of a job's page: text with the contract's limit and the
 * uploaded portfolio media attached to it, checked before anything is sent,
 * and the request body it becomes (the body is the operation: a retry sends
 * exactly this again). Pages load it with the form's first check
 * (`lazyZodResolver`); what they show before that is in `form-values.ts`.
 */
import * as z from 'zod/mini';
import { submissionBodySchema, type SubmissionBody } from './contract';
import { contentLength, isEvidenceImage, type EntryFormValues } from './form-values';
import { EMPTY_ENTRY, JOB_LIMITS } from './terms';

const attachedSchema = z.object({ id: z.string(), url: z.string(), name: z.string(), contentType: z.string() });

export function entryFormSchema(imageRequired: boolean) {
  return z
    .object({
      content: z.string().check(
        z.refine((v) => contentLength(v) <= JOB_LIMITS.contentMax, {
          error: `Shorten the text to at most ${JOB_LIMITS.contentMax.toLocaleString('en')} characters.`,
        }),
      ),
      attachments: z
        .array(attachedSchema)
        .check(z.maxLength(JOB_LIMITS.attachmentsMax, { error: `Attach at most ${JOB_LIMITS.attachmentsMax} files.` })),
    })
    .check(
      z.refine((v) => contentLength(v.content) > 0 || v.attachments.length > 0, {
        error: EMPTY_ENTRY,
        path: ['content'],
      }),
      z.refine((v) => !imageRequired || v.attachments.some(isEvidenceImage), {
        error: 'This job needs an image as evidence: attach a PNG, JPEG, GIF or WebP image.',
        path: ['attachments'],
      }),
    );
}

/** The request body for a checked form: trimmed text, the attachments in the order shown. */
export function entryBody(values: EntryFormValues): SubmissionBody {
  const content = values.content.trim();
  const ids = values.attachments.map((a) => a.id);
  return submissionBodySchema.parse({
    ...(content ? { content } : {}),
    ...(ids.length ? { attachmentMediaIds: ids } : {}),
  });
}
