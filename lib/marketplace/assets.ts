/** Platform asset ids and their precision (spec 2.9). */
export const ASSETS = {
  SOL: { decimals: 9, label: 'SOL', network: 'solana' },
  NATIVE: { decimals: 0, label: 'NATIVE', network: 'solana' },
  USDC: { decimals: 6, label: 'USDC', network: 'solana' },
  SKR: { decimals: 6, label: 'SKR', network: 'solana' },
  USDC_BASE: { decimals: 6, label: 'USDC', network: 'base' },
  USDG_ALT: { decimals: 6, label: 'USDG', network: 'alt' },
} as const;

export type AssetId = keyof typeof ASSETS;
export const ASSET_IDS = Object.keys(ASSETS) as AssetId[];

/** USDC on the mainnets the live marketplace is paid on (6 decimals each). */
export const MAINNET_USDC = {
  solana: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  base: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913',
} as const;
