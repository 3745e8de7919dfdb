import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evmKeySigner } from '@/lib/wallet/key-signers';
import {
  accountFor,
  challengeOf,
  fixedPriceProduct,
  newKey,
  newToken,
  postJson,
  rawRequest,
  startSandbox,
  type RunningSandbox,
} from './harness';

let sb: RunningSandbox;
let apikey: string;

beforeAll(async () => {
  sb = await startSandbox();
  ({ apikey } = await accountFor(sb, evmKeySigner()));
});
afterAll(() => sb.stop());

const keyed = (init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), 'x-api-key': apikey },
});

describe('paths', () => {
  it.each(['/Store/products', '/store/products/', '/STORE/CATEGORIES', '/profile/', '/nope'])(
    'answers 404 in the error shape for %s',
    async (path) => {
      const { status, body } = await sb.json(path);
      expect(status).toBe(404);
      expect(body).toMatchObject({ ok: false, errorCode: 'NOT_FOUND' });
      expect(typeof body.message).toBe('string');
    },
  );

  it('serves every account route under /api/agent too', async () => {
    const { status, body } = await sb.json('/api/agent/profile', keyed());
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true });
  });

  it('does not alias public routes', async () => {
    expect((await sb.json('/api/agent/store/products')).status).toBe(404);
  });
});

