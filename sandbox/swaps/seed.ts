/**
 * The earner persona's past swaps: made through the API, on the website and
 * by AutoSwap (rewards converted on receipt), over two months, all finished
 * (so the persona can swap at once): one failed with its source returned,
 * one older record without pair key, route version or minimum.
 */
import { ASSETS, type AssetId } from '@/lib/marketplace/assets';
import { DAY_MS } from '@/lib/marketplace/earnings/periods';
import { pairKeyOf } from '@/lib/marketplace/swaps/contract';
import { SANDBOX_USD_PRICES, estimateSwap, isCrossNetwork } from '@/lib/marketplace/swaps/rules';
import { toAtomic } from '@/lib/money';
import type { SandboxDb } from '../db/types';
import { personaAccountId } from '../personas';
import type { AreaSeed } from '../seed/areas';
import { hashHex } from '../seed/random';
import { STEP_SECONDS, finishSwap, routeVersionOf } from './lifecycle';
import { insertSwap } from './repo';
import type { SwapSource } from './schema';

interface PastSwap {
  daysAgo: number;
  source: SwapSource;
  from: AssetId;
  to: AssetId;
  amount: string;
  /** An older record: no pair key, route version or minimum. */
  legacy?: true;
}

const PAST_SWAPS: readonly PastSwap[] = [
  { daysAgo: 58, source: 'website', from: 'SOL', to: 'USDC', amount: '0.25', legacy: true },
  { daysAgo: 51, source: 'autoswap', from: 'USDC', to: 'SOL', amount: '4.5' },
  { daysAgo: 44, source: 'api', from: 'NATIVE', to: 'USDC', amount: '3500' },
  { daysAgo: 37, source: 'website', from: 'USDC', to: 'USDC_BASE', amount: '20' },
  { daysAgo: 30, source: 'autoswap', from: 'USDC', to: 'SOL', amount: '2.75' },
  // Worth less than 0.000001 USDC: nothing arrives, the swap fails and the SKR comes back.
  { daysAgo: 24, source: 'api', from: 'SKR', to: 'USDC', amount: '0.000001' },
  { daysAgo: 19, source: 'api', from: 'SOL', to: 'SKR', amount: '0.005' },
  { daysAgo: 12, source: 'website', from: 'USDC_BASE', to: 'USDG_ALT', amount: '15' },
  { daysAgo: 9, source: 'autoswap', from: 'USDC', to: 'SOL', amount: '1.2' },
  { daysAgo: 5, source: 'api', from: 'USDG_ALT', to: 'SOL', amount: '10' },
  { daysAgo: 2, source: 'autoswap', from: 'USDC', to: 'SOL', amount: '0.8' },
  { daysAgo: 1, source: 'website', from: 'SOL', to: 'NATIVE', amount: '0.05' },
];

const uuidOf = (...parts: string[]) => {
  const hex = hashHex('swap', ...parts);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

export const seedSwaps: AreaSeed = async (db: SandboxDb, { now }) => {
  const accountId = personaAccountId('earner');
  for (const [index, past] of PAST_SWAPS.entries()) {
    const createdAt = new Date(now - past.daysAgo * DAY_MS - (index % 5) * 3_600_000);
    const crossNetwork = isCrossNetwork(past.from, past.to);
    const estimate = estimateSwap(
      past.from,
      past.to,
      toAtomic(past.amount, ASSETS[past.from].decimals),
      SANDBOX_USD_PRICES,
    );
    const id = uuidOf('earner', String(index));
    const row = await insertSwap(db, {
      id,
      accountId,
      idempotencyKey: past.source === 'api' ? `seed:${id}` : null,
      source: past.source,
      fromToken: past.from,
      toToken: past.to,
      pairKey: past.legacy ? null : pairKeyOf(past.from, past.to),
      amountIn: past.amount,
      expectedAmountOut: estimate.expectedAmountOut,
      expectedAmountOutMin: past.legacy ? null : estimate.expectedAmountOutMin,
      bridgeGrossAmount: estimate.bridgeGrossAmount,
      bridgeFeeAmount: estimate.bridgeFeeAmount,
      routeVersion: past.legacy ? null : routeVersionOf(crossNetwork),
      status: crossNetwork ? 'bridge_initiated' : 'initiated',
      nextStepAt: null,
      createdAt,
      updatedAt: createdAt,
    });
    const seconds = crossNetwork
      ? STEP_SECONDS.bridge_pending! + STEP_SECONDS.bridge_initiated!
      : STEP_SECONDS.pending! + STEP_SECONDS.initiated!;
    await finishSwap(db, row, new Date(createdAt.getTime() + seconds * 1000));
  }
};
