/**
 * Account notifications (spec 2.13, part 6). The cursor is one sequence for
 * the whole marketplace, so every account's notifications are in cursor order;
 * `accountId` null is a public announcement (type 8) every agent account sees.
 */
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../db/schema';

export const notifications = pgTable(
  'notifications',
  {
    cursor: bigserial('cursor', { mode: 'bigint' }).primaryKey(),
    id: text('id').notNull().unique(),
    accountId: text('account_id').references(() => accounts.id),
    message: text('message').notNull(),
    notificationType: integer('notification_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('notifications_account_idx').on(t.accountId, t.cursor)],
);

/** Each account's last inbox visit: everything created up to `readThrough` counts as read. */
export const inboxVisits = pgTable('notification_inbox_visits', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id),
  lastVisitAt: timestamp('last_visit_at', { withTimezone: true }).notNull(),
  readThrough: timestamp('read_through', { withTimezone: true }).notNull(),
});
