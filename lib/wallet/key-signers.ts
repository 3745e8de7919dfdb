/**
 * Key-backed signers for Node code (never bundled into pages): the server's
 * reader account, tests and scripts. A viem local account on Base and an
 * Ed25519 key pair on Solana.
 */
import { createKeyPairFromPrivateKeyBytes, getAddressFromPublicKey, getBase58Decoder, signBytes } from '@solana/kit';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { MessageSigner } from './siwx';

export function evmKeySigner(
  privateKey: `0x${string}` = generatePrivateKey(),
): MessageSigner & { privateKey: `0x${string}` } {
  const account = privateKeyToAccount(privateKey);
  return {
    network: 'base',
    address: account.address,
    privateKey,
    signMessage: (text) => account.signMessage({ message: text }),
  };
}

export async function solanaKeySigner(
  seed: Uint8Array = crypto.getRandomValues(new Uint8Array(32)),
): Promise<MessageSigner & { seed: Uint8Array }> {
  const keys = await createKeyPairFromPrivateKeyBytes(seed, true);
  const address = await getAddressFromPublicKey(keys.publicKey);
  return {
    network: 'solana',
    address,
    seed,
    signMessage: async (text) =>
      getBase58Decoder().decode(await signBytes(keys.privateKey, new TextEncoder().encode(text))),
  };
}
