/** Reading an account's notifications: its own and the public announcements, unexpired, within the history limit. */
import { and, asc, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { NOTIFICATION_LIMITS } from '@/lib/marketplace/notifications/terms';
import type { SandboxDb } from '../db/types';
import type { NotificationRow } from './bus';
import { inboxVisits, notifications } from './schema';

const visibleTo = (accountId: string, now: Date) =>
  and(
    or(eq(notifications.accountId, accountId), isNull(notifications.accountId)),
    or(isNull(notifications.expiresAt), gt(notifications.expiresAt, now)),
  );

export const isVisibleTo = (row: NotificationRow, accountId: string, now: Date): boolean =>
  (row.accountId === accountId || row.accountId === null) &&
  (row.expiresAt === null || row.expiresAt.getTime() > now.getTime());

export async function lastVisit(db: SandboxDb, accountId: string) {
  const [visit] = await db.select().from(inboxVisits).where(eq(inboxVisits.accountId, accountId)).limit(1);
  return visit;
}

/** Notifications after the last visit, within the history limit (the private profile's count). */
export async function unreadCount(db: SandboxDb, accountId: string, now: Date): Promise<number> {
  const visit = await lastVisit(db, accountId);
  const recent = db
    .select({ createdAt: notifications.createdAt })
    .from(notifications)
    .where(visibleTo(accountId, now))
    .orderBy(desc(notifications.cursor))
    .limit(NOTIFICATION_LIMITS.historyLimit)
    .as('recent');
  const [row] = await db
    .select({ n: count() })
    .from(recent)
    .where(visit ? gt(recent.createdAt, visit.readThrough) : sql`true`);
  return row?.n ?? 0;
}

/** A page of the inbox, newest first, within the history limit; past the end it is empty. */
export async function inboxPage(db: SandboxDb, accountId: string, now: Date, page: number) {
  const [total] = await db.select({ n: count() }).from(notifications).where(visibleTo(accountId, now));
  const offset = (page - 1) * NOTIFICATION_LIMITS.perPage;
  const limit = Math.max(0, Math.min(NOTIFICATION_LIMITS.perPage, NOTIFICATION_LIMITS.historyLimit - offset));
  const rows =
    limit === 0
      ? []
      : await db
          .select()
          .from(notifications)
          .where(visibleTo(accountId, now))
          .orderBy(desc(notifications.cursor))
          .limit(limit)
          .offset(offset);
  return { rows, total: Math.min(total?.n ?? 0, NOTIFICATION_LIMITS.historyLimit) };
}

/** Record a visit: everything up to now counts as read from here on. */
export async function recordVisit(db: SandboxDb, accountId: string, now: Date): Promise<void> {
  await db
    .insert(inboxVisits)
    .values({ accountId, lastVisitAt: now, readThrough: now })
    .onConflictDoUpdate({ target: inboxVisits.accountId, set: { lastVisitAt: now, readThrough: now } });
}

/** The account's notifications after a cursor, oldest first (the stream's replay), created at or after `since`. */
export async function replayAfter(
  db: SandboxDb,
  accountId: string,
  now: Date,
  after: bigint,
  since: Date,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(visibleTo(accountId, now), gt(notifications.cursor, after), gt(notifications.createdAt, since)))
    .orderBy(asc(notifications.cursor))
    .limit(NOTIFICATION_LIMITS.historyLimit);
}

/** Whether some of what follows `after` has left the history (older than `since`): the cursor is too old to resume from. */
export async function historyLost(
  db: SandboxDb,
  accountId: string,
  now: Date,
  after: bigint,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ cursor: notifications.cursor })
    .from(notifications)
    .where(and(visibleTo(accountId, now), gt(notifications.cursor, after), lt(notifications.createdAt, since)))
    .limit(1);
  return row !== undefined;
}

/** The newest cursor the marketplace has issued (any account), 0 when none. */
export async function latestCursor(db: SandboxDb): Promise<bigint> {
  const [row] = await db
    .select({ cursor: notifications.cursor })
    .from(notifications)
    .orderBy(desc(notifications.cursor))
    .limit(1);
  return row?.cursor ?? 0n;
}
