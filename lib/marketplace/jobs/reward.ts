/**
 * Rewards in plain words for the pages (spec 2.5, 2.6): the advertised amount
 * with its asset and network, whether it is a pool shared by the winners or an
 * amount for each, and a missing reward said to be unknown, never zero. A
 * worker's own credit (`rewardEarning`) is worded apart from the whole job's
 * figures (`rewardFinancials`).
 */
import { formatAmount, formatAsset } from '@/lib/money';
import { ASSETS, type AssetId } from '../assets';
import { NETWORK_LABEL, type Network } from '../values';
import type { Reward, RewardEarning, RewardFinancials } from './contract';

/** The asset as people call it (`USDC_BASE` is USDC); unknown IDs are shown as they are. */
const assetLabel = (assetId: string): string => ASSETS[assetId as AssetId]?.label ?? assetId;
const networkLabel = (network: string): string => NETWORK_LABEL[network as Network] ?? network;

/** Amounts keep at least 2 decimals for stablecoins, none forced for the others. */
const minDecimalsOf = (assetId: string) => (assetLabel(assetId).startsWith('USD') ? 2 : 0);

/** "12.50 USDC": an amount in its asset, as every reward on the pages reads. */
export const formatReward = (amount: string, assetId: string): string =>
  formatAsset(amount, assetLabel(assetId), minDecimalsOf(assetId));

export type RewardSummary =
  | { known: false; headline: string }
  | {
      known: true;
      /** "25.00 USDC on Solana" */
      headline: string;
      /** Who gets it, in words: "Shared by up to 5 winners", "For each of up to 3 winners", "For the winner". */
      scope: string;
    };

function scopeText(scope: string, winners: number): string {
  if (winners <= 1) return 'For the winner';
  return scope === 'legacy_per_worker' ? `For each of up to ${winners} winners` : `Shared by up to ${winners} winners`;
}

export function rewardSummary(reward: Reward): RewardSummary {
  if (!reward || reward.status !== 'advertised') return { known: false, headline: 'Reward not known' };
  return {
    known: true,
    headline: `${formatReward(reward.amount, reward.assetId)} on ${networkLabel(reward.network)}`,
    scope: scopeText(reward.scope, reward.winnerCount),
  };
}

/** The worker's own credit for one entry. */
export function earningText(earning: RewardEarning, zeroResult: boolean): string {
  if (earning.status === 'ready') {
    // Only the marketplace's own zero result says there is none: a missing amount is not zero (spec 2.5).
    if (zeroResult) return 'No reward for this entry';
    if (earning.amount === null) return 'Rewarded; the amount is not known';
    return earning.assetId
      ? `You received ${formatReward(earning.amount, earning.assetId)}`
      : // Grouped like every amount, with no decimals forced: which asset's places apply is not known.
        `You received ${formatAmount(earning.amount, 0)} (the asset is not known)`;
  }
  if (earning.status === 'pending') return 'Reward pending';
  return 'Reward not known';
}

/** The whole job's reward, said as the job's, not the worker's. */
export function jobRewardText(financials: RewardFinancials): string {
  if (!financials || financials.status === 'unavailable' || !financials.amount || !financials.assetId)
    return 'The job’s reward is not known';
  const total = formatReward(financials.amount, financials.assetId);
  const { winnersChosen: chosen, winnerCount: of } = financials;
  const winners = (n: number) => `${n} winner${n === 1 ? '' : 's'}`;
  // A count the marketplace left out is left out of the words, never guessed.
  const progress =
    chosen == null ? '' : of == null ? `; ${winners(chosen)} chosen` : `; ${chosen} of ${winners(of)} chosen`;
  return financials.scope === 'legacy_per_worker'
    ? `The job pays ${total} to each winner${progress}`
    : `The job’s pool is ${total}${progress}`;
}
