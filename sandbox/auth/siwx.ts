/**
 * SIWX on the sandbox: issuing the free sign-in challenge and verifying proofs.
 * Signatures are checked with the official x402 helpers; everything those skip
 * is checked here: the nonce was issued by this server and is unused, the
 * statement, URI, resources and method are exactly what was issued for this
 * request, the chain is supported, and the five-minute window on our clock.
 */
import { randomBytes } from 'node:crypto';
import { buildSIWxSchema, parseSIWxHeader, verifySIWxSignature } from '@x402/extensions/sign-in-with-x';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { getAddress } from 'viem';
import {
  CHAIN_OF,
  PROOF_LIFETIME_SECONDS,
  SIWX_EXTENSION,
  buildStatement,
  encodeBase64Json,
  intentHash,
  networkOfChain,
} from '@/lib/marketplace/siwx';
import { siwxNonces } from '../db/schema';
import type { SandboxDeps } from '../deps';
import { fail } from '../http/errors';
import type { RequestInfo } from '../http/contract';
import { hasUnstorableText, type Network } from '@/lib/marketplace/schema';

export interface SiwxIdentity {
  network: Network;
  address: string;
  chainId: string;
}

/** The exact resource a proof is bound to: this server's origin as called, the path (alias included) and the query. */
function resourceUri(info: RequestInfo): string {
  return `${info.url.protocol}//${info.url.host}${info.url.pathname}${info.url.search}`;
}

/** What the request asks for: the canonical body, or the normalized query for GET. */
function requestIntent(info: RequestInfo, parsedQuery: unknown): unknown {
  return info.request.method === 'GET' ? (parsedQuery ?? {}) : (info.rawJson ?? {});
}

export async function statementFor(info: RequestInfo, purpose: string, parsedQuery: unknown): Promise<string> {
  return buildStatement(purpose, info.request.method, await intentHash(requestIntent(info, parsedQuery)));
}

const SUPPORTED_CHAINS = Object.values(CHAIN_OF).map(({ chainId, type }) => ({ chainId, type }));

/** HTTP 402 with `accepts: []` and the sign-in-with-x extension: free, nothing to pay. */
export async function signInChallenge(
  deps: SandboxDeps,
  info: RequestInfo,
  purpose: string,
  statement: string,
): Promise<Response> {
  const now = deps.clock.now();
  const uri = resourceUri(info);
  const nonce = randomBytes(16).toString('hex');
  const issuedAt = new Date(now);
  const expiresAt = new Date(now + PROOF_LIFETIME_SECONDS * 1000);
  await deps.db.delete(siwxNonces).where(lt(siwxNonces.expiresAt, new Date(now - 3_600_000)));
  await deps.db
    .insert(siwxNonces)
    .values({ nonce, method: info.request.method, uri, domain: info.url.host, statement, issuedAt, expiresAt });
  const body = {
    x402Version: 2,
    error:
      'Sign-in required: sign the statement with a Solana or Base wallet and repeat the same request with SIGN-IN-WITH-X.',
    resource: { url: uri, description: purpose, mimeType: 'application/json' },
    accepts: [],
    extensions: {
      [SIWX_EXTENSION]: {
        info: {
          domain: info.url.host,
          uri,
          statement,
          version: '1',
          nonce,
          issuedAt: issuedAt.toISOString(),
          expirationTime: expiresAt.toISOString(),
          resources: [uri],
        },
        supportedChains: SUPPORTED_CHAINS,
        schema: buildSIWxSchema(),
      },
    },
  };
  return new Response(JSON.stringify(body), {
    status: 402,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'payment-required': encodeBase64Json(body),
      'cache-control': 'no-store',
    },
  });
}

const MAX_HEADER = 12_000;
const CLOCK_SKEW_MS = 30_000;

function sameList(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return (a ?? []).length === b.length && b.every((item, i) => a?.[i] === item);
}

