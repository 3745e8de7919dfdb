/**
 * Media uploads. The contract uses uploaded media (spec 2.2, 2.3, 4.4, 4.5)
 * but does not show the upload route, so this is the sandbox's design, kept in
 * this one module (with `client.ts`) so the live route can replace it:
 *
 * `POST /media/upload` (account auth), multipart/form-data with a `file` and
 * its `purpose`: `portfolio` (listing thumbnails and attachments, portfolio
 * items) or `pfp` (the profile picture). Each purpose takes its own types and
 * size. The answer is `{ok, media: {id, url}}`, where `url` is the trusted URL
 * with its query string, to be copied whole into a listing; profile fields
 * take the `id`. Uploads belong to the account that sent them.
 */
import * as z from 'zod/mini';
import { defineRoute } from '../route';
import { withErrorCode } from '../schema';
import { MEDIA_TYPES, describeTypes, mediaTypeOf, type MediaTypeId } from './types';
import { MEDIA_CODES, MEDIA_LIMITS, MEDIA_PURPOSES, PURPOSE_RULES, type MediaPurpose, mediaWire, MiB } from './terms';

const mib = (bytes: number) => `${bytes / MiB} MiB`;

/** The checks a file passes for a purpose: a name, a size within the purpose's limit, one of its types. */
export function mediaFileSchema(purpose: MediaPurpose, types: readonly MediaTypeId[] = PURPOSE_RULES[purpose].types) {
  const rule = PURPOSE_RULES[purpose];
  return z.file({ error: 'Choose a file to upload.' }).check(
    z.refine((file) => file.name.length > 0 && file.name.length <= MEDIA_LIMITS.filenameMax, {
      error: `The file needs a name of at most ${MEDIA_LIMITS.filenameMax} characters.`,
      ...withErrorCode(MEDIA_CODES.input),
    }),
    z.refine((file) => file.size > 0, { error: 'The file is empty.', ...withErrorCode(MEDIA_CODES.input) }),
    z.refine((file) => file.size <= rule.maxBytes, {
      error: `The file is larger than ${mib(rule.maxBytes)}, the limit for ${rule.label}.`,
      ...withErrorCode(MEDIA_CODES.tooLarge),
    }),
    z.refine(
      (file) => {
        const type = mediaTypeOf(file.name, file.type);
        return type !== undefined && types.includes(type);
      },
      {
        error: `This file type is not accepted here. Use ${describeTypes(types)}.`,
        ...withErrorCode(MEDIA_CODES.type),
      },
    ),
  );
}

/** The upload form's fields: `purpose` decides which types and size `file` may have. */
const uploadFormSchema = z.discriminatedUnion(
  'purpose',
  [
    z.strictObject({ purpose: z.literal('portfolio'), file: mediaFileSchema('portfolio') }),
    z.strictObject({ purpose: z.literal('pfp'), file: mediaFileSchema('pfp') }),
  ],
  { error: `purpose must be ${MEDIA_PURPOSES.join(' or ')}, with the file in "file".` },
);

const uploadedMediaSchema = z.looseObject({
  id: z.string().check(z.regex(MEDIA_LIMITS.idPattern)),
  url: z.string(),
  purpose: z.optional(z.enum(MEDIA_PURPOSES)),
  contentType: z.optional(z.string()),
  size: z.optional(z.int()),
  filename: z.optional(z.string()),
});
export type UploadedMedia = z.infer<typeof uploadedMediaSchema>;

export const uploadResponseSchema = z.looseObject({ ok: z.literal(true), media: uploadedMediaSchema });

// ---- the route ----------------------------------------------------------------

export const mediaRoutes = {
  upload: defineRoute({
    ...mediaWire.upload,
    auth: 'account',
    alias: true,
    bodyType: 'multipart',
    bodyLimit: MEDIA_LIMITS.bodyLimit,
    purpose: 'Sign in to upload media to your {service} account',
    body: uploadFormSchema,
    response: uploadResponseSchema,
    codes: { input: MEDIA_CODES.input, tooLarge: MEDIA_CODES.tooLarge, mediaType: MEDIA_CODES.input },
  }),
};

/** Whether a stored content type is one of these types. */
export const isMimeOf = (mime: string, types: readonly MediaTypeId[]): boolean =>
  types.some((id) => MEDIA_TYPES[id].mime === mime);
