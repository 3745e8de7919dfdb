/**
 * What each platform asset is, in words, for people who do not know the
 * ticker (spec 1 and 2.9: NATIVE is the service's own token, in whole
 * tokens; the others are Solana, Base and Alt tokens).
 */
import type { AssetId } from './assets';

export const ASSET_ABOUT: Record<AssetId, string> = {
  SOL: 'Solana’s own coin',
  USDC: 'the US-dollar stablecoin, on Solana',
  NATIVE: 'the marketplace’s own token, counted in whole tokens',
  SKR: 'the SKR token, on Solana',
  USDC_BASE: 'the US-dollar stablecoin, on Base',
  USDG_ALT: 'the USDG stablecoin, on the Alt network',
};
