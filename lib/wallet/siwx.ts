/**
 * Signing a SIWX challenge: the EIP-4361 message on Base and the SIWS message
 * on Solana, both built here from the challenge's own strings. The verifier
 * rebuilds the text from the fields exactly as sent, so a time is never
 * reformatted (viem's `createSiweMessage` takes Dates and writes them back with
 * milliseconds, which a challenge issued without them would not match).
 */
import { getAddress } from 'viem';
import { CHAIN_OF, decodeBase64Json, encodeSiwxHeader, type SiwxInfo, type SiwxProof } from '@/lib/marketplace/siwx';
import { type Network } from '@/lib/marketplace/schema';

/** The lines after the statement, the same in both texts (EIP-4361 and its Solana form). */
function fieldLines(info: SiwxInfo, chainReference: string): string[] {
  const lines = [
    `URI: ${info.uri}`,
    `Version: ${info.version}`,
    `Chain ID: ${chainReference}`,
    `Nonce: ${info.nonce}`,
    `Issued At: ${info.issuedAt}`,
  ];
  if (info.expirationTime) lines.push(`Expiration Time: ${info.expirationTime}`);
  if (info.notBefore) lines.push(`Not Before: ${info.notBefore}`);
  if (info.requestId) lines.push(`Request ID: ${info.requestId}`);
  if (info.resources?.length) lines.push('Resources:', ...info.resources.map((r) => `- ${r}`));
  return lines;
}

/** EIP-4361, laid out as viem's `createSiweMessage` and the official verifier lay it out; the address checksummed. */
export function siweText(info: SiwxInfo, address: `0x${string}`, chainId: string): string {
  const head = [`${info.domain} wants you to sign in with your Ethereum account:`, getAddress(address), ''];
  const statement = info.statement ? [info.statement, ''] : [''];
  return [...head, ...statement, ...fieldLines(info, chainId.split(':')[1]!)].join('\n');
}

export function siwsText(info: SiwxInfo, address: string, chainId: string): string {
  const lines = [`${info.domain} wants you to sign in with your Solana account:`, address, ''];
  if (info.statement) lines.push(info.statement, '');
  return [...lines, ...fieldLines(info, chainId.split(':')[1]!)].join('\n');
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

/**
 * Whether a Base proof was signed by a smart account (EIP-1271/6492): its signature is longer than an ordinary
 * account's 65 bytes. A verifier that checks only ordinary signatures refuses it, which is then said plainly.
 */
export function signedBySmartAccount(proofHeader: string): boolean {
  const { signature, type } = decodeBase64Json(proofHeader) as { signature?: unknown; type?: unknown };
  return type === 'eip191' && typeof signature === 'string' && /^0x[0-9a-fA-F]{132,}$/.test(signature);
}
