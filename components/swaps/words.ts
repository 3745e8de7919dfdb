/**
 * Swaps in plain words: what each state of 3.2 means to the person waiting,
 * the steps a swap goes through, how its fee is worked out, and where a past
 * swap was made. No raw state, code or atomic amount leaves this module.
 */
import type { Tone } from '@/components/ui/badge';
import { ASSET_NAMES } from '@/lib/marketplace/account/balances';
import { ASSET_ABOUT } from '@/lib/marketplace/asset-words';
import { ASSETS, type AssetId } from '@/lib/marketplace/assets';
import {
  BRIDGE_FEE_PERCENT,
  SLIPPAGE_PERCENT,
  SMALL_CONVERSION_FEE_PERCENT,
  SMALL_CONVERSION_THRESHOLDS,
  isCrossNetwork,
  legsOf,
  minimumOf,
  type SwapEstimate,
} from '@/lib/marketplace/swaps/rules';
import { formatAsset } from '@/lib/money';

export interface SwapWords {
  label: string;
  tone: Tone;
  /** One sentence on what is happening and what, if anything, to do. */
  meaning: string;
  /** Still moving by itself. */
  moving: boolean;
}

const WORDS: Record<string, SwapWords> = {
  pending: {
    label: 'Started',
    tone: 'brand',
    meaning: 'Your swap was accepted and the amount taken from your balance. It is being lined up.',
    moving: true,
  },
  initiated: {
    label: 'Converting',
    tone: 'brand',
    meaning: 'The conversion is under way. The new asset arrives in your balance when it completes.',
    moving: true,
  },
  bridge_pending: {
    label: 'Waiting for the bridge',
    tone: 'brand',
    meaning: 'Your swap was accepted and the amount taken from your balance. It is waiting to cross networks.',
    moving: true,
  },
  bridge_initiated: {
    label: 'Crossing networks',
    tone: 'brand',
    meaning: 'The amount is crossing the bridge to the other network. This takes about a minute.',
    moving: true,
  },
  bridge_review: {
    label: 'Held for review',
    tone: 'warning',
    meaning:
      'The bridge transfer needs a manual check before it can finish. Nothing is lost; new swaps wait until it is settled.',
    moving: false,
  },
  completed: {
    label: 'Completed',
    tone: 'success',
    meaning: 'The swap is done and the new asset is in your balance.',
    moving: false,
  },
  failed: {
    label: 'Failed',
    tone: 'danger',
    meaning: 'The swap did not go through. Check your balances.',
    moving: false,
  },
};

/** A state the contract may add later: shown as moving, never as a raw word. */
const UNKNOWN: SwapWords = {
  label: 'In progress',
  tone: 'neutral',
  meaning: 'The marketplace is still working on this swap.',
  moving: true,
};

export function swapWords(status: string, failureReason?: string | null): SwapWords {
  if (status === 'failed' && failureReason === 'SWAP_AMOUNT_TOO_SMALL') {
    return {
      ...WORDS.failed!,
      meaning: 'The amount was too small for anything to arrive, so your source amount was returned to your balance.',
    };
  }
  return WORDS[status] ?? UNKNOWN;
}

export type StepState = 'done' | 'current' | 'upcoming' | 'stopped';

/** The steps a swap of this pair goes through, and where this one is. */
export function swapSteps(status: string, crossNetwork: boolean): { label: string; state: StepState }[] {
  const order = crossNetwork
    ? ['bridge_pending', 'bridge_initiated', 'completed']
    : ['pending', 'initiated', 'completed'];
  const labels = crossNetwork
    ? ['Accepted', 'Crossing networks', 'Completed']
    : ['Accepted', 'Converting', 'Completed'];
  // Review holds the bridge step; a failure stops at the last step; an unknown state counts as accepted.
  const at = status === 'bridge_review' ? 1 : status === 'failed' ? 2 : Math.max(0, order.indexOf(status));
  return labels.map((label, i) => {
    if (i < at) return { label, state: 'done' };
    if (i > at) return { label, state: 'upcoming' };
    if (status === 'failed') return { label: 'Failed', state: 'stopped' };
    if (status === 'bridge_review') return { label: 'Held for review', state: 'stopped' };
    return { label, state: status === 'completed' ? 'done' : 'current' };
  });
}

