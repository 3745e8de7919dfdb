/**
 * The API key from account access or rotation goes into the session, sealed;
 * the browser's copy says `apikeyStored: true` in its place. (Other bearer
 * secrets in answers: see answer-secrets.ts.)
 */
import 'server-only';
import type { RouteDef } from '@/lib/marketplace/route';
import { isRecord } from '@/lib/marketplace/schema';
import { refusedAnswer } from './answer-check';
import { jsonResponse } from './http';
import { signIn } from './session';

export async function keepApiKey(
  request: Request,
  route: RouteDef,
  upstream: Response,
  headers: Headers,
): Promise<Response> {
  if (!upstream.ok) return new Response(upstream.body, { status: upstream.status, headers });
  const text = await upstream.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!isRecord(body) || typeof body.apikey !== 'string') {
    // Nothing to keep; never pass through an unparsed body that might still hold a key.
    return jsonResponse(502, {
      ok: false,
      errorCode: 'RESPONSE_INVALID',
      message: 'The marketplace answered account access in an unexpected shape.',
    });
  }
  const { apikey, ...rest } = body;
  // A new key starts a new session: whatever id the browser held before is discarded.
  const { setCookie } = await signIn(
    request,
    {
      accountId: String(rest.accountId ?? ''),
      walletAddress: String(rest.walletAddress ?? ''),
      network: String(rest.network ?? ''),
      apiKey: apikey,
    },
    { revealable: route.id === 'account.rotateKey' },
  );
  // The key is kept whatever else the answer says; the page reads the rest only if it matches the contract.
  const copy = { ...rest, apikeyStored: true };
  const refused = refusedAnswer(route, upstream.status, copy);
  refused?.headers.append('set-cookie', setCookie);
  return refused ?? jsonResponse(upstream.status, copy, { 'set-cookie': setCookie });
}
