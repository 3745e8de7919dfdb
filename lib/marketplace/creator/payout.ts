/**
 * What each chosen winner receives, said before the final choice. The contract
 * gives the reward's amount, its places and its scope (spec 2.5) but not how a
 * pool is split; the dashboard assumes what the sandbox does (docs/sandbox.md):
 * a gross pool is shared equally by its places, rounded down to the asset's
 * precision, and a legacy per-worker amount is paid to each winner whole.
 */
import { fromAtomic, normalize, toAtomic, type DecimalString } from '@/lib/money';
import { ASSETS, type AssetId } from '../assets';
import type { Reward } from '../jobs/contract';
import { formatReward } from '../jobs/reward';

export interface WinnerShare {
  amount: DecimalString;
  /** "12.50 USDC" */
  text: string;
}

/** One winner's share, or null when the reward, its asset's precision or its places are not known. */
export function winnerShare(reward: Reward | undefined): WinnerShare | null {
  if (!reward || reward.status !== 'advertised') return null;
  const { amount, assetId, scope, winnerCount } = reward;
  if (scope === 'legacy_per_worker') return { amount: normalize(amount), text: formatReward(amount, assetId) };
  const decimals = ASSETS[assetId as AssetId]?.decimals;
  if (decimals === undefined || winnerCount < 1) return null;
  const share = normalize(fromAtomic(toAtomic(normalize(amount), decimals) / BigInt(winnerCount), decimals));
  return { amount: share, text: formatReward(share, assetId) };
}
