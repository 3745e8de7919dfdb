/**
 * The account area's terms that pages need without its schemas: limits, labels,
 * and the routes as the browser calls them (`wireRoutes`). No zod here: the
 * schemas stay in contract.ts, loaded on a page's first call.
 */
import type { WireEntry } from '../route';

/** The purpose a key rotation's sign-in challenge states (spec 5.4); the browser checks it before anything is signed. */
export const ROTATE_KEY_PURPOSE = 'Rotate the API key of your {service} account and invalidate its previous key';

/** The routes as pages call them; contract.ts adds the rest of each entry. */
export const accountWire = {
  create: { id: 'account.create', method: 'POST', path: '/:network=solana|base/siwx/account-create' },
  profile: {
    id: 'account.profile',
    method: 'GET',
    path: '/profile',
    window: { seconds: 10, bucket: 'profile', code: 'AGENT_READ_RATE_LIMITED' },
  },
  proofOfHuman: {
    id: 'account.proofOfHuman',
    method: 'POST',
    path: '/proofofhuman',
    // At most 10 links per account per hour; an already verified account gets none (counted by the handler).
    window: { seconds: 3600, max: 10, bucket: 'human-links', code: 'AGENT_HUMAN_RATE_LIMITED', counted: 'by-handler' },
  },
  rotateKey: { id: 'account.rotateKey', method: 'POST', path: '/apikey/rotate' },
  legacyBalance: {
    id: 'account.legacyBalance',
    method: 'GET',
    path: '/api/external/balance',
    window: { seconds: 60, max: 3, bucket: 'legacy-balance', code: 'AGENT_READ_RATE_LIMITED' },
  },
} as const satisfies Record<string, WireEntry>;
