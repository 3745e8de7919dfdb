import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_PERSONAS, type SandboxPersona } from '../personas-public';
import { solanaKeySigner } from '@/lib/wallet/key-signers';
import { personaEvmAccount, personaSolanaKeypair } from '@/lib/wallet/sandbox-keys';
import type { MessageSigner } from '@/lib/wallet/siwx';
import { personaAccountId, personaWallet } from '../personas';
import { accountFor, startSandbox, type RunningSandbox } from './harness';

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.stop());

/** The persona's wallet as the browser derives it. */
async function browserSigner(persona: SandboxPersona): Promise<MessageSigner> {
  if (persona.network === 'solana')
    return solanaKeySigner((await personaSolanaKeypair(persona.id)).secretKey.slice(0, 32));
  const account = await personaEvmAccount(persona.id);
  return { network: 'base', address: account.address, signMessage: (message) => account.signMessage({ message }) };
}

describe('sandbox personas', () => {
  it.each(SANDBOX_PERSONAS.map((p) => [p.id, p] as const))(
    '%s signs in with the browser’s derived key to its seeded account',
    async (_id, persona) => {
      const signer = await browserSigner(persona);
      expect(signer.address).toBe(personaWallet(persona.id).address);
      expect((await accountFor(sb, signer)).accountId).toBe(personaAccountId(persona.id));
    },
  );
});
