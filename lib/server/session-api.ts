/**
 * This dashboard's own session endpoints (`/api/session`, `/api/session/key`):
 * who is signed in (never the key), sign-in with a SIWX proof for
 * `/{network}/siwx/account-create` (the key goes into a new session, sealed, and
 * the answer is the account summary only), sign-out, and revealing a rotated
 * key once.
 */
import 'server-only';
import { signInBodySchema } from '@/lib/marketplace/account/session-actions';
import { PROXY_PREFIX } from '@/lib/marketplace/call';
import { firstIssue } from '@/lib/marketplace/query-params';
import { errorResponse, jsonResponse } from './http';
import { proxy } from './marketplace-proxy';
import { routeHandler } from './route-handler';
import { clearSessionCookie, deleteSession, summarize, takeRevealableKey } from './session';

/** The sign-in body is `{"network":"solana"}`: a kilobyte is plenty. */
const SIGN_IN_BODY_LIMIT = 1024;

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}

export const readSessionSummary = routeHandler({ session: 'optional' }, ({ session }) =>
  jsonResponse(200, summarize(session)),
);

export const signInWithProof = routeHandler(
  { sameOrigin: true, bodyLimit: SIGN_IN_BODY_LIMIT, session: 'none' },
  async ({ request, body: bytes }) => {
    const proof = request.headers.get('sign-in-with-x');
    if (!proof)
      return errorResponse(400, 'SIWX_INVALID_PROOF', {
        message: 'Sign-in needs a wallet proof in the SIGN-IN-WITH-X header.',
      });
    const parsed = signInBodySchema.safeParse(parseJson(bytes));
    if (!parsed.success) return errorResponse(400, 'PROXY_JSON_REQUIRED', { message: firstIssue(parsed.error) });

    // Account access goes through the proxy, which keeps the returned key in a new session.
    const viaProxy = await proxy(
      new Request(new URL(`${PROXY_PREFIX}/${parsed.data.network}/siwx/account-create`, request.url), {
        method: 'POST',
        headers: {
          'sign-in-with-x': proof,
          'sec-fetch-site': 'same-origin',
          cookie: request.headers.get('cookie') ?? '',
        },
      }),
    );
    if (!viaProxy.ok) return viaProxy;
    const body = (await viaProxy.json()) as {
      accountId: string;
      walletAddress: string;
      network: string;
      created: boolean;
    };
    const setCookie = viaProxy.headers.get('set-cookie');
    return jsonResponse(
      200,
      {
        ok: true,
        account: {
          accountId: body.accountId,
          walletAddress: body.walletAddress,
          network: body.network,
          created: body.created,
        },
      },
      setCookie ? { 'set-cookie': setCookie } : {},
    );
  },
);

export const signOut = routeHandler({ sameOrigin: true, session: 'optional' }, async ({ request, session }) => {
  if (session) await deleteSession(session.id);
  return jsonResponse(200, { ok: true }, { 'set-cookie': clearSessionCookie(request) });
});

/** The key once, and only within minutes of a rotation made in this session; any other time 404: the key stays sealed. */
export const revealRotatedKey = routeHandler({ sameOrigin: true, session: 'optional' }, async ({ session }) => {
  const apikey = session ? await takeRevealableKey(session.id) : undefined;
  if (!apikey) return errorResponse(404, 'KEY_NOT_REVEALABLE');
  return jsonResponse(200, { ok: true, apikey });
});
