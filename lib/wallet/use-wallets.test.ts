import { describe, expect, it } from 'vitest';
import { canSignOnSolana } from './use-wallets';

/** A Wallet Standard adapter before it is connected: no signing methods yet, only the wallet's features. */
const standard = (features: string[]) => ({ standard: true, name: 'Phantom', wallet: { features: Object.fromEntries(features.map((f) => [f, {}])) } });

describe('Solana wallets offered', () => {
  it('offers a Wallet Standard wallet by its features, before it is connected', () => {
    expect(canSignOnSolana(standard(['standard:connect', 'solana:signMessage', 'solana:signTransaction']))).toBe(true);
    expect(canSignOnSolana(standard(['standard:connect', 'solana:signTransaction']))).toBe(false);
    expect(canSignOnSolana(standard(['standard:connect', 'solana:signMessage', 'solana:signAndSendTransaction']))).toBe(false);
  });

  it('offers a classic adapter by its methods', () => {
    expect(canSignOnSolana({ name: 'Classic', signMessage: () => undefined, signTransaction: () => undefined })).toBe(true);
    expect(canSignOnSolana({ name: 'Classic', signTransaction: () => undefined })).toBe(false);
  });
});
