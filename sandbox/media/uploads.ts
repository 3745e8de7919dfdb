/**
 * Sandbox assumption (the contract does not show the upload route): uploads
 * through `POST /media/upload` (see lib/marketplace/media/contract.ts), kept in
 * `media_uploads` and served back at their trusted URL,
 * `GET /media/uploads/{id}?t={token}`, with the stored content type.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { mediaRoutes } from '@/lib/marketplace/media/contract';
import { MEDIA_CODES } from '@/lib/marketplace/media/terms';
import { MEDIA_TYPES, SNIFF_BYTES, mediaTypeOf } from '@/lib/marketplace/media/types';
import { accountOf, defineHandler, type Handlers } from '../deps';
import type { SandboxDb } from '../db/types';
import { fail, json } from '../http/errors';
import { mediaUrl, storedBytes, uploadBytes } from './repo';
import { mediaUploads } from './schema';

const newMediaId = () => `med_${randomBytes(12).toString('hex')}`;
/** 32 characters of base64url: the query-string token of the trusted URL. */
const newAccessToken = () => randomBytes(24).toString('base64url');

// The form's purpose, type and size were checked by the route's schema; the first bytes are checked here.
const upload = defineHandler(mediaRoutes.upload, async (ctx) => {
  const { deps, body } = ctx;
  const owner = accountOf(ctx);
  const type = MEDIA_TYPES[mediaTypeOf(body.file.name, body.file.type)!];
  const bytes = Buffer.from(await body.file.arrayBuffer());
  if (!type.sniff(bytes.subarray(0, SNIFF_BYTES)))
    throw fail(400, MEDIA_CODES.type, `The file's content is not ${type.label}, as its name says.`);
  const [row] = await deps.db
    .insert(mediaUploads)
    .values({
      id: newMediaId(),
      ownerAccountId: owner.id,
      purpose: body.purpose,
      // Checked as it arrived, so ready at once (other areas refuse media that is not ready).
      state: 'ready',
      contentType: type.mime,
      filename: body.file.name,
      size: bytes.byteLength,
      bytes: storedBytes(bytes),
      accessToken: newAccessToken(),
      createdAt: deps.clock.date(),
    })
    .returning({
      id: mediaUploads.id,
      purpose: mediaUploads.purpose,
      contentType: mediaUploads.contentType,
      size: mediaUploads.size,
      filename: mediaUploads.filename,
      accessToken: mediaUploads.accessToken,
    });
  const media = row!;
  return json(
    {
      ok: true,
      media: {
        id: media.id,
        url: mediaUrl(deps.config.publicUrl, media),
        purpose: media.purpose,
        contentType: media.contentType,
        size: media.size,
        filename: media.filename,
      },
    },
    200,
    { 'cache-control': 'private, no-store' },
  );
});

export const uploadHandlers: Handlers = [upload];

const notFound = () =>
  json({ ok: false, errorCode: 'NOT_FOUND', message: 'No such upload (the link needs its query string).' }, 404);

/** `filename*` for Content-Disposition: any name, safely quoted. */
const dispositionName = (filename: string) => `filename*=UTF-8''${encodeURIComponent(filename)}`;

/** Serving uploads at their trusted URL: only with the right token, only when ready, never sniffed or run as a page. */
export function uploadedMediaRoutes(db: SandboxDb): Hono {
  const routes = new Hono();
  routes.get('/:id', async (c) => {
    const id = c.req.param('id');
    const [media] = await db
      .select({
        state: mediaUploads.state,
        accessToken: mediaUploads.accessToken,
        contentType: mediaUploads.contentType,
        filename: mediaUploads.filename,
      })
      .from(mediaUploads)
      .where(eq(mediaUploads.id, id))
      .limit(1);
    if (!media || media.state !== 'ready' || c.req.query('t') !== media.accessToken) return notFound();
    const bytes = (await uploadBytes(db, id))!;
    return new Response(new Uint8Array(bytes), {
      headers: {
        'content-type': media.contentType,
        'content-length': String(bytes.byteLength),
        'x-content-type-options': 'nosniff',
        // An SVG or a text file opened directly stays inert: no scripts, no requests.
        'content-security-policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
        'content-disposition': `inline; ${dispositionName(media.filename)}`,
        'cache-control': 'private, max-age=3600',
      },
    });
  });
  return routes;
}
