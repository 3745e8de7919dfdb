/**
 * The orders area's terms that pages need without its schemas: limits, labels,
 * and the routes as the browser calls them (`wireRoutes`). No zod here: the
 * schemas stay in contract.ts, loaded on a page's first call.
 */
import type { WireEntry } from '../route';

export const ORDER_LIMITS = {
  chatMessageMax: 4000,
  chatFilesMax: 5,
  urlMax: 2048,
  reviewTextMax: 2000,
  starsMax: 5,
  pageSizeMax: 50,
  /** Reads: one per 10 s per secret; sends share a 15 s cooldown (part 8). */
  readWindowSeconds: 10,
  sendCooldownSeconds: 15,
} as const;

/**
 * An order is a created job: states after which its room is closed and nothing more comes to read. The job states
 * are the contract's (spec 3.7); `refunded` is a sandbox assumption (the contract does not name the state of a
 * refunded order).
 */
export const CLOSED_ORDER_STATUSES: ReadonlySet<string> = new Set(['cancelled', 'expired', 'refunded']);
/** States after which nothing more happens to an order: closed, or completed (approved and paid out). */
export const FINISHED_ORDER_STATUSES: ReadonlySet<string> = new Set([...CLOSED_ORDER_STATUSES, 'completed']);

/** A review gives 1 to `starsMax` stars; a missing rating is asked for in the same words. */
export const STARS_PROBLEM = `Choose from 1 to ${ORDER_LIMITS.starsMax} stars.`;

/** The order room's routes, named by the order secret. */
const ROOM = '/api/preselection/agenttohumanadvanced';

/** The routes as pages call them; contract.ts adds the rest of each entry. */
export const orderWire = {
  messages: {
    id: 'orders.messages',
    method: 'GET',
    path: `${ROOM}/chat/messages`,
    window: {
      seconds: ORDER_LIMITS.readWindowSeconds,
      bucket: 'order-chat',
      code: 'ORDER_CHAT_RATE_LIMITED',
      counted: 'by-handler',
    },
  },
  send: {
    id: 'orders.send',
    method: 'POST',
    path: `${ROOM}/chat/send`,
    window: {
      seconds: ORDER_LIMITS.sendCooldownSeconds,
      bucket: 'order-send',
      code: 'ORDER_SEND_COOLDOWN',
      counted: 'by-handler',
    },
  },
  finalize: { id: 'orders.finalize', method: 'POST', path: `${ROOM}/finalize` },
  review: { id: 'orders.review', method: 'POST', path: `${ROOM}/review` },
} as const satisfies Record<string, WireEntry>;
