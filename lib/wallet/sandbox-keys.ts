/**
 * Sandbox wallets: a burner Solana key pair and a local EVM key, kept in this
 * browser's storage so a newcomer can sign in and pay with no extension. They
 * are only ever offered when the upstream is the sandbox.
 */
import { Keypair } from '@solana/web3.js';
import bs58 from 'bs58';
import { bytesToHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { seedPhraseOf, type PersonaId } from '@/lib/marketplace/sandbox-personas';

const SOLANA_KEY = 'marketplace.sandbox-wallet.solana.v1';
const EVM_KEY = 'marketplace.sandbox-wallet.evm.v1';

export function sandboxSolanaKeypair(): Keypair {
  const stored = localStorage.getItem(SOLANA_KEY);
  if (stored) return Keypair.fromSecretKey(bs58.decode(stored));
  const keypair = Keypair.generate();
  localStorage.setItem(SOLANA_KEY, bs58.encode(keypair.secretKey));
  return keypair;
}

export function sandboxEvmAccount(): PrivateKeyAccount {
  let key = localStorage.getItem(EVM_KEY) as `0x${string}` | null;
  if (!key) {
    key = generatePrivateKey();
    localStorage.setItem(EVM_KEY, key);
  }
  return privateKeyToAccount(key);
}

/** Forget both sandbox keys; the next use creates new wallets (and new sandbox accounts). */
export function resetSandboxWallets(): void {
  localStorage.removeItem(SOLANA_KEY);
  localStorage.removeItem(EVM_KEY);
}

/** A sandbox persona's key: SHA-256 of its public seed phrase (the sandbox seeds the same wallet's account). */
const personaKeyBytes = async (id: PersonaId) => new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(seedPhraseOf(id))));

export const personaSolanaKeypair = async (id: PersonaId): Promise<Keypair> => Keypair.fromSeed(await personaKeyBytes(id));

export const personaEvmAccount = async (id: PersonaId): Promise<PrivateKeyAccount> => privateKeyToAccount(bytesToHex(await personaKeyBytes(id)));
