/** The checks every dashboard route declares: origin, body limit and session, in that order, with the same refusals. */
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestDatabase } from '@/test/server';

const driver = setupTestDatabase();
const { getDb } = await import('./db');
const { ensureSession, signIn } = await import('./session');
const { pagesRouteHandler, routeHandler } = await import('./route-handler');

const APP = 'http://localhost:3000';
const sameOrigin = { 'sec-fetch-site': 'same-origin' };
const crossSite = { 'sec-fetch-site': 'cross-site' };
let addresses = 0;

async function anonymousCookie(): Promise<string> {
  const ensured = await ensureSession(
    new Request(`${APP}/x`, { headers: { 'x-forwarded-for': `203.0.113.${++addresses}` } }),
  );
  return ensured.setCookie!.split(';')[0]!;
}

async function signedInCookie(accountId = 'acc_route'): Promise<string> {
  const { setCookie } = await signIn(new Request(`${APP}/x`), {
    accountId,
    walletAddress: 'W',
    network: 'solana',
    apiKey: 'k'.repeat(40),
  });
  return setCookie.split(';')[0]!;
}

const ok = () => new Response('handled');

async function refusal(response: Response) {
  return { status: response.status, body: (await response.json()) as { ok: boolean; errorCode: string } };
}

beforeAll(async () => {
  await getDb();
});

describe(`routeHandler (${driver})`, () => {
  it('refuses a request from another site with 403 PROXY_ORIGIN_REFUSED, before reading anything', async () => {
    const handle = vi.fn(ok);
    const route = routeHandler({ sameOrigin: true, bodyLimit: 8, session: 'required' }, handle);
    const response = await route(
      new Request(`${APP}/api/x`, { method: 'POST', headers: crossSite, body: 'x'.repeat(64) }),
    );
    expect(await refusal(response)).toMatchObject({
      status: 403,
      body: { ok: false, errorCode: 'PROXY_ORIGIN_REFUSED' },
    });
    expect(handle).not.toHaveBeenCalled();
  });

  it('ends a session whose sealed secrets no longer open with 401 PROXY_SESSION_UNREADABLE, clearing its cookie', async () => {
    const { SealBroken } = await import('./crypto');
    const route = routeHandler({ session: 'none' }, () => {
      throw new SealBroken();
    });
    const response = await route(
      new Request(`${APP}/api/x`, { headers: { cookie: await signedInCookie('acc_sealed') } }),
    );
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect(await refusal(response)).toMatchObject({
      status: 401,
      body: { ok: false, errorCode: 'PROXY_SESSION_UNREADABLE' },
    });
  });

  it('takes a request from another site when the route does not ask for the same origin', async () => {
    const route = routeHandler({ session: 'none' }, ok);
    expect((await route(new Request(`${APP}/api/x`, { headers: crossSite }))).status).toBe(200);
  });

  it('refuses a body over the limit with 413 PROXY_BODY_TOO_LARGE, before the session', async () => {
    const handle = vi.fn(ok);
    const route = routeHandler({ sameOrigin: true, bodyLimit: 8, session: 'required' }, handle);
    const response = await route(
      new Request(`${APP}/api/x`, { method: 'POST', headers: sameOrigin, body: '123456789' }),
    );
    expect(await refusal(response)).toMatchObject({
      status: 413,
      body: { ok: false, errorCode: 'PROXY_BODY_TOO_LARGE' },
    });
    expect(handle).not.toHaveBeenCalled();
  });

  it('hands the body within the limit to the handler, and an empty one without a limit', async () => {
    let seen = '';
    const route = routeHandler({ sameOrigin: true, bodyLimit: 8, session: 'none' }, ({ body }) => {
      seen = new TextDecoder().decode(body);
      return ok();
    });
    await route(new Request(`${APP}/api/x`, { method: 'POST', headers: sameOrigin, body: '12345678' }));
    expect(seen).toBe('12345678');
    let length = -1;
    const unread = routeHandler({ session: 'none' }, ({ body }) => ((length = body.byteLength), ok()));
    await unread(new Request(`${APP}/api/x`, { method: 'POST', body: 'ignored' }));
    expect(length).toBe(0);
  });

  it('refuses a request without a session with 401 PROXY_SESSION_REQUIRED when one is required', async () => {
    const handle = vi.fn(ok);
    const route = routeHandler({ session: 'required' }, handle);
    expect(await refusal(await route(new Request(`${APP}/api/x`)))).toMatchObject({
      status: 401,
      body: { ok: false, errorCode: 'PROXY_SESSION_REQUIRED' },
    });
    expect(handle).not.toHaveBeenCalled();
  });

  it('hands the session to the handler when there is one, and null when it is optional and absent', async () => {
    const cookie = await anonymousCookie();
    const seen: unknown[] = [];
    const required = routeHandler({ session: 'required' }, ({ session }) => (seen.push(session.id), ok()));
    const optional = routeHandler({ session: 'optional' }, ({ session }) => (seen.push(session), ok()));
    const none = routeHandler({ session: 'none' }, ({ session }) => (seen.push(session), ok()));
    expect((await required(new Request(`${APP}/api/x`, { headers: { cookie } }))).status).toBe(200);
    expect((await optional(new Request(`${APP}/api/x`))).status).toBe(200);
    expect((await none(new Request(`${APP}/api/x`, { headers: { cookie } }))).status).toBe(200);
    expect(seen).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/), null, undefined]);
  });

  it('refuses an anonymous session with 401 PROXY_SIGN_IN_REQUIRED when the route needs one signed in', async () => {
    let apiKey = '';
    const route = routeHandler({ session: 'signed-in' }, (ctx) => ((apiKey = ctx.apiKey), ok()));
    const anonymous = await route(new Request(`${APP}/api/x`, { headers: { cookie: await anonymousCookie() } }));
    expect(await refusal(anonymous)).toMatchObject({ status: 401, body: { errorCode: 'PROXY_SIGN_IN_REQUIRED' } });
    const signedIn = await route(new Request(`${APP}/api/x`, { headers: { cookie: await signedInCookie() } }));
    expect(signedIn.status).toBe(200);
    expect(apiKey).toBe('k'.repeat(40));
  });
});

describe(`pagesRouteHandler (${driver})`, () => {
  const route = pagesRouteHandler({ method: 'GET', session: 'signed-in' }, ({ res, session }) => {
    if (session.accountId !== 'acc_route') return new Response('not this account', { status: 418 });
    res.end('streaming');
  });
  const server = createServer((req, res) => void route(req, res));
  let url = '';

  beforeAll(async () => {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    url = `http://localhost:${(server.address() as AddressInfo).port}/api/x`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses another method with 405 and Allow', async () => {
    const response = await fetch(url, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(await response.json()).toMatchObject({ ok: false, errorCode: 'METHOD_NOT_ALLOWED' });
  });

  it('refuses a request without a signed-in session with 401 PROXY_SIGN_IN_REQUIRED', async () => {
    const response = await fetch(url);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toMatchObject({ ok: false, errorCode: 'PROXY_SIGN_IN_REQUIRED' });
  });

  it('lets the handler write the answer, or sends the one it returns', async () => {
    const response = await fetch(url, { headers: { cookie: await signedInCookie() } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('streaming');
    const returned = await fetch(url, { headers: { cookie: await signedInCookie('acc_other') } });
    expect(returned.status).toBe(418);
    expect(await returned.text()).toBe('not this account');
  });
});
