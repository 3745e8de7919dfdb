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
  pageSizeMax: 50,
  /** Reads: one per 10 s per secret; sends share a 15 s cooldown (part 8). */
  readWindowSeconds: 10,
  sendCooldownSeconds: 15,
} as const;

/** The routes as pages call them; held to the route table by routes.test.ts. */
export const orderWire = {
  messages: {
    id: 'orders.messages',
    method: 'GET',
    path: '/api/preselection/agenttohumanadvanced/chat/messages',
    window: { seconds: 10, bucket: 'order-chat', code: 'ORDER_CHAT_RATE_LIMITED', counted: 'by-handler' },
  },
  send: {
    id: 'orders.send',
    method: 'POST',
    path: '/api/preselection/agenttohumanadvanced/chat/send',
    window: { seconds: 15, bucket: 'order-send', code: 'ORDER_SEND_COOLDOWN', counted: 'by-handler' },
  },
  finalize: { id: 'orders.finalize', method: 'POST', path: '/api/preselection/agenttohumanadvanced/finalize' },
  review: { id: 'orders.review', method: 'POST', path: '/api/preselection/agenttohumanadvanced/review' },
} as const satisfies Record<string, WireEntry>;
