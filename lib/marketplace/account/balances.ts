/** The private profile's balances, by platform asset id (spec 2.11): one place that maps the profile's networks to assets. */
import type { AssetId } from '../assets';
import type { Profile } from './contract';

export type Balances = Record<AssetId, string>;

export function balancesOfProfile(profile: Pick<Profile, 'balances'>): Balances {
  const { solana, base, alt } = profile.balances;
  return {
    SOL: solana.SOL,
    USDC: solana.USDC,
    NATIVE: solana.NATIVE,
    SKR: solana.SKR,
    USDC_BASE: base.USDC,
    USDG_ALT: alt.USDG,
  };
}

/** The same balances written back into a profile (after a swap answers with every balance). */
export function withBalances<P extends Pick<Profile, 'balances'>>(profile: P, balances: Balances): P {
  return {
    ...profile,
    balances: {
      ...profile.balances,
      solana: {
        ...profile.balances.solana,
        SOL: balances.SOL,
        USDC: balances.USDC,
        NATIVE: balances.NATIVE,
        SKR: balances.SKR,
      },
      base: { ...profile.balances.base, USDC: balances.USDC_BASE },
      alt: { ...profile.balances.alt, USDG: balances.USDG_ALT },
    },
  };
}

/** How people name each asset: the token, and its network where the token name alone is ambiguous. */
export const ASSET_NAMES: Record<AssetId, { token: string; network: string; name: string }> = {
  SOL: { token: 'SOL', network: 'Solana', name: 'SOL' },
  USDC: { token: 'USDC', network: 'Solana', name: 'USDC on Solana' },
  NATIVE: { token: 'NATIVE', network: 'Solana', name: 'NATIVE' },
  SKR: { token: 'SKR', network: 'Solana', name: 'SKR' },
  USDC_BASE: { token: 'USDC', network: 'Base', name: 'USDC on Base' },
  USDG_ALT: { token: 'USDG', network: 'Alt', name: 'USDG' },
};
