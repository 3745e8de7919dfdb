/**
 * The swaps area's terms that pages need without its schemas: limits, labels,
 * and the routes as the browser calls them (`wireRoutes`). No zod here: the
 * schemas stay in contract.ts, loaded on a page's first call.
 */
import { ASSET_IDS, type AssetId } from '../assets';
import type { WireEntry } from '../route';
import type { SwapCreated } from './contract';

export const SWAP_LIMITS = {
  /** Swap bodies are at most 16,384 bytes (part 8). */
  bodyLimit: 16_384,
  historyLimitDefault: 10,
  historyLimitMax: 50,
  historyOffsetMax: 10_000,
  /** One new swap attempt per account per 15 s; saved replays bypass it. */
  createWindowSeconds: 15,
  historyWindowSeconds: 10,
} as const;

/** The states of 3.2. The live service may add more ("further transitions: not shown"). */
export const SWAP_STATUSES = [
  'pending',
  'initiated',
  'bridge_pending',
  'bridge_initiated',
  'bridge_review',
  'completed',
  'failed',
] as const;

/** Still moving on its own: the output is not credited yet. */
export const PROCESSING_SWAP_STATUSES: readonly string[] = [
  'pending',
  'initiated',
  'bridge_pending',
  'bridge_initiated',
];

/** An active or review swap blocks new ones (409 SWAP_ALREADY_PENDING). */
export const BLOCKING_SWAP_STATUSES: readonly string[] = [...PROCESSING_SWAP_STATUSES, 'bridge_review'];

export const isBlockingSwap = (status: string) => BLOCKING_SWAP_STATUSES.includes(status);

/** The words of the asset checks, the same in the form and in the marketplace's refusal. */
export const ASSET_PROBLEMS = {
  unknown: 'Choose one of the six platform assets.',
  same: 'Choose two different assets.',
} as const;

export type SwapSelector = { swapId: string } | { idempotencyKey: string };

/** The routes as pages call them; contract.ts adds the rest of each entry. */
export const swapWire = {
  create: {
    id: 'swaps.create',
    method: 'POST',
    path: '/swap',
    // A new attempt spends the window; an exact retry of a saved swap does not (counted by the handler).
    window: {
      seconds: SWAP_LIMITS.createWindowSeconds,
      bucket: 'swap-create',
      code: 'SWAP_RATE_LIMITED',
      counted: 'by-handler',
    },
  },
  status: { id: 'swaps.status', method: 'POST', path: '/swap/status' },
  history: {
    id: 'swaps.history',
    method: 'POST',
    path: '/swaps',
    window: { seconds: SWAP_LIMITS.historyWindowSeconds, bucket: 'swap-history', code: 'SWAP_HISTORY_RATE_LIMITED' },
  },
} as const satisfies Record<string, WireEntry>;

/** The create answer names each balance after the asset (spec 4.10). */
export const BALANCE_FIELDS = {
  SOL: 'balance',
  NATIVE: 'balanceNative',
  USDC: 'usdcBalance',
  SKR: 'skrBalance',
  USDC_BASE: 'usdcBalanceBase',
  USDG_ALT: 'usdgBalanceAlt',
} as const satisfies Record<AssetId, string>;

/** The balances a create answer reports, by asset: the page shows them at once, without a schema. */
export function balancesOfAnswer(answer: SwapCreated): Record<AssetId, string> {
  return Object.fromEntries(ASSET_IDS.map((id) => [id, answer[BALANCE_FIELDS[id]]])) as Record<AssetId, string>;
}
