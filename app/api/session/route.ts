/**
 * GET: who is signed in (never the key). POST: sign in with a SIWX proof for
 * `/{network}/siwx/account-create`; the key goes into the session, sealed, and
 * the answer is the account summary only. DELETE: sign out.
 */
import { firstIssue } from '@/lib/marketplace/query-params';
import { errorResponse, isSameOrigin, jsonResponse } from '@/lib/server/http';
import { proxy } from '@/lib/server/proxy';
import { clearSessionCookie, deleteSession, readSession, summarize } from '@/lib/server/session';
import { signInBodySchema } from '@/lib/marketplace/account/session';
import { PROXY_PREFIX } from '@/lib/marketplace/call';

export async function GET(request: Request): Promise<Response> {
  return jsonResponse(200, summarize(await readSession(request)));
}

export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request)) return errorResponse(403, 'PROXY_ORIGIN_REFUSED');
  const proof = request.headers.get('sign-in-with-x');
  if (!proof) return errorResponse(400, 'SIWX_INVALID_PROOF', { message: 'Sign-in needs a wallet proof in the SIGN-IN-WITH-X header.' });
  const parsed = signInBodySchema.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) return errorResponse(400, 'PROXY_JSON_REQUIRED', { message: firstIssue(parsed.error) });

  // Account access goes through the proxy, which keeps the returned key in the session.
  const viaProxy = await proxy(
    new Request(new URL(`${PROXY_PREFIX}/${parsed.data.network}/siwx/account-create`, request.url), {
      method: 'POST',
      headers: { 'sign-in-with-x': proof, 'sec-fetch-site': 'same-origin', cookie: request.headers.get('cookie') ?? '' },
    }),
  );
  if (!viaProxy.ok) return viaProxy;
  const body = (await viaProxy.json()) as { accountId: string; walletAddress: string; network: string; created: boolean };
  const setCookie = viaProxy.headers.get('set-cookie');
  return jsonResponse(
    200,
    { ok: true, account: { accountId: body.accountId, walletAddress: body.walletAddress, network: body.network, created: body.created } },
    setCookie ? { 'set-cookie': setCookie } : {},
  );
}

export async function DELETE(request: Request): Promise<Response> {
  if (!isSameOrigin(request)) return errorResponse(403, 'PROXY_ORIGIN_REFUSED');
  const session = await readSession(request);
  if (session) await deleteSession(session.id);
  return jsonResponse(200, { ok: true }, { 'set-cookie': clearSessionCookie(request) });
}
