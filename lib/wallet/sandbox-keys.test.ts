import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chooseSandboxIdentity,
  personaEvmAccount,
  personaSolanaKeypair,
  resetSandboxWallets,
  sandboxEvmAccount,
  sandboxSolanaKeypair,
} from './sandbox-keys';

/** This browser's storage, as the wallets see it. */
function stubStorage() {
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  });
}

describe('sandbox identities', () => {
  beforeEach(stubStorage);

  it('signs with a chosen persona’s key on its network, and with the same burner again once the burner is chosen', async () => {
    const burner = sandboxSolanaKeypair().publicKey.toBase58();
    await chooseSandboxIdentity('solana', 'seller');
    expect(sandboxSolanaKeypair().publicKey.toBase58()).toBe(
      (await personaSolanaKeypair('seller')).publicKey.toBase58(),
    );
    expect(sandboxSolanaKeypair().publicKey.toBase58()).not.toBe(burner);
    await chooseSandboxIdentity('solana', null);
    expect(sandboxSolanaKeypair().publicKey.toBase58()).toBe(burner);
  });

  it('keeps each network’s choice apart', async () => {
    const evmBurner = sandboxEvmAccount().address;
    await chooseSandboxIdentity('base', 'creator');
    expect(sandboxEvmAccount().address).toBe((await personaEvmAccount('creator')).address);
    await chooseSandboxIdentity('solana', 'earner');
    expect(sandboxEvmAccount().address).toBe((await personaEvmAccount('creator')).address);
    await chooseSandboxIdentity('base', null);
    expect(sandboxEvmAccount().address).toBe(evmBurner);
  });

  it('forgets burners and personas on reset', async () => {
    const burner = sandboxSolanaKeypair().publicKey.toBase58();
    await chooseSandboxIdentity('solana', 'worker');
    resetSandboxWallets();
    const fresh = sandboxSolanaKeypair().publicKey.toBase58();
    expect(fresh).not.toBe(burner);
    expect(fresh).not.toBe((await personaSolanaKeypair('worker')).publicKey.toBase58());
  });
});
