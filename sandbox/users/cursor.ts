/**
 * Opaque cursors of the public collections (spec 4.12): the next page's index
 * with the nickname and collection it belongs to, signed, so a cursor of
 * another nickname or collection (or a made-up one) is refused.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { UserCollection } from '@/lib/marketplace/users/terms';
import { fail } from '../http/errors';

/**
 * Sandbox assumption: cursors reach the first 10 pages of a collection; on the
 * 10th, `hasMore` stays true with a null cursor when more exists (the
 * contract's boundary), as at the store's offset ceiling.
 */
export const PAGE_CEILING = 10;

/** Per process: cursors are opaque and never outlive the sandbox that gave them. */
const KEY = randomBytes(32);

const sign = (payload: string) => createHmac('sha256', KEY).update(payload).digest('base64url').slice(0, 22);

interface CursorData {
  nickname: string;
  collection: UserCollection;
  /** The index of the page it leads to (1 for the second page). */
  page: number;
}

export function encodeCursor({ nickname, collection, page }: CursorData): string {
  const payload = Buffer.from(JSON.stringify({ n: nickname.toLowerCase(), c: collection, p: page })).toString(
    'base64url',
  );
  return `${payload}.${sign(payload)}`;
}

const refused = (message: string) => fail(400, 'AGENT_USER_INPUT_INVALID', message);

/** The page index a cursor leads to, if it was given for this nickname and collection. */
export function decodeCursor(cursor: string, nickname: string, collection: UserCollection): number {
  const [payload = '', mac = '', ...rest] = cursor.split('.');
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(mac);
  if (rest.length > 0 || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw refused('That cursor is not one this service gave out.');
  const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { n: string; c: string; p: number };
  if (data.n !== nickname.toLowerCase() || data.c !== collection) {
    throw refused(
      'This cursor belongs to another profile or collection: page each collection with the cursors it gave.',
    );
  }
  return data.p;
}
