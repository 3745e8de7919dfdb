/**
 * The notifications area's terms that pages need without its schemas: limits, labels,
 * and the routes as the browser calls them (`wireRoutes`). No zod here: the
 * schemas stay in contract.ts, loaded on a page's first call.
 */
import type { WireEntry } from '../route';

export const NOTIFICATION_LIMITS = {
  pageMax: 500,
  perPage: 10,
  historyLimit: 5000,
  /** Canonical cursor: a nonnegative decimal without sign or leading zeros, at most 2^63 - 1. */
  cursorMax: 9_223_372_036_854_775_807n,
  /** Concurrent streams per account per API server (part 8). */
  streamsPerAccount: 2,
} as const;

/** The public agent-job announcement type (part 6). */
export const PUBLIC_JOB_NOTIFICATION_TYPE = 8;

const CURSOR = /^(0|[1-9]\d{0,18})$/;

/** A cursor as the contract writes it: canonical decimal from 0 to 9223372036854775807. */
export function isCanonicalCursor(value: string): boolean {
  return CURSOR.test(value) && BigInt(value) <= NOTIFICATION_LIMITS.cursorMax;
}

/** The stream error after which a client reconnects with fresh authentication. */
export const REAUTHENTICATE = 'AGENT_NOTIFICATION_STREAM_REAUTHENTICATE';

/** The routes as pages call them; contract.ts adds the rest of each entry. */
export const notificationWire = {
  inbox: { id: 'notifications.inbox', method: 'POST', path: '/notifications' },
  stream: {
    id: 'notifications.stream',
    method: 'GET',
    path: '/notifications/stream',
    // Sandbox assumption: at most 10 connections per account per minute (the contract names the code, not the rate).
    window: {
      seconds: 60,
      max: 10,
      bucket: 'notification-stream',
      code: 'AGENT_NOTIFICATION_STREAM_RATE_LIMITED',
      counted: 'by-handler',
    },
  },
} as const satisfies Record<string, WireEntry>;

/** The hub's refusal of a tab that follows another account than the browser's session is signed in to now. */
export const ACCOUNT_CHANGED = 'NOTIFICATION_ACCOUNT_CHANGED';
