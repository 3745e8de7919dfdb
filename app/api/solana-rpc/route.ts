/**
 * The two Solana JSON-RPC reads the browser's x402 payment client makes
 * (the mint's account, a recent blockhash), relayed so the browser talks only
 * to this app. Nothing else passes: no sending, no arbitrary reads.
 */
import * as z from 'zod/mini';
import { safeParse } from '@/lib/marketplace/schema';
import { getEnv } from '@/lib/server/env';
import { errorResponse, isSameOrigin } from '@/lib/server/http';

const rpcRequest = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number()]),
  method: z.enum(['getAccountInfo', 'getLatestBlockhash']),
  params: z.optional(z.array(z.unknown()).check(z.maxLength(2))),
});

export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request)) return errorResponse(403, 'PROXY_ORIGIN_REFUSED');
  const text = await request.text();
  if (text.length > 4096) return errorResponse(413, 'PROXY_BODY_TOO_LARGE');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return errorResponse(400, 'PROXY_JSON_REQUIRED');
  }
  const parsed = safeParse(rpcRequest, body);
  if (!parsed.success) return errorResponse(400, 'PROXY_ROUTE_NOT_ALLOWED', { message: 'Only getAccountInfo and getLatestBlockhash are relayed.' });
  try {
    const upstream = await fetch(getEnv().solanaRpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(parsed.data),
      signal: AbortSignal.timeout(10_000),
      cache: 'no-store',
    });
    return new Response(upstream.body, { status: upstream.status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
  } catch {
    return errorResponse(502, 'PROXY_UPSTREAM_UNREACHABLE', { retryAfterSeconds: 5 });
  }
}
