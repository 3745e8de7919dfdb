/**
 * The notification stream's HTTP answers on Node's own server, as `next start`
 * hands it to the Pages API route: who may open a tab, the stream's headers and
 * first bytes, resume, the per-process cap, and tabs released when the browser
 * goes, even before its stream opened.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { routeById } from '@/lib/marketplace/routes';
import { solanaKeySigner } from '@/lib/wallet/key-signers';
import { accountFor, startSandbox, type RunningSandbox } from '@/sandbox/conformance/harness';
import { setupTestDatabase } from '@/test/server';
import { collectSse } from '@/test/notifications';

const driver = setupTestDatabase();
process.env.NOTIFY_MAX_STREAMS = '3';
process.env.NOTIFY_MAX_TABS_PER_SESSION = '2';

let sb: RunningSandbox;
let server: Server;
let url: string;
let hub: import('./hub').NotificationHub;
let closeHub: () => Promise<void>;
let signedIn: { cookie: string; accountId: string; apikey: string };
/** The same account signed in from another browser. */
let elsewhere: string;
const tabs: AbortController[] = [];
/** The route's run for the latest request, to know when it has finished. */
let served: Promise<void> = Promise.resolve();

/** Requests carrying this header reach the route only once the browser has gone, as when it leaves while its session is read. */
const AFTER_LEAVING = 'x-test-after-leaving';

beforeAll(async () => {
  sb = await startSandbox();
  process.env.MARKETPLACE_API_URL = sb.url;
  const { serveNotificationStream } = await import('./stream-api');
  const { keepApiKey } = await import('../credentials');
  const { getHub, closeHub: close } = await import('./index');
  closeHub = close;
  hub = await getHub();

  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    served = (async () => {
      if (req.headers[AFTER_LEAVING]) await once(res, 'close');
      await serveNotificationStream(req, res);
    })();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/notifications/stream`;

  const account = await accountFor(sb, await solanaKeySigner());
  const signIn = async () => {
    const upstream = new Response(
      JSON.stringify({ ok: true, ...account, walletAddress: 'Wallet111', network: 'solana', created: true }),
      { status: 200 },
    );
    const answer = await keepApiKey(
      new Request('http://127.0.0.1/api/session', { method: 'POST' }),
      routeById('account.create'),
      upstream,
      new Headers(),
    );
    return answer.headers.get('set-cookie')!.split(';')[0]!;
  };
  signedIn = { ...account, cookie: await signIn() };
  elsewhere = await signIn();
}, 60_000);

afterEach(async () => {
  tabs.splice(0).forEach((tab) => tab.abort());
  await until(() => hub.openStreams === 0);
});

afterAll(async () => {
  await closeHub();
  server.closeAllConnections();
  server.close();
  await sb.stop();
});

async function until(check: () => boolean, ms = 8000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A browser tab: the response and the events read from it so far. */
async function openTab(headers: Record<string, string> = {}) {
  const closed = new AbortController();
  tabs.push(closed);
  const response = await fetch(url, {
    headers: { cookie: signedIn.cookie, accept: 'text/event-stream', ...headers },
    signal: closed.signal,
  });
  return { response, close: () => closed.abort(), ...(response.ok ? collectSse(response) : undefined) };
}

const emit = async (message: string) =>
  (await sb.control('/notifications', { accountId: signedIn.accountId, message })) as { id: string; cursor: string };

describe(`notification stream route (${driver})`, () => {
  it('asks a visitor without a session to sign in, in plain words, and takes only GET', async () => {
    const anonymous = await fetch(url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await anonymous.json()).toEqual({
      ok: false,
      errorCode: 'PROXY_SIGN_IN_REQUIRED',
      message: 'Sign in with your wallet to continue.',
    });

    const post = await fetch(url, { method: 'POST', headers: { cookie: signedIn.cookie } });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
    expect(hub.openStreams).toBe(0);
  });

  it('refuses a tab that follows another account than the one this browser is signed in to now, and opens none', async () => {
    const stale = await fetch(`${url}?account=acc_signed_in_before`, { headers: { cookie: signedIn.cookie } });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { errorCode: string }).errorCode).toBe('NOTIFICATION_ACCOUNT_CHANGED');
    expect(hub.openStreams).toBe(0);
    const same = await fetch(`${url}?account=${signedIn.accountId}`, {
      headers: { cookie: signedIn.cookie, accept: 'text/event-stream' },
      signal: AbortSignal.timeout(5_000),
    }).catch(() => undefined);
    expect(same?.status).toBe(200);
    await same?.body?.cancel();
  });

  it('streams uncached, untransformed events: the retry delay first, then notifications, and never the key', async () => {
    const tab = await openTab();
    expect(tab.response.status).toBe(200);
    expect(tab.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(tab.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(tab.response.headers.get('content-encoding')).toBeNull();
    await until(() => tab.events!.some((e) => e.event === 'upstream' && JSON.parse(e.data).state === 'live'));
    const sent = await emit('to the route');
    await until(() => tab.notificationIds!().includes(sent.id));
    expect(tab.text!()).toMatch(/^retry: 3000\n\n/);
    expect(tab.text!()).not.toContain(signedIn.apikey);
  });

  it('resumes after the Last-Event-ID a reconnecting browser sends', async () => {
    const first = await emit('seen before');
    const second = await emit('missed while away');
    const tab = await openTab({ 'last-event-id': first.cursor });
    await until(() => tab.notificationIds!().includes(second.id));
    expect(tab.notificationIds!()).not.toContain(first.id);
  });

  it('refuses a session’s tabs past its cap with a 429 in plain words, while the account’s other sessions still connect', async () => {
    await openTab();
    await openTab();
    const refused = await openTab();
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBe('30');
    expect(await refused.response.json()).toMatchObject({
      errorCode: 'NOTIFICATION_SESSION_TABS_LIMIT',
      message: expect.stringContaining('This browser has many live notification tabs open'),
    });
    expect((await openTab({ cookie: elsewhere })).response.status).toBe(200);
  });

  it('refuses tabs past the per-process cap with a 503 in plain words, and takes one again when a tab closes', async () => {
    const first = await openTab();
    await openTab();
    await openTab({ cookie: elsewhere });
    const refused = await openTab({ cookie: elsewhere });
    expect(refused.response.status).toBe(503);
    expect(refused.response.headers.get('retry-after')).toBe('30');
    expect(await refused.response.json()).toMatchObject({
      errorCode: 'NOTIFICATION_HUB_FULL',
      message: expect.stringContaining('Live notifications are busy'),
    });

    first.close();
    await until(() => hub.openStreams === 2);
    expect((await openTab()).response.status).toBe(200);
  });

  it('holds no tab for a browser that left before its stream opened', async () => {
    const leaving = new AbortController();
    const request = fetch(url, {
      headers: { cookie: signedIn.cookie, [AFTER_LEAVING]: '1' },
      signal: leaving.signal,
    }).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 200));
    leaving.abort();
    await request;
    await served;
    // A tab opened for a response already closed would never hear 'close', and stay open for good.
    expect(hub.openStreams).toBe(0);
  });
});
