import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '@/sandbox/conformance/harness';

let sb: RunningSandbox;
let proxy: typeof import('./marketplace-proxy').proxy;
let nicknames: string[];

beforeAll(async () => {
  sb = await startSandbox();
  process.env.MARKETPLACE_API_URL = sb.url;
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'reader-test-'));
  ({ proxy } = await import('./marketplace-proxy'));
  const { body } = await sb.json<{ products: { seller: { nickname: string } }[] }>('/store/products?limit=50');
  nicknames = [...new Set(body.products.map((p) => p.seller.nickname))];
}, 60_000);
afterAll(() => sb.stop());

const read = (nickname: string) =>
  proxy(new Request(`http://localhost:3000/api/marketplace/user/${encodeURIComponent(nickname)}`));

describe('signed-out public profile reads', () => {
  it('reads a public profile with the dashboard’s own reader account, never asking the visitor to sign in', async () => {
    const res = await read(nicknames[0]!);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user.nickname).toBe(nicknames[0]);
    expect(JSON.stringify(body)).not.toMatch(/apikey|[0-9a-f]{40}/);
  });

  it('answers a repeat from the cache, and another nickname inside the window with a clear Retry-After', async () => {
    expect((await read(nicknames[0]!)).headers.get('x-cache')).toBe('cache');
    const other = await read(nicknames[1]!);
    expect(other.status).toBe(429);
    expect(Number(other.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await other.json()).toMatchObject({ ok: false, errorCode: 'AGENT_USER_RATE_LIMITED' });
  });

  it('signs in again when the marketplace refuses the reader’s key', async () => {
    const { forgetReaderKey, readerApiKey } = await import('./reader');
    const before = await readerApiKey();
    forgetReaderKey();
    // Repeat account access with the same wallet returns the same active key (spec 4.9).
    expect(await readerApiKey()).toBe(before);
  });
});
