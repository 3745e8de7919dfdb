/** Sandbox assumption: cursors are base64url JSON of a position; opaque to clients, checked when they come back. */
import { isRecord } from '@/lib/marketplace/schema';
import { fail } from '../http/errors';

/** The latest time a cursor may carry, the end of year 9999: every time a row can hold, and nothing the database would refuse. */
const LATEST_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** Whether a cursor's time is one a row can have (milliseconds since 1970, not before it). */
export const isCursorTime = (ms: number): boolean => Number.isSafeInteger(ms) && ms >= 0 && ms <= LATEST_TIME;

export const encodeCursor = (position: Record<string, string | number>): string =>
  Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');

/** A cursor field: text, a whole number, or a time (whole milliseconds a row can have, `isCursorTime`). */
type CursorField = 'string' | 'number' | 'time';
const fits = (value: unknown, type: CursorField): boolean =>
  type === 'string'
    ? typeof value === 'string'
    : typeof value === 'number' && Number.isSafeInteger(value) && (type === 'number' || isCursorTime(value));

/** The position in a cursor this server issued, with the fields asked for; a 400 with the route's code otherwise. */
export function decodeCursor<K extends string>(
  cursor: string,
  fields: Record<K, CursorField>,
  code: string,
): Record<K, string | number> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const valid =
    isRecord(decoded) && Object.entries<CursorField>(fields).every(([name, type]) => fits(decoded[name], type));
  if (!valid) throw fail(400, code, 'cursor is not valid: pass nextCursor exactly as it was returned.');
  return decoded as Record<K, string | number>;
}
