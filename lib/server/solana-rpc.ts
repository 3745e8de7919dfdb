/**
 * The Solana JSON-RPC relay (`POST /api/solana-rpc`) for the browser's x402
 * payment client, so the browser talks only to this app. It relays exactly the
 * two reads that client makes, and nothing else:
 * - `getAccountInfo` of a USDC mint (the client reads the mint's decimals);
 * - `getLatestBlockhash`.
 * Only for a browser with a session (the checkout that asks for a payment has
 * created one), at most RPC_CALLS_PER_MINUTE per session, and only to the
 * configured RPC (SOLANA_RPC_URL, or the sandbox's own): the request names
 * nothing about where it goes.
 */
import 'server-only';
import * as z from 'zod/mini';
import { parseRetryAfter } from '@/lib/marketplace/errors';
import { safeParse } from '@/lib/marketplace/schema';
import { getEnv } from './env';
import { errorResponse } from './http';
import { RateLimiter } from './rate-limit';
import { routeHandler } from './route-handler';

/** A JSON-RPC call of the payment client is about a hundred bytes. */
const BODY_LIMIT = 2048;
export const RPC_CALLS_PER_MINUTE = 20;
/** The wait given when the RPC refuses without naming one. */
const RPC_REFUSED_WAIT_SECONDS = 10;

const commitment = z.optional(z.enum(['processed', 'confirmed', 'finalized']));
const address = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/));
const id = z.union([z.string().check(z.maxLength(64)), z.number()]);

const rpcRequest = z.discriminatedUnion('method', [
  z.strictObject({
    jsonrpc: z.literal('2.0'),
    id,
    method: z.literal('getAccountInfo'),
    params: z.union([
      z.tuple([address]),
      z.tuple([
        address,
        z.strictObject({ encoding: z.literal('base64'), commitment, minContextSlot: z.optional(z.number()) }),
      ]),
    ]),
  }),
  z.strictObject({
    jsonrpc: z.literal('2.0'),
    id,
    method: z.literal('getLatestBlockhash'),
    params: z.optional(
      z.union([z.tuple([]), z.tuple([z.strictObject({ commitment, minContextSlot: z.optional(z.number()) })])]),
    ),
  }),
]);
type RpcRequest = z.infer<typeof rpcRequest>;

const globalForLimits = globalThis as unknown as { solanaRpcLimiter?: RateLimiter };
const limiter = (globalForLimits.solanaRpcLimiter ??= new RateLimiter({ max: RPC_CALLS_PER_MINUTE, windowMs: 60_000 }));

function parse(bytes: Uint8Array): RpcRequest | undefined {
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
  const parsed = safeParse(rpcRequest, body);
  return parsed.success ? parsed.data : undefined;
}

function mintAllowed(call: RpcRequest): boolean {
  if (call.method !== 'getAccountInfo') return true;
  const mints = getEnv().solanaMints;
  return mints === 'any' || mints.includes(call.params[0]);
}

export const relaySolanaRpc = routeHandler(
  { sameOrigin: true, bodyLimit: BODY_LIMIT, session: 'required' },
  async ({ body, session }) => {
    const call = parse(body);
    if (!call || !mintAllowed(call)) return errorResponse(400, 'PROXY_RPC_REFUSED');
    const decision = limiter.take(session.id);
    if (!decision.ok)
      return errorResponse(429, 'PROXY_RPC_RATE_LIMITED', { retryAfterSeconds: decision.retryAfterSeconds });
    try {
      const upstream = await fetch(getEnv().solanaRpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(call),
        signal: AbortSignal.timeout(10_000),
        cache: 'no-store',
      });
      if (!upstream.ok) {
        // A refusal (often a page, not JSON) in words of ours, with the RPC's wait: the payment client shows no other.
        await upstream.body?.cancel();
        return upstream.status === 429
          ? errorResponse(429, 'PROXY_RPC_RATE_LIMITED', {
              retryAfterSeconds: parseRetryAfter(upstream.headers.get('retry-after')) ?? RPC_REFUSED_WAIT_SECONDS,
            })
          : errorResponse(502, 'PROXY_RPC_UNAVAILABLE', { retryAfterSeconds: RPC_REFUSED_WAIT_SECONDS });
      }
      return new Response(upstream.body, {
        status: upstream.status,
        headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
      });
    } catch {
      return errorResponse(502, 'PROXY_UPSTREAM_UNREACHABLE', { retryAfterSeconds: 5 });
    }
  },
);
