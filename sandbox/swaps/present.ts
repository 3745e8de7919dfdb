/** Swaps as the contract writes them (2.9, 4.10): amounts at their asset's precision. */
import { ASSETS, ASSET_IDS, type AssetId } from '@/lib/marketplace/assets';
import type { SwapCreated, SwapRecord } from '@/lib/marketplace/swaps/contract';
import { BALANCE_FIELDS } from '@/lib/marketplace/swaps/terms';
import { fromAtomic, normalize, toAtomic } from '@/lib/money';
import type { SwapRow } from './schema';

const STABLE_DECIMALS = ASSETS.USDC.decimals;

/** A numeric column (written at the column's scale) at `decimals` places. */
export const atPrecision = (value: string, decimals: number): string =>
  fromAtomic(toAtomic(normalize(value), decimals), decimals);

const decimalsOf = (asset: string) => (ASSET_IDS.includes(asset as AssetId) ? ASSETS[asset as AssetId].decimals : 9);
const orNull = (value: string | null, decimals: number) => (value === null ? null : atPrecision(value, decimals));

export function presentSwap(row: SwapRow): SwapRecord {
  const out = decimalsOf(row.toToken);
  return {
    id: row.id,
    pairKey: row.pairKey,
    fromToken: row.fromToken,
    toToken: row.toToken,
    amountIn: atPrecision(row.amountIn, decimalsOf(row.fromToken)),
    received: orNull(row.received, out),
    status: row.status,
    expectedAmountOut: orNull(row.expectedAmountOut, out),
    expectedAmountOutMin: orNull(row.expectedAmountOutMin, out),
    createdAt: row.createdAt.toISOString(),
    txId: row.txId,
    routeVersion: row.routeVersion,
    bridgeGrossAmount: orNull(row.bridgeGrossAmount, STABLE_DECIMALS),
    bridgeFeeAmount: orNull(row.bridgeFeeAmount, STABLE_DECIMALS),
    failureReason: row.failureReason,
    source: row.source,
  };
}

/** The create answer: the swap's current state and every balance after it, under the contract's names. */
export function presentCreated(row: SwapRow, balances: Record<AssetId, string>, replayed: boolean): SwapCreated {
  const swap = presentSwap(row);
  const named = Object.fromEntries(ASSET_IDS.map((id) => [BALANCE_FIELDS[id], balances[id]])) as Record<
    (typeof BALANCE_FIELDS)[AssetId],
    string
  >;
  return {
    ok: true,
    swapId: swap.id,
    pairKey: swap.pairKey,
    fromToken: swap.fromToken,
    toToken: swap.toToken,
    amountIn: swap.amountIn,
    status: swap.status,
    replayed,
    ...named,
    expectedAmountOut: swap.expectedAmountOut,
    expectedAmountOutMin: swap.expectedAmountOutMin,
    routeVersion: swap.routeVersion,
    bridgeGrossAmount: swap.bridgeGrossAmount,
    bridgeFeeAmount: swap.bridgeFeeAmount,
    failureReason: swap.failureReason ?? null,
    received: swap.received,
  };
}
