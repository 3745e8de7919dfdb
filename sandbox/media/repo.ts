/** Reading uploaded media: what other areas check before they accept a media id or a media URL. */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { uploadUrlOf } from '@/lib/marketplace/media/terms';
import type { SandboxDb } from '../db/types';
import { mediaUploads, type MediaPurpose } from './schema';

export type MediaRow = typeof mediaUploads.$inferSelect;
export type MediaSummary = Pick<
  MediaRow,
  'id' | 'purpose' | 'state' | 'contentType' | 'filename' | 'size' | 'accessToken'
>;

const summary = {
  id: mediaUploads.id,
  purpose: mediaUploads.purpose,
  state: mediaUploads.state,
  contentType: mediaUploads.contentType,
  filename: mediaUploads.filename,
  size: mediaUploads.size,
  accessToken: mediaUploads.accessToken,
};

/** The trusted URL of an upload: served by the sandbox, with its access token as the query string. */
export const mediaUrl = (publicUrl: string, media: Pick<MediaRow, 'id' | 'accessToken'>): string =>
  uploadUrlOf(publicUrl, media);

/**
 * The owner's uploads among `ids`, in the order asked, each only if it is ready
 * and has the purpose asked. Missing, foreign, unready or wrong-purpose ids are
 * left out: callers compare lengths and refuse with WURKER_MEDIA_INVALID (or
 * their area's code).
 */
export async function ownedReadyMedia(
  db: SandboxDb,
  ownerAccountId: string,
  ids: readonly string[],
  purpose: MediaPurpose,
): Promise<MediaSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(summary)
    .from(mediaUploads)
    .where(
      and(
        eq(mediaUploads.ownerAccountId, ownerAccountId),
        inArray(mediaUploads.id, [...ids]),
        eq(mediaUploads.purpose, purpose),
        eq(mediaUploads.state, 'ready'),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Bytes for the `bytes` column, sent as base64 text that the database decodes:
 * the driver's own bytea encoding of a parameter is many times slower for files
 * of a few MiB.
 */
export const storedBytes = (bytes: Buffer): SQL<Buffer> => sql<Buffer>`decode(${bytes.toString('base64')}, 'base64')`;

/** An upload's bytes, read back as base64 for the same reason. */
export async function uploadBytes(db: SandboxDb, id: string): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ base64: sql<string>`encode(${mediaUploads.bytes}, 'base64')` })
    .from(mediaUploads)
    .where(eq(mediaUploads.id, id))
    .limit(1);
  // PostgreSQL wraps base64 output in lines; Buffer's decoder skips the line breaks.
  return row ? Buffer.from(row.base64, 'base64') : undefined;
}