describe('methods', () => {
  it('answers 405 with Allow when the path exists with another method', async () => {
    const res = await sb.call('/store/products', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    expect(await res.json()).toMatchObject({ ok: false, errorCode: 'METHOD_NOT_ALLOWED' });
  });

  it('uses the route’s own 405 code', async () => {
    const { status, body } = await sb.json('/apikey/rotate', { method: 'GET' });
    expect(status).toBe(405);
    expect(body.errorCode).toBe('AGENT_API_KEY_METHOD_INVALID');
  });
});

describe('queries', () => {
  it('refuses unknown parameters on routes that take none', async () => {
    const { status, body } = await sb.json('/profile?verbose=1', keyed());
    expect(status).toBe(400);
    expect(body).toMatchObject({ errorCode: 'AGENT_UNEXPECTED_INPUT' });
  });

  it('refuses duplicate parameters', async () => {
    const { status, body } = await sb.json('/store/products?sort=newest&sort=newest');
    expect(status).toBe(400);
    expect(body.message).toContain('more than once');
  });
});

describe('bodies', () => {
  it('refuses a GET with a body', async () => {
    const res = await rawRequest(
      `${sb.url}/store/categories`,
      'GET',
      { 'content-type': 'application/json', 'content-length': '2' },
      '{}',
    );
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({
      errorCode: 'STORE_PRODUCT_INPUT_INVALID',
      message: 'A GET request takes no body.',
    });
  });

  it('answers 415 when a JSON body is not declared as JSON', async () => {
    const { status, body } = await sb.json(
      '/proofofhuman',
      keyed({ method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' }),
    );
    expect(status).toBe(415);
    expect(body).toMatchObject({ ok: false });
  });

  it('answers 415 for a compressed body', async () => {
    const { status } = await sb.json(
      '/proofofhuman',
      keyed({
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        body: '{}',
      }),
    );
    expect(status).toBe(415);
  });

  it('answers 413 over the route’s body limit (16 KiB here)', async () => {
    const big = JSON.stringify({ pad: 'x'.repeat(16 * 1024) });
    const { status, body } = await sb.json('/proofofhuman', keyed(postJson(big)));
    expect(status).toBe(413);
    expect(body).toMatchObject({ ok: false, errorCode: 'REQUEST_TOO_LARGE' });
  });

  it('refuses unknown JSON fields', async () => {
    const { status, body } = await sb.json('/proofofhuman', keyed(postJson({ extra: true })));
    expect(status).toBe(400);
    expect(body).toMatchObject({ errorCode: 'AGENT_UNEXPECTED_INPUT' });
    expect(body.message).toContain('extra');
  });

  it('refuses broken JSON without a 500', async () => {
    const { status, body } = await sb.json('/proofofhuman', keyed(postJson('{"a":')));
    expect(status).toBe(400);
    expect(body.message).toBe('The body is not valid JSON.');
  });

  it('refuses text that is not valid Unicode (an unpaired surrogate) with 400, before it reaches the database', async () => {
    const { id } = await fixedPriceProduct(sb);
    const body = `{"productId":${JSON.stringify(id)},"network":"base","idempotencyKey":"${newKey('buy')}","description":"half \\ud800 a pair"}`;
    const { status, body: answer } = await sb.json(
      '/store/purchase',
      postJson(body, { 'x-checkout-token': newToken() }),
    );
    expect(status).toBe(400);
    expect(answer).toMatchObject({ ok: false, errorCode: 'CHECKOUT_INPUT_INVALID' });
  });

  it('refuses any body, even {}, where the route takes none', async () => {
    const { status, body } = await sb.json('/apikey/rotate', postJson({}));
    expect(status).toBe(400);
    expect(body).toMatchObject({ errorCode: 'AGENT_API_KEY_INPUT_INVALID' });
  });
});

describe('credentials', () => {
  it('answers the free sign-in challenge on account routes without credentials', async () => {
    const res = await sb.call('/profile');
    const info = await challengeOf(res);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ x402Version: 2, accepts: [] });
    const ext = (body.extensions as Record<string, { supportedChains: unknown[]; schema: unknown }>)['sign-in-with-x']!;
    expect(ext.supportedChains).toEqual([
      { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', type: 'ed25519' },
      { chainId: 'eip155:8453', type: 'eip191' },
    ]);
    expect(ext.schema).toMatchObject({ type: 'object' });
    expect(info.uri).toBe(`${sb.url}/profile`);
    expect(info.domain).toBe(new URL(sb.url).host);
    expect(info.resources).toEqual([info.uri]);
    expect(info.statement).toMatch(
      /^Sign in to view your Sandbox agent profile\. Method: GET\. Intent SHA-256: [0-9a-f]{64}$/,
    );
    expect(Date.parse(info.expirationTime!) - Date.parse(info.issuedAt)).toBe(300_000);
  });

  it('issues a fresh nonce for every challenge', async () => {
    const a = await challengeOf(await sb.call('/profile'));
    const b = await challengeOf(await sb.call('/profile'));
    expect(a.nonce).not.toBe(b.nonce);
    expect(a.nonce).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses both credentials at once, even empty, with 400 AGENT_AUTH_AMBIGUOUS', async () => {
    for (const headers of [
      { 'x-api-key': apikey, 'sign-in-with-x': 'abc' },
      { 'x-api-key': '', 'sign-in-with-x': '' },
    ]) {
      const { status, body } = await sb.json('/profile', { headers });
      expect(status).toBe(400);
      expect(body).toMatchObject({ ok: false, errorCode: 'AGENT_AUTH_AMBIGUOUS' });
    }
  });
});

describe('rate windows', () => {
  it('answers 429 with Retry-After and retryAfterSeconds, and opens again on the sandbox clock', async () => {
    await sb.control('/clock', { freeze: true });
    await sb.control('/clock', { advanceSeconds: 11 });
    expect((await sb.json('/profile', keyed())).status).toBe(200);
    const limited = await sb.json('/api/agent/profile', keyed());
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ ok: false, errorCode: 'AGENT_READ_RATE_LIMITED', retryAfterSeconds: 10 });
    expect(limited.headers.get('retry-after')).toBe('10');
    await sb.control('/clock', { advanceSeconds: 9 });
    expect((await sb.json('/profile', keyed())).body).toMatchObject({ retryAfterSeconds: 1 });
    await sb.control('/clock', { advanceSeconds: 1 });
    expect((await sb.json('/profile', keyed())).status).toBe(200);
    await sb.control('/clock', { freeze: false });
  });
});

describe('control surface', () => {
  it('is off unless enabled', async () => {
    const production = await startSandbox({ SANDBOX_CONTROL: 'false' });
    try {
      expect((await production.call('/__sandbox/reset', { method: 'POST' })).status).toBe(404);
      expect((await production.call('/__sandbox/clock')).status).toBe(404);
    } finally {
      await production.stop();
    }
    // A second sandbox is started and seeded inside the test.
  }, 120_000);
});
