/**
 * The sandbox personas' wallets (see personas-public.ts) and
 * their accounts, created by the seed so each area's seed can give them a
 * history. A persona signs in through account access like any wallet.
 */
import { createHash } from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519';
import bs58 from 'bs58';
import { privateKeyToAccount } from 'viem/accounts';
import { SANDBOX_PERSONAS, seedPhraseOf, type PersonaId } from './personas-public';
import type { Network } from '@/lib/marketplace/schema';
import { hashHex } from './seed/random';

const keyBytesOf = (id: PersonaId) => createHash('sha256').update(seedPhraseOf(id)).digest();

/** The persona's wallet address (base58 on Solana, EIP-55 on Base). */
export function personaWallet(id: PersonaId): { network: Network; address: string } {
  const persona = SANDBOX_PERSONAS.find((p) => p.id === id)!;
  const key = keyBytesOf(id);
  const address =
    persona.network === 'solana'
      ? bs58.encode(ed25519.getPublicKey(key))
      : privateKeyToAccount(`0x${key.toString('hex')}`).address;
  return { network: persona.network, address };
}

/** The persona's account id, stable across resets. */
export const personaAccountId = (id: PersonaId): string => `acc_${hashHex('persona', id).slice(0, 20)}`;
