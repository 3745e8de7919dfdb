/**
 * Sandbox wallets: a burner Solana key pair and a local EVM key, kept in this
 * browser's storage so a newcomer can sign in and pay with no extension, or a
 * sandbox persona's key (an account the sandbox seeds with a history) in their
 * place. They are only ever offered when the upstream is the sandbox.
 */
import { Keypair } from '@solana/web3.js';
import bs58 from 'bs58';
import { bytesToHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { Network } from '@/lib/marketplace/schema';
import { seedPhraseOf, type PersonaId } from '@/sandbox/personas-public';

/** Where this browser keeps each network's burner key (Solana: base58 of the 64-byte secret key; Base: hex). */
export const BURNER_KEY: Record<Network, string> = {
  solana: 'marketplace.sandbox-wallet.solana.v1',
  base: 'marketplace.sandbox-wallet.evm.v1',
};
const SOLANA_KEY = BURNER_KEY.solana;
const EVM_KEY = BURNER_KEY.base;
/** The key of the persona a network's sandbox wallet stands in for, when one was chosen. */
export const PERSONA_KEY: Record<Network, string> = {
  solana: 'marketplace.sandbox-persona.solana.v1',
  base: 'marketplace.sandbox-persona.evm.v1',
};

export function sandboxSolanaKeypair(): Keypair {
  const persona = localStorage.getItem(PERSONA_KEY.solana);
  if (persona) return Keypair.fromSecretKey(bs58.decode(persona));
  const stored = localStorage.getItem(SOLANA_KEY);
  if (stored) return Keypair.fromSecretKey(bs58.decode(stored));
  const keypair = Keypair.generate();
  localStorage.setItem(SOLANA_KEY, bs58.encode(keypair.secretKey));
  return keypair;
}

export function sandboxEvmAccount(): PrivateKeyAccount {
  const persona = localStorage.getItem(PERSONA_KEY.base) as `0x${string}` | null;
  if (persona) return privateKeyToAccount(persona);
  let key = localStorage.getItem(EVM_KEY) as `0x${string}` | null;
  if (!key) {
    key = generatePrivateKey();
    localStorage.setItem(EVM_KEY, key);
  }
  return privateKeyToAccount(key);
}

/** Forget the sandbox keys and personas; the next use creates new wallets (and new sandbox accounts). */
export function resetSandboxWallets(): void {
  for (const key of [SOLANA_KEY, EVM_KEY, PERSONA_KEY.solana, PERSONA_KEY.base]) localStorage.removeItem(key);
}

/** Which key a network's sandbox wallet signs with from now on: a persona's, or (null) this browser's own burner. */
export async function chooseSandboxIdentity(network: Network, persona: PersonaId | null): Promise<void> {
  if (!persona) return localStorage.removeItem(PERSONA_KEY[network]);
  const key =
    network === 'solana'
      ? bs58.encode((await personaSolanaKeypair(persona)).secretKey)
      : bytesToHex(await personaKeyBytes(persona));
  localStorage.setItem(PERSONA_KEY[network], key);
}

/** A sandbox persona's key: SHA-256 of its public seed phrase (the sandbox seeds the same wallet's account). */
const personaKeyBytes = async (id: PersonaId) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(seedPhraseOf(id))));

export const personaSolanaKeypair = async (id: PersonaId): Promise<Keypair> =>
  Keypair.fromSeed(await personaKeyBytes(id));

export const personaEvmAccount = async (id: PersonaId): Promise<PrivateKeyAccount> =>
  privateKeyToAccount(bytesToHex(await personaKeyBytes(id)));

/**
 * The address a sandbox wallet would sign with as `persona` (or, null, this
 * browser's burner), known without connecting; undefined while the burner has
 * no key yet (it would be a new account).
 */
export async function sandboxAddress(network: Network, persona: PersonaId | null): Promise<string | undefined> {
  if (persona)
    return network === 'solana'
      ? (await personaSolanaKeypair(persona)).publicKey.toBase58()
      : (await personaEvmAccount(persona)).address;
  const stored = localStorage.getItem(BURNER_KEY[network]);
  if (!stored) return undefined;
  return network === 'solana'
    ? Keypair.fromSecretKey(bs58.decode(stored)).publicKey.toBase58()
    : privateKeyToAccount(stored as `0x${string}`).address;
}
