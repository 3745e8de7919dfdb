/** The Solana relay answers only a session's payment client, only its two reads, at a bounded pace, to the configured RPC. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { relayCaller, setupTestDatabase, startFakeSolanaRpc } from '@/test/server';

const driver = setupTestDatabase();
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const OTHER = '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU';
let rpc: Awaited<ReturnType<typeof startFakeSolanaRpc>>;
let received: unknown[];

beforeAll(async () => {
  rpc = await startFakeSolanaRpc();
  received = rpc.received;
  process.env.SOLANA_RPC_URL = rpc.url;
  process.env.SOLANA_USDC_MINTS = MINT;
  await getDb();
});
afterAll(() => rpc.close());
beforeEach(() => {
  received.length = 0;
});

const { getDb } = await import('./db');
const { relaySolanaRpc, RPC_CALLS_PER_MINUTE } = await import('./solana-rpc');

const { app: APP, sessionCookie, call } = relayCaller('192.0.2');
const blockhash = { jsonrpc: '2.0', id: 1, method: 'getLatestBlockhash', params: [{ commitment: 'confirmed' }] };
const mintInfo = (address: string) => ({
  jsonrpc: '2.0',
  id: 2,
  method: 'getAccountInfo',
  params: [address, { encoding: 'base64' }],
});

describe(`Solana relay (${driver})`, () => {
  it('refuses a browser without a session, without calling the RPC', async () => {
    const res = await call(blockhash);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ ok: false, errorCode: 'PROXY_SESSION_REQUIRED' });
    expect(received).toHaveLength(0);
  });

  it('relays the two reads of the payment client to the configured RPC, as JSON', async () => {
    const cookie = await sessionCookie();
    const first = await call(blockhash, { cookie });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json');
    expect(await call(mintInfo(MINT), { cookie }).then((r) => r.status)).toBe(200);
    expect(received).toEqual([blockhash, mintInfo(MINT)]);
  });

  it('says in its own words when the RPC refuses, with the RPC’s wait', async () => {
    const cookie = await sessionCookie();
    rpc.answerNext({ status: 429, headers: { 'retry-after': '7' }, body: 'Too many requests for a specific RPC call' });
    const limited = await call(blockhash, { cookie });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect(await limited.json()).toMatchObject({ ok: false, errorCode: 'PROXY_RPC_RATE_LIMITED' });

    rpc.answerNext({ status: 403, headers: { 'content-type': 'text/html' }, body: '<html>Forbidden</html>' });
    const refused = await call(blockhash, { cookie });
    expect(refused.status).toBe(502);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(await refused.json()).toMatchObject({ ok: false, errorCode: 'PROXY_RPC_UNAVAILABLE' });
  });

  it.each([
    ['another account than a configured mint', mintInfo(OTHER)],
    ['another method', { jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: ['AAAA'] }],
    ['a balance read', { jsonrpc: '2.0', id: 1, method: 'getBalance', params: [MINT] }],
    ['a batch', [blockhash]],
    [
      'another encoding',
      { jsonrpc: '2.0', id: 2, method: 'getAccountInfo', params: [MINT, { encoding: 'jsonParsed' }] },
    ],
    [
      'extra parameters',
      { jsonrpc: '2.0', id: 2, method: 'getAccountInfo', params: [MINT, { encoding: 'base64' }, 'more'] },
    ],
    ['text that is not JSON', 'getLatestBlockhash'],
  ])('refuses %s without calling the RPC', async (_name, body) => {
    const res = await call(body, { cookie: await sessionCookie() });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ ok: false, errorCode: 'PROXY_RPC_REFUSED' });
    expect(received).toHaveLength(0);
  });

  it('limits each session to its calls per minute with Retry-After; other sessions are unaffected', async () => {
    const cookie = await sessionCookie();
    for (let i = 0; i < RPC_CALLS_PER_MINUTE; i++) expect((await call(blockhash, { cookie })).status).toBe(200);
    const limited = await call(blockhash, { cookie });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ errorCode: 'PROXY_RPC_RATE_LIMITED' });
    expect(received).toHaveLength(RPC_CALLS_PER_MINUTE);
    expect((await call(blockhash, { cookie: await sessionCookie() })).status).toBe(200);
  });

  it('refuses an oversized body with 413 after reading at most the limit', async () => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 4 * 1024 * 1024) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await relaySolanaRpc(
      new Request(`${APP}/api/solana-rpc`, {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-origin', cookie: await sessionCookie() },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(128 * 1024);
    expect(received).toHaveLength(0);
  });
});
