/**
 * Sign-In-With-X as this contract uses it (spec part 5): the chains, the
 * statement `<purpose>. Method: <METHOD>. Intent SHA-256: <hash>` over the
 * canonical request, the challenge a 402 carries and the proof header.
 */
import { canonicalJson } from './canonical-json';
import type { SignInChallenge, SiwxInfo } from './siwx-challenge';
import { NETWORKS, type Network } from './values';

export { canonicalJson };

export const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
export const BASE_MAINNET = 'eip155:8453';

export const CHAIN_OF: Record<Network, { chainId: string; type: 'ed25519' | 'eip191' }> = {
  solana: { chainId: SOLANA_MAINNET, type: 'ed25519' },
  base: { chainId: BASE_MAINNET, type: 'eip191' },
};

export function networkOfChain(chainId: string): Network | undefined {
  return NETWORKS.find((n) => CHAIN_OF[n].chainId === chainId);
}

export const SIWX_EXTENSION = 'sign-in-with-x';
export const SIWX_HEADER = 'sign-in-with-x';
export const PROOF_LIFETIME_SECONDS = 300;

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The intent a proof is bound to: the canonical JSON body (`{}` when there is
 * none), or for a GET the normalized query (`{}` without parameters).
 */
export const intentHash = (intent: unknown): Promise<string> => sha256Hex(canonicalJson(intent ?? {}));

export const buildStatement = (purpose: string, method: string, hash: string): string =>
  `${purpose}. Method: ${method}. Intent SHA-256: ${hash}`;

const STATEMENT = /^(?<purpose>.+)\. Method: (?<method>[A-Z]+)\. Intent SHA-256: (?<hash>[0-9a-f]{64})$/;

export function parseStatement(statement: string): { purpose: string; method: string; hash: string } | undefined {
  const groups = STATEMENT.exec(statement)?.groups;
  return groups ? { purpose: groups.purpose!, method: groups.method!, hash: groups.hash! } : undefined;
}

export type { SignInChallenge, SiwxInfo } from './siwx-challenge';

/** The proof the `SIGN-IN-WITH-X` header carries. */
export interface SiwxProof extends SiwxInfo {
  address: string;
  chainId: string;
  type: 'eip191' | 'ed25519';
  signature: string;
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Standard base64 of the UTF-8 JSON proof; absent optional fields are left out. */
export function encodeSiwxHeader(proof: SiwxProof): string {
  return base64(new TextEncoder().encode(JSON.stringify(proof)));
}

/** Decode a base64 JSON header (PAYMENT-REQUIRED and friends) without Node's Buffer. */
export function decodeBase64Json(header: string): unknown {
  const binary = atob(header);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

export function encodeBase64Json(value: unknown): string {
  return base64(new TextEncoder().encode(JSON.stringify(value)));
}

export interface ChallengeExpectation {
  /** The upstream origin the server will call, e.g. `https://wurkapi.fun`. */
  upstreamOrigin: string;
  /** Exact path (and query) of the request the proof is for. */
  path: string;
  method: 'GET' | 'POST';
  /** The request's body (POST) or normalized query (GET); `{}` when there is none. */
  intent?: unknown;
  /** The network of the wallet that will sign: the challenge must offer its chain. */
  network?: Network;
  /** The purpose the contract gives the route, when it gives one; `{service}` is the name the challenge advertises. */
  purpose?: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a challenge states the route's purpose, with any service name in place of `{service}`. */
export function statesPurpose(purpose: string, template: string): boolean {
  // A name, not a sentence: no full stop or line break, so no other statement can ride in its place.
  return new RegExp(`^${template.split('{service}').map(escapeRegExp).join('[^.\\n]{1,64}')}$`).test(purpose);
}

export type ChallengeCheck = { ok: true; info: SiwxInfo; purpose: string } | { ok: false; problem: string };

/**
 * Before anything is signed: is this challenge for exactly the request we are
 * about to make, on the upstream we are about to call? A proof signed for
 * anything else would be refused at best, and misused at worst.
 */
export async function checkChallenge(
  challenge: SignInChallenge,
  expected: ChallengeExpectation,
): Promise<ChallengeCheck> {
  const info = challenge.extensions[SIWX_EXTENSION].info;
  const uri = `${expected.upstreamOrigin}${expected.path}`;
  if (info.domain !== new URL(expected.upstreamOrigin).host)
    return { ok: false, problem: `The challenge names ${info.domain}, not ${new URL(expected.upstreamOrigin).host}.` };
  if (info.uri !== uri) return { ok: false, problem: `The challenge is for ${info.uri}, not ${uri}.` };
  if (info.resources && !info.resources.every((r) => r === uri))
    return { ok: false, problem: 'The challenge lists resources other than this request.' };
  // Proofs are valid at most five minutes (spec 5.3). Judged on the challenge's own times, not this device's clock,
  // which may be off by more than that.
  const lifetime = info.expirationTime ? Date.parse(info.expirationTime) - Date.parse(info.issuedAt) : undefined;
  if (lifetime !== undefined && !(lifetime > 0 && lifetime <= PROOF_LIFETIME_SECONDS * 1000))
    return { ok: false, problem: 'The challenge asks for a proof valid longer than five minutes, or for none at all.' };
  const statement = info.statement ? parseStatement(info.statement) : undefined;
  if (!statement) return { ok: false, problem: 'The challenge’s statement is not in the expected form.' };
  if (expected.purpose && !statesPurpose(statement.purpose, expected.purpose))
    return { ok: false, problem: `The challenge asks you to sign “${statement.purpose}”, which is not this request.` };
  if (statement.method !== expected.method)
    return { ok: false, problem: `The challenge is for ${statement.method}, not ${expected.method}.` };
  if (statement.hash !== (await intentHash(expected.intent ?? {})))
    return { ok: false, problem: 'The challenge is bound to a different request body.' };
  // A challenge that names its chains must name the wallet's (spec 5.3): a proof from another would be refused.
  const chains = challenge.extensions[SIWX_EXTENSION].supportedChains;
  if (expected.network && chains.length > 0 && !chains.some((c) => c.chainId === CHAIN_OF[expected.network!].chainId))
    return { ok: false, problem: 'The challenge is not for the network of this wallet.' };
  return { ok: true, info, purpose: statement.purpose };
}
