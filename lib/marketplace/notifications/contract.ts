/**
 * Notifications (spec 2.13, 4.13, part 6): the inbox, which marks everything
 * read through `readThrough` when it is opened, and the Server-Sent Events
 * stream with its cursor rules. Shared by the pages, the server's hub and the
 * sandbox.
 */
import * as z from 'zod/mini';
import { defineRoute } from '../route';
import { isCanonicalCursor, NOTIFICATION_LIMITS, notificationWire } from './terms';

const cursorSchema = z.string().check(
  z.refine(isCanonicalCursor, {
    error: 'A cursor is a whole number from 0 to 9223372036854775807, without sign or leading zeros.',
  }),
);

// ---- requests ----------------------------------------------------------------

const pageProblem = `The page number must be a whole number from 1 to ${NOTIFICATION_LIMITS.pageMax}.`;
const inboxBodySchema = z.strictObject({
  page: z.optional(
    z.int().check(z.gte(1, { error: pageProblem }), z.lte(NOTIFICATION_LIMITS.pageMax, { error: pageProblem })),
  ),
});

const streamQuerySchema = z.strictObject({ after: z.optional(cursorSchema) });

// ---- responses and events ----------------------------------------------------

const notificationSchema = z.looseObject({
  id: z.string(),
  message: z.string(),
  notificationType: z.nullable(z.int()),
  createdAt: z.string(),
  expiresAt: z.nullable(z.string()),
  isRead: z.boolean(),
});

const inboxResponseSchema = z.looseObject({
  ok: z.literal(true),
  notifications: z.array(notificationSchema),
  page: z.int(),
  perPage: z.int(),
  total: z.int(),
  totalPages: z.int(),
  hasMore: z.boolean(),
  nextPage: z.nullable(z.int()),
  unreadCount: z.int(),
  lastNotificationVisit: z.nullable(z.string()),
  readThrough: z.nullable(z.string()),
  historyLimit: z.int(),
});
export type Inbox = z.infer<typeof inboxResponseSchema>;

/** A notification as the stream sends it (no read flag; the text may be cut). */
export const streamedNotificationSchema = z.looseObject({
  id: z.string(),
  message: z.string(),
  messageTruncated: z.boolean(),
  notificationType: z.nullable(z.int()),
  createdAt: z.string(),
  expiresAt: z.nullable(z.string()),
});
export type StreamedNotification = z.infer<typeof streamedNotificationSchema>;

export const notificationEventSchema = z.looseObject({ notification: streamedNotificationSchema });
export const checkpointEventSchema = z.looseObject({ cursor: cursorSchema });

// ---- routes ------------------------------------------------------------------

export const notificationRoutes = {
  inbox: defineRoute({
    ...notificationWire.inbox,
    auth: 'account',
    alias: true,
    bodyLimit: 16 * 1024,
    // Opening the inbox marks it read: never answered from a cache.
    effect: 'write',
    purpose: 'Sign in to read your {service} notifications',
    body: inboxBodySchema,
    response: inboxResponseSchema,
    codes: { input: 'AGENT_NOTIFICATION_INPUT_INVALID' },
  }),
  stream: defineRoute({
    ...notificationWire.stream,
    auth: 'account',
    alias: true,
    responseType: 'event-stream',
    // Browsers follow it through the dashboard's hub (/api/notifications/stream): one upstream stream per account.
    proxied: false,
    purpose: 'Sign in to follow your {service} notifications',
    query: streamQuerySchema,
    response: z.unknown(),
    codes: { input: 'AGENT_NOTIFICATION_STREAM_INPUT_INVALID' },
  }),
};
