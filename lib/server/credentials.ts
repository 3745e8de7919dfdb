/**
 * Bearer credentials in upstream responses, kept on the server:
 * - an `apikey` from account access or rotation goes into the session, sealed;
 * - an order `secret` goes into the vault, and the browser's copy gets a handle;
 * - a `checkout.token` the upstream generated is dropped (the journal holds the
 *   token the proxy sent, and only the server ever uses it).
 */
import 'server-only';
import type { RouteSpec } from '@/lib/marketplace/routes';
import { isRecord } from '@/lib/marketplace/schema';
import { decodeBase64Json, encodeBase64Json } from '@/lib/marketplace/siwx';
import { jsonResponse } from './http';
import { attachAccount, ensureSession } from './session';
import { keepSecret } from './vault';

export async function keepApiKey(request: Request, route: RouteSpec, upstream: Response, headers: Headers): Promise<Response> {
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
    return jsonResponse(502, { ok: false, errorCode: 'RESPONSE_INVALID', message: 'The marketplace answered account access in an unexpected shape.' });
  }
  const { apikey, ...rest } = body;
  const { session, setCookie } = await ensureSession(request);
  await attachAccount(
    session.id,
    { accountId: String(rest.accountId ?? ''), walletAddress: String(rest.walletAddress ?? ''), network: String(rest.network ?? ''), apiKey: apikey },
    { revealable: route.id === 'account.rotateKey' },
  );
  return jsonResponse(upstream.status, { ...rest, apikeyStored: true }, setCookie ? { 'set-cookie': setCookie } : {});
}

function withoutToken(checkout: unknown): unknown {
  if (!isRecord(checkout) || !('token' in checkout)) return checkout;
  const { token: _token, ...rest } = checkout;
  return rest;
}

/** Replace order secrets with vault handles and drop checkout tokens, in a body and in its PAYMENT-REQUIRED copy. */
export async function keepOrderSecrets(sessionId: string, body: unknown, headers: Headers): Promise<unknown> {
  if (!isRecord(body)) return body;
  const out: Record<string, unknown> = { ...body };
  if ('checkout' in out) out.checkout = withoutToken(out.checkout);
  if (isRecord(out.purchase) && typeof out.purchase.secret === 'string') {
    const purchaseId = typeof out.purchase.purchaseId === 'string' ? out.purchase.purchaseId : null;
    out.purchase = { ...out.purchase, secret: await keepSecret(sessionId, out.purchase.secret, purchaseId) };
  }
  const challenge = headers.get('payment-required');
  if (challenge) {
    try {
      const decoded = decodeBase64Json(challenge);
      if (isRecord(decoded) && isRecord(decoded.checkout) && 'token' in decoded.checkout) {
        headers.set('payment-required', encodeBase64Json({ ...decoded, checkout: withoutToken(decoded.checkout) }));
      }
    } catch {
      headers.delete('payment-required');
    }
  }
  return out;
}