export const assetName = (asset: string) => (asset in ASSET_NAMES ? ASSET_NAMES[asset as AssetId].name : asset);
/** What the two assets of a swap are, in words: tickers like NATIVE or SKR say nothing to most people. */
export const aboutPair = (from: AssetId, to: AssetId) =>
  from === to
    ? `${assetName(from)} is ${ASSET_ABOUT[from]}.`
    : `${assetName(from)} is ${ASSET_ABOUT[from]}; ${assetName(to)} is ${ASSET_ABOUT[to]}.`;
/** The token a balance of this asset is counted in (what the Money component shows after the amount). */
export const tokenOf = (asset: string) => (asset in ASSET_NAMES ? ASSET_NAMES[asset as AssetId].token : asset);

const SOURCES: Record<string, string> = { api: 'Here or by API', website: 'On the website', autoswap: 'AutoSwap' };
/** Where a past swap was made; nothing when the record does not say. */
export const sourceLabel = (source: string | undefined) => (source ? (SOURCES[source] ?? 'Elsewhere') : undefined);

/**
 * The estimate's fees in sentences: the bridge fee with its amount, the small
 * conversion fee or the slippage allowance, each with the rule that chose it.
 */
export function feeExplanation(from: AssetId, to: AssetId, estimate: SwapEstimate): string[] {
  const lines: string[] = [];
  if (estimate.bridgeFeeAmount !== null && estimate.bridgeGrossAmount !== null) {
    lines.push(
      `Crossing networks costs a ${BRIDGE_FEE_PERCENT}% bridge fee, rounded up to 0.000001: ${formatAsset(estimate.bridgeFeeAmount, 'USDC', 0)} of the ${formatAsset(estimate.bridgeGrossAmount, 'USDC', 0)} crossing.`,
    );
  }
  const conversion = estimate.legs.find((leg) => leg.kind === 'conversion');
  if (conversion && estimate.smallConversion !== null) {
    const threshold = SMALL_CONVERSION_THRESHOLDS[conversion.from];
    const limit = threshold ? ` (${formatAsset(threshold, ASSET_NAMES[conversion.from].token, 0)} or less)` : '';
    lines.push(
      estimate.smallConversion
        ? `This is a small conversion${limit}, so it carries a ${SMALL_CONVERSION_FEE_PERCENT}% fee; what you receive is fixed at the estimate.`
        : `The conversion is priced when it runs: you receive the estimate, or at least the minimum shown (a ${SLIPPAGE_PERCENT}% slippage allowance).`,
    );
  }
  if (!isCrossNetwork(from, to) && conversion === undefined) lines.push('This swap has no fee.');
  return lines;
}

/**
 * The fee rules of a pair in words, without amounts: against the live
 * service, which prices each swap itself and publishes no prices, nothing is
 * computed from made-up ones.
 */
export function feeRules(from: AssetId, to: AssetId): string[] {
  const lines: string[] = [];
  if (isCrossNetwork(from, to))
    lines.push(
      `Crossing networks costs a ${BRIDGE_FEE_PERCENT}% bridge fee on the stablecoin amount crossing, rounded up to 0.000001.`,
    );
  for (const leg of legsOf(from, to)) {
    if (leg.kind !== 'conversion') continue;
    const threshold = SMALL_CONVERSION_THRESHOLDS[leg.from];
    const small = threshold ? `of ${formatAsset(threshold, ASSET_NAMES[leg.from].token, 0)} or less` : 'that are small';
    lines.push(
      `Converting ${assetName(leg.from)} to ${assetName(leg.to)}: conversions ${small} carry a ${SMALL_CONVERSION_FEE_PERCENT}% fee; larger ones are priced when they run, within a ${SLIPPAGE_PERCENT}% slippage allowance.`,
    );
  }
  if (lines.length === 0) lines.push('This swap has no fee.');
  return lines;
}

/** The pair's minimum in words, when it has one. */
export function minimumWords(from: AssetId, to: AssetId): string | undefined {
  const minimum = minimumOf(from, to);
  return minimum
    ? `Swaps from ${assetName(from)} to ${assetName(to)} start at ${formatAsset(minimum, ASSETS[from].label, 0)}.`
    : undefined;
}
