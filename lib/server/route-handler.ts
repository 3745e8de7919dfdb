/**
 * The dashboard's own route handlers (session, key reveal, Solana relay,
 * recovery, notifications stream), each with the checks it declares done in
 * one place and in one order, before the handler runs:
 * 1. `sameOrigin`: a request from another site is refused (403 PROXY_ORIGIN_REFUSED);
 * 2. `bodyLimit`: the body is read, and refused past the limit without being held (413 PROXY_BODY_TOO_LARGE);
 * 3. `session`: read from the cookie; `required` refuses none (401 PROXY_SESSION_REQUIRED), `signed-in`
 *    refuses one without an account and its key (401 PROXY_SIGN_IN_REQUIRED).
 * And whatever the handler does, a session whose sealed secrets no longer open
 * (its secret was rotated out) ends with a 401 that clears its cookie, never a 500.
 *
 * The marketplace proxy declares none of these: its checks depend on the route
 * its path matches (see app/api/marketplace/[...path]/route.ts).
 */
import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '@/lib/read-body';
import { errorResponse, isSameOrigin } from './http';
import { apiKeyOf, readSession, sessionOfCookies, withReadableSession, type Session } from './session';

/** What a handler needs of the session: `none` never reads it. */
export type SessionNeed = 'none' | 'optional' | 'required' | 'signed-in';

export interface RouteRules<S extends SessionNeed> {
  /** A mutation: only from this app's own pages. */
  sameOrigin?: boolean;
  /** Read the body, up to this many bytes. */
  bodyLimit?: number;
  session: S;
}

/** A signed-in session, with the account's key opened. */
interface SignedIn {
  session: Session & { accountId: string };
  apiKey: string;
}

type SessionOf<S extends SessionNeed> = S extends 'none'
  ? { session?: undefined }
  : S extends 'optional'
    ? { session: Session | null }
    : S extends 'required'
      ? { session: Session }
      : SignedIn;

export type RouteContext<S extends SessionNeed> = SessionOf<S> & {
  request: Request;
  /** The body read under `bodyLimit`; empty without one. */
  body: Uint8Array;
};

type Admitted<S extends SessionNeed> = { ok: true; found: SessionOf<S> } | { ok: false; refused: Response };

async function admitSession<S extends SessionNeed>(need: S, read: () => Promise<Session | null>): Promise<Admitted<S>> {
  if (need === 'none') return { ok: true, found: {} as SessionOf<S> };
  const session = await read();
  if (need === 'optional') return { ok: true, found: { session } as SessionOf<S> };
  if (need === 'required') {
    if (!session) return { ok: false, refused: errorResponse(401, 'PROXY_SESSION_REQUIRED') };
    return { ok: true, found: { session } as SessionOf<S> };
  }
  const apiKey = apiKeyOf(session);
  if (!session?.accountId || !apiKey) return { ok: false, refused: errorResponse(401, 'PROXY_SIGN_IN_REQUIRED') };
  return { ok: true, found: { session, apiKey } as SessionOf<S> };
}

/** An App Router handler that runs `handle` only once the request has passed `rules`. */
export function routeHandler<S extends SessionNeed>(
  rules: RouteRules<S>,
  handle: (ctx: RouteContext<S>) => Promise<Response> | Response,
): (request: Request) => Promise<Response> {
  return (request) => withReadableSession(request, () => admitted(request));
  async function admitted(request: Request): Promise<Response> {
    if (rules.sameOrigin && !isSameOrigin(request)) return errorResponse(403, 'PROXY_ORIGIN_REFUSED');
    let body: Uint8Array = new Uint8Array();
    if (rules.bodyLimit !== undefined) {
      const bytes = await readBody(request, rules.bodyLimit);
      if (bytes === 'too-large') return errorResponse(413, 'PROXY_BODY_TOO_LARGE');
      body = bytes;
    }
    const session = await admitSession(rules.session, () => readSession(request));
    if (!session.ok) return session.refused;
    return handle({ ...session.found, request, body });
  }
}

export type PagesRouteContext<S extends SessionNeed> = SessionOf<S> & { req: IncomingMessage; res: ServerResponse };

/**
 * A Pages API handler (given Node's request and response, see pages/api/) with
 * the same session rules; it takes one method and no body. `handle` writes to
 * `res` itself, or returns a Response (a refusal) to be sent.
 */
export function pagesRouteHandler<S extends SessionNeed>(
  rules: { method: string; session: S },
  handle: (ctx: PagesRouteContext<S>) => Promise<Response | void> | Response | void,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    if (req.method !== rules.method)
      return send(res, errorResponse(405, 'METHOD_NOT_ALLOWED', { headers: { allow: rules.method } }));
    const admitted = await admitSession(rules.session, () =>
      sessionOfCookies(req.headers.cookie ?? null, req.headers.host ?? null),
    );
    if (!admitted.ok) return send(res, admitted.refused);
    const answer = await handle({ ...admitted.found, req, res });
    if (answer) await send(res, answer);
  };
}

/** Send one of the dashboard's JSON answers through Node's response. */
async function send(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(await response.text());
}
