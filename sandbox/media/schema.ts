/**
 * Uploaded media (sandbox assumption: the contract does not show the upload
 * route). Each upload belongs to the account that sent it, has a purpose
 * (`portfolio` for listings, entries and the portfolio; `pfp` for the profile
 * picture), and becomes `ready` once checked. Its trusted URL carries a query
 * string (`?t=<access token>`), which clients copy whole (spec 4.4).
 */
import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../db/schema';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export type MediaPurpose = 'portfolio' | 'pfp';
export type MediaState = 'processing' | 'ready' | 'failed';

export const mediaUploads = pgTable(
  'media_uploads',
  {
    /** 1-128 letters, digits, `_` and `-` (spec 4.5's media id rule). */
    id: text('id').primaryKey(),
    ownerAccountId: text('owner_account_id')
      .notNull()
      .references(() => accounts.id),
    purpose: text('purpose').$type<MediaPurpose>().notNull(),
    state: text('state').$type<MediaState>().notNull(),
    contentType: text('content_type').notNull(),
    filename: text('filename').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    /** The query-string token of the trusted URL. */
    accessToken: text('access_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('media_uploads_owner_idx').on(t.ownerAccountId)],
);
