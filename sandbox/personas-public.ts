/**
 * The one part of the sandbox the dashboard's browser may import (the wallet
 * picker offers the personas; lib/wallet/sandbox-keys.ts derives their keys):
 * a plain list with no imports, so the browser bundle gets these lines and none
 * of the sandbox program. The sandbox seeds their accounts (personas.ts).
 *
 * Sandbox personas: well-known wallets whose accounts the sandbox seeds with a
 * history (a seller with listings, a worker with entries, a creator with jobs,
 * an earner with balances and earnings), so a newcomer sees every area with
 * something in it. Their keys are derived from public seed phrases: they are
 * test wallets, offered only when the upstream is the sandbox. (The burner
 * sandbox wallets stay random and start empty.)
 *
 * Both sides derive the same key from `seedPhraseOf(id)`: 32 bytes of SHA-256,
 * an Ed25519 seed on Solana or a secp256k1 private key on Base.
 */
export const SANDBOX_PERSONAS = [
  {
    id: 'seller',
    network: 'solana',
    label: 'Sandbox seller',
    summary: 'Listings in every state and a public seller profile.',
  },
  {
    id: 'worker',
    network: 'solana',
    label: 'Sandbox worker',
    summary: 'Entries to jobs in every state, some rewarded.',
  },
  {
    id: 'creator',
    network: 'base',
    label: 'Sandbox creator',
    summary: 'Jobs in several states, with entries to review.',
  },
  {
    id: 'earner',
    network: 'solana',
    label: 'Sandbox earner',
    summary: 'Balances on every asset and 90 days of earnings.',
  },
] as const;

export type SandboxPersona = (typeof SANDBOX_PERSONAS)[number];
export type PersonaId = SandboxPersona['id'];

export const seedPhraseOf = (id: PersonaId): string => `marketplace sandbox persona: ${id}`;
