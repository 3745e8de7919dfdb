/**
 * Signing a SIWX challenge: the EIP-4361 message on Base (built with viem, the
 * same text the official verifier rebuilds) and the SIWS message on Solana
 * (short enough to build here, without the helpers' Node-only dependencies).
 */
import { createSiweMessage } from 'viem/siwe';
import { CHAIN_OF, encodeSiwxHeader, type SiwxInfo, type SiwxProof } from '@/lib/marketplace/siwx';
import { type Network } from '@/lib/marketplace/schema';

export function siweText(info: SiwxInfo, address: `0x${string}`, chainId: string): string {
  return createSiweMessage({
    domain: info.domain,
    address,
    statement: info.statement || undefined,
    uri: info.uri,
    version: '1',
    chainId: Number(chainId.split(':')[1]),
    nonce: info.nonce,
    issuedAt: new Date(info.issuedAt),
    expirationTime: info.expirationTime ? new Date(info.expirationTime) : undefined,
    notBefore: info.notBefore ? new Date(info.notBefore) : undefined,
    requestId: info.requestId,
    resources: info.resources,
  });
}

export function siwsText(info: SiwxInfo, address: string, chainId: string): string {
  const lines = [`${info.domain} wants you to sign in with your Solana account:`, address, ''];
  if (info.statement) lines.push(info.statement, '');
  lines.push(
    `URI: ${info.uri}`,
    `Version: ${info.version}`,
    `Chain ID: ${chainId.split(':')[1]}`,
    `Nonce: ${info.nonce}`,
    `Issued At: ${info.issuedAt}`,
  );
  if (info.expirationTime) lines.push(`Expiration Time: ${info.expirationTime}`);
  if (info.notBefore) lines.push(`Not Before: ${info.notBefore}`);
  if (info.requestId) lines.push(`Request ID: ${info.requestId}`);
  if (info.resources?.length) lines.push('Resources:', ...info.resources.map((r) => `- ${r}`));
  return lines.join('\n');
}

/** A wallet that can sign a text message: hex signature on Base, base58 on Solana. */
export interface MessageSigner {
  network: Network;
  address: string;
  signMessage: (text: string) => Promise<string>;
}

function siwxMessageFor(info: SiwxInfo, signer: Pick<MessageSigner, 'network' | 'address'>): string {
  const { chainId } = CHAIN_OF[signer.network];
  return signer.network === 'base'
    ? siweText(info, signer.address as `0x${string}`, chainId)
    : siwsText(info, signer.address, chainId);
}

/** Sign the challenge's info unchanged and return the SIGN-IN-WITH-X header value. */
export async function signSiwxChallenge(info: SiwxInfo, signer: MessageSigner): Promise<string> {
  const { chainId, type } = CHAIN_OF[signer.network];
  const signature = await signer.signMessage(siwxMessageFor(info, signer));
  const proof: SiwxProof = {
    domain: info.domain,
    address: signer.address,
    statement: info.statement || undefined,
    uri: info.uri,
    version: info.version,
    chainId,
    type,
    nonce: info.nonce,
    issuedAt: info.issuedAt,
    expirationTime: info.expirationTime,
    notBefore: info.notBefore,
    requestId: info.requestId,
    resources: info.resources,
    signature,
  };
  return encodeSiwxHeader(proof);
}