/** Verify the request's SIGN-IN-WITH-X proof for this exact request; consumes its nonce. */
export async function verifyProof(
  deps: SandboxDeps,
  info: RequestInfo,
  expectedStatement: string,
): Promise<SiwxIdentity> {
  const header = info.request.headers.get('sign-in-with-x') ?? '';
  if (header.trim() === '' || header.length > MAX_HEADER)
    throw fail(401, 'SIWX_INVALID_PROOF', 'The SIGN-IN-WITH-X header must be nonempty and at most 12,000 characters.');

  let proof: ReturnType<typeof parseSIWxHeader>;
  try {
    proof = parseSIWxHeader(header);
  } catch {
    throw fail(
      401,
      'SIWX_INVALID_PROOF',
      'The SIGN-IN-WITH-X header is not a valid proof (base64 JSON with the sign-in-with-x fields).',
    );
  }
  // A nonce the database cannot even look up (NUL, half a surrogate pair) is one this server never issued.
  if (hasUnstorableText(proof))
    throw fail(
      401,
      'SIWX_INVALID_PROOF',
      'The proof’s nonce was not issued by this server. Ask for a fresh challenge.',
    );

  const network = networkOfChain(proof.chainId);
  if (!network || CHAIN_OF[network].type !== proof.type) {
    throw fail(
      401,
      'SIWX_CHAIN_MISMATCH',
      `Chain ${proof.chainId} (${proof.type}) is not supported; use Solana mainnet or Base (eip155:8453).`,
    );
  }

  const [issued] = await deps.db.select().from(siwxNonces).where(eq(siwxNonces.nonce, proof.nonce)).limit(1);
  if (!issued)
    throw fail(
      401,
      'SIWX_INVALID_PROOF',
      'The proof’s nonce was not issued by this server. Ask for a fresh challenge.',
    );
  if (issued.usedAt) throw fail(409, 'SIWX_NONCE_ALREADY_USED', 'This proof was already used. Sign a new challenge.');

  const uri = resourceUri(info);
  if (proof.domain !== info.url.host || issued.domain !== info.url.host)
    throw fail(401, 'SIWX_RESOURCE_MISMATCH', `The proof was signed for ${proof.domain}, not ${info.url.host}.`);
  if (proof.uri !== uri || issued.uri !== uri || !sameList(proof.resources, [uri])) {
    throw fail(
      401,
      'SIWX_RESOURCE_MISMATCH',
      'The proof was signed for a different path, alias or query. Get a fresh challenge for this exact request.',
    );
  }
  if (issued.method !== info.request.method)
    throw fail(401, 'SIWX_SCOPE_MISMATCH', `The proof was issued for ${issued.method}, not ${info.request.method}.`);
  if (proof.statement !== issued.statement)
    throw fail(401, 'SIWX_SCOPE_MISMATCH', 'The signed statement is not the one this server issued.');
  if (expectedStatement !== issued.statement)
    throw fail(
      401,
      'SIWX_SCOPE_MISMATCH',
      'The request changed since the challenge: its body or query no longer matches the signed intent.',
    );
  if (
    proof.version !== '1' ||
    proof.issuedAt !== issued.issuedAt.toISOString() ||
    proof.expirationTime !== issued.expiresAt.toISOString()
  ) {
    throw fail(401, 'SIWX_INVALID_PROOF', 'The proof’s version or times are not the ones this server issued.');
  }

  const now = deps.clock.now();
  const issuedAt = issued.issuedAt.getTime();
  if (
    now > issued.expiresAt.getTime() ||
    now - issuedAt > PROOF_LIFETIME_SECONDS * 1000 ||
    issuedAt > now + CLOCK_SKEW_MS
  ) {
    throw fail(401, 'SIWX_INVALID_TIME', 'The proof is outside its five-minute window. Get a fresh challenge.');
  }

  let verified: Awaited<ReturnType<typeof verifySIWxSignature>>;
  try {
    verified = await verifySIWxSignature(proof);
  } catch {
    throw fail(401, 'SIWX_INVALID_SIGNATURE', 'The signature does not verify for this message.');
  }
  if (!verified.isValid)
    throw fail(401, 'SIWX_INVALID_SIGNATURE', 'The signature does not verify for this message and address.');

  const [consumed] = await deps.db
    .update(siwxNonces)
    .set({ usedAt: new Date(now) })
    .where(and(eq(siwxNonces.nonce, issued.nonce), isNull(siwxNonces.usedAt)))
    .returning({ nonce: siwxNonces.nonce });
  if (!consumed) throw fail(409, 'SIWX_NONCE_ALREADY_USED', 'This proof was already used. Sign a new challenge.');

  return { network, address: network === 'base' ? getAddress(proof.address) : proof.address, chainId: proof.chainId };
}
