/** Which proxy calls may create a session: only a journaled checkout, and only within the per-address limit. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '@/lib/db/schema';
import { setupTestDatabase } from '@/test/server';

const driver = setupTestDatabase();
let upstream: Server;
let upstreamCalls = 0;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    upstreamCalls += 1;
    req.resume();
    res.writeHead(402, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ x402Version: 2, accepts: [], checkout: { id: 'chk_1', status: 'awaiting_payment' } }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  process.env.MARKETPLACE_API_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  await getDb();
});
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

const { getDb } = await import('./db');
const { proxy } = await import('./marketplace-proxy');
const { ANONYMOUS_SESSIONS_PER_ADDRESS } = await import('./session');

const APP = 'http://localhost:3000';
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  proxy(
    new Request(`${APP}/api/marketplace${path}`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  );
const sessionCount = async () => (await (await getDb()).select().from(sessions)).length;
let keys = 0;
const purchase = () => ({ productId: 'prd_1', network: 'solana', idempotencyKey: `session-test-${++keys}` });

describe(`sessions the proxy creates (${driver})`, () => {
  it('creates none for an order-room send without a session: there is no handle to act with', async () => {
    const before = await sessionCount();
    const res = await post(
      '/api/preselection/agenttohumanadvanced/chat/send',
      { message: 'hello', idempotencyKey: 'send-key-0001' },
      { 'x-secret-handle': 'vault:x', 'x-forwarded-for': '192.0.2.50' },
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await sessionCount()).toBe(before);
  });

  it('creates one for a first checkout, and refuses new ones past the per-address limit before calling upstream', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.60' };
    const first = await post('/store/purchase', purchase(), headers);
    expect(first.status).toBe(402);
    expect(first.headers.get('set-cookie')).toMatch(/^mkt_session=/);
    for (let i = 1; i < ANONYMOUS_SESSIONS_PER_ADDRESS; i++)
      expect((await post('/store/purchase', purchase(), headers)).status).toBe(402);

    const callsBefore = upstreamCalls;
    const sessionsBefore = await sessionCount();
    const refused = await post('/store/purchase', purchase(), headers);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(await refused.json()).toMatchObject({ ok: false, errorCode: 'PROXY_SESSION_LIMIT' });
    expect(upstreamCalls).toBe(callsBefore);
    expect(await sessionCount()).toBe(sessionsBefore);

    // A visitor who already has a session keeps checking out.
    const cookie = first.headers.get('set-cookie')!.split(';')[0]!;
    expect((await post('/store/purchase', purchase(), { ...headers, cookie })).status).toBe(402);
  });
});
