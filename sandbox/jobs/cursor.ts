/** Sandbox assumption: cursors are base64url JSON of a position; opaque to clients, checked when they come back. */
import { isRecord } from '@/lib/marketplace/schema';
import { fail } from '../http/errors';

export const encodeCursor = (position: Record<string, string | number>): string =>
  Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');

/** The position in a cursor this server issued, with the fields asked for; a 400 with the route's code otherwise. */
export function decodeCursor<K extends string>(
  cursor: string,
  fields: Record<K, 'string' | 'number'>,
  code: string,
): Record<K, string | number> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const valid =
    isRecord(decoded) &&
    Object.entries(fields).every(
      ([name, type]) => typeof decoded[name] === type && (type !== 'number' || Number.isSafeInteger(decoded[name])),
    );
  if (!valid) throw fail(400, code, 'cursor is not valid: pass nextCursor exactly as it was returned.');
  return decoded as Record<K, string | number>;
}
