/** Reading uploaded media: what other areas check before they accept a media id or a media URL. */
import { and, eq, inArray } from 'drizzle-orm';
import type { SandboxDb } from '../db/types';
import { mediaUploads, type MediaPurpose } from './schema';

export type MediaRow = typeof mediaUploads.$inferSelect;
export type MediaSummary = Pick<MediaRow, 'id' | 'purpose' | 'state' | 'contentType' | 'filename' | 'size' | 'accessToken'>;

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
export const mediaUrl = (publicUrl: string, media: Pick<MediaRow, 'id' | 'accessToken'>): string => `${publicUrl}/media/uploads/${media.id}?t=${media.accessToken}`;

/**
 * The owner's uploads among `ids`, in the order asked, each only if it is ready
 * and has the purpose asked. Missing, foreign, unready or wrong-purpose ids are
 * left out: callers compare lengths and refuse with WURKER_MEDIA_INVALID (or
 * their area's code).
 */
export async function ownedReadyMedia(db: SandboxDb, ownerAccountId: string, ids: readonly string[], purpose: MediaPurpose): Promise<MediaSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(summary)
    .from(mediaUploads)
    .where(and(eq(mediaUploads.ownerAccountId, ownerAccountId), inArray(mediaUploads.id, [...ids]), eq(mediaUploads.purpose, purpose), eq(mediaUploads.state, 'ready')));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
