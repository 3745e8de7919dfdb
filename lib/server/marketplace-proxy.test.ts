import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@/lib/marketplace/error-words';
import { deriveAnswers, validAnswer, validAnswerTo } from '@/test/answers';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let upstream: Server;
const seen: Seen[] = [];
let reply: (req: IncomingMessage, res: import('node:http').ServerResponse) => void;

let proxy: typeof import('./marketplace-proxy').proxy;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      reply(req, res);
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  process.env.MARKETPLACE_API_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  process.env.UPSTREAM_TIMEOUT_MS = '1000';
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'proxy-test-'));
  ({ proxy } = await import('./marketplace-proxy'));
  deriveAnswers(
    'store.list',
    'store.categories',
    'account.create',
    'account.legacyBalance',
    'launch.xlikes',
    'checkout.purchase',
    'checkout.purchaseStatus',
    'creator.createdJob',
    'creator.chooseWinners',
    'creator.entries',
    'seller.detail',
    'seller.replace',
  );
  // Open the database once up front: its first open can take a while on a busy machine.
  await (await import('./db')).getDb();
}, 120_000);
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  // A success the contract accepts for whatever route was called (the proxy passes on no other).
  reply = (req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json',
      'set-cookie': 'upstream=1',
      connection: 'keep-alive',
      'x-powered-by': 'sandbox',
      'retry-after': '3',
    });
    res.end(JSON.stringify(validAnswerTo(req.method!, req.url!)));
  };
});

const APP = 'http://localhost:3000';
const request = (pathAndQuery: string, init: RequestInit = {}) =>
  proxy(new Request(`${APP}/api/marketplace${pathAndQuery}`, init));

describe('proxy allowlist', () => {
  it('forwards an allowlisted route with its exact query', async () => {
    const res = await request('/store/products?q=logo&limit=5');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(validAnswer('store.list'));
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/store/products?q=logo&limit=5' });
  });

  // URL parsing resolves encoded dot segments first, so "/store/%2e%2e/admin" arrives as "/admin".
  it.each(['/admin', '/store/products/a/b', '/Store/products', '/api/agent/store/products', '/store/%2e%2e/admin'])(
    'answers 404 for %s without calling upstream',
    async (p) => {
      const res = await request(p);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ ok: false, errorCode: 'PROXY_ROUTE_NOT_ALLOWED' });
      expect(seen).toHaveLength(0);
    },
  );

  it('answers 405 for a known path with another method, without calling upstream', async () => {
    const res = await request('/store/products', { method: 'DELETE', headers: { origin: APP } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    expect(seen).toHaveLength(0);
  });

  it.each(['/store/products/a%2Fb', '/store/products/a%5Cb', '/store/products/', '/store//products'])(
    'refuses %s as an invalid path',
    async (p) => {
      const res = await request(p);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ errorCode: 'PROXY_PATH_INVALID' });
      expect(seen).toHaveLength(0);
    },
  );
});

describe('proxy headers', () => {
  it('sends only what the route needs: no cookies, no browser credentials on public routes', async () => {
    await request('/store/categories', {
      headers: {
        cookie: 'mkt_session=secret',
        authorization: 'Bearer x',
        'x-api-key': 'k',
        'sign-in-with-x': 'p',
        'x-forwarded-for': '1.2.3.4',
        referer: `${APP}/store`,
      },
    });
    const headers = seen[0]!.headers;
    for (const name of ['cookie', 'authorization', 'x-api-key', 'sign-in-with-x', 'x-forwarded-for', 'referer'])
      expect(headers[name], name).toBeUndefined();
    expect(headers.accept).toBe('application/json');
    expect(headers['user-agent']).toMatch(/^agent-marketplace-dashboard/);
  });

  it('passes the wallet proof through on SIWX routes and never adds a key', async () => {
    await request('/apikey/rotate', {
      method: 'POST',
      headers: { origin: APP, 'sign-in-with-x': 'proof', 'x-api-key': 'k' },
    });
    expect(seen[0]!.headers['sign-in-with-x']).toBe('proof');
    expect(seen[0]!.headers['x-api-key']).toBeUndefined();
  });

  it('returns only allowlisted response headers', async () => {
    const res = await request('/store/categories');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('connection')).toBeNull();
    expect(res.headers.get('retry-after')).toBe('3');
    // The content type is the proxy's own, never the upstream's.
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('never passes another content type through on a JSON route', async () => {
    reply = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<script>alert(1)</script>');
    };
    const res = await request('/store/categories');
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await res.text();
    expect(text).not.toContain('<script>');
    expect(ERROR_MESSAGES).toHaveProperty([JSON.parse(text).errorCode]);
  });

  it('passes the sign-in challenge header back', async () => {
    reply = (_req, res) => {
      res.writeHead(402, { 'content-type': 'application/json', 'payment-required': 'eyJ4In0=' });
      res.end('{}');
    };
    const res = await request('/solana/siwx/account-create', { method: 'POST', headers: { origin: APP } });
    expect(res.status).toBe(402);
    expect(res.headers.get('payment-required')).toBe('eyJ4In0=');
  });
});

describe('proxy mutations', () => {
  it('refuses a mutation from another origin', async () => {
    const res = await request('/proofofhuman', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect(seen).toHaveLength(0);
    const crossSite = await request('/proofofhuman', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site', origin: APP },
      body: '{}',
    });
    expect(crossSite.status).toBe(403);
  });

  it('refuses a mutation without any origin information', async () => {
    expect((await request('/proofofhuman', { method: 'POST', body: '{}' })).status).toBe(403);
  });

  it('requires JSON for bodies', async () => {
    const res = await request('/proofofhuman', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(res.status).toBe(415);
    expect(seen).toHaveLength(0);
  });

  it('enforces the route’s body limit before calling upstream', async () => {
    const res = await request('/proofofhuman', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: JSON.stringify({ pad: 'x'.repeat(16 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(seen).toHaveLength(0);
  });

  it('refuses a body on a route that takes none as input, in the route’s own code', async () => {
    const res = await request('/apikey/rotate', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ ok: false, errorCode: 'AGENT_API_KEY_INPUT_INVALID' });
    expect(seen).toHaveLength(0);
  });

  it('asks for sign-in on account routes when the session has no key, without calling upstream', async () => {
    const res = await request('/profile');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ errorCode: 'PROXY_SIGN_IN_REQUIRED' });
    expect(seen).toHaveLength(0);
  });
});

describe('proxy upstream failures', () => {
  it('turns a timeout into 504 and never retries', async () => {
    reply = () => undefined; // never answers
    const res = await request('/store/categories');
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ errorCode: 'PROXY_UPSTREAM_TIMEOUT' });
    expect(seen).toHaveLength(1);
  });

  it('checks a success against the contract: one that does not match never reaches the page', async () => {
    reply = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true,"categories":["not","a","tree"]}');
    };
    const res = await request('/store/categories');
    expect(res.status).toBe(502);
    const text = await res.text();
    expect(text).not.toContain('tree');
    // Worded "check its status": the marketplace did answer, so what was asked may have happened.
    expect(JSON.parse(text)).toMatchObject({ ok: false, errorCode: 'PROXY_UPSTREAM_ANSWER_INVALID' });
    expect(ERROR_MESSAGES.PROXY_UPSTREAM_ANSWER_INVALID!.action).toBe('check-status');
  });

  it('answers 504 when a success stops halfway through its body, never a server error', async () => {
    reply = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"ok":true,');
    };
    const res = await request('/store/categories');
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ errorCode: 'PROXY_UPSTREAM_TIMEOUT' });
  });

  it('passes a checked success on as the very bytes that came', async () => {
    const text = `\n  ${JSON.stringify(validAnswer('store.categories'), null, 2)}\n`;
    reply = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(text);
    };
    const res = await request('/store/categories');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(text);
  });

  it('passes a refusal through unchecked, as it arrives', async () => {
    reply = (_req, res) => {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '4' });
      res.write('{"ok":false,');
      setTimeout(() => res.end('"errorCode":"STORE_PRODUCT_RATE_LIMITED"}'), 150);
    };
    const res = await request('/store/categories');
    expect(res.status).toBe(429);
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('{"ok":false,');
  });
});

describe('proxy keeps API keys on the server', () => {
  const key = 'f'.repeat(40);
  const accountAccess = () => {
    reply = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          validAnswerTo('POST', '/solana/siwx/account-create', {
            ok: true,
            auth: 'siwx',
            paid: false,
            network: 'solana',
            walletAddress: 'W',
            accountId: 'acc_1',
            created: true,
            apikey: key,
          }),
        ),
      );
    };
  };

  it('stores the key from account access in the session and strips it from the browser’s copy', async () => {
    accountAccess();
    const res = await request('/solana/siwx/account-create', {
      method: 'POST',
      headers: { origin: APP, 'sign-in-with-x': 'proof' },
    });
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text).not.toContain(key);
    expect(JSON.parse(text)).toMatchObject({ ok: true, accountId: 'acc_1', apikeyStored: true });
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;

    // The same session now reads account routes with that key, added on the server.
    reply = (_req, r) => {
      r.writeHead(200, { 'content-type': 'application/json' });
      r.end(JSON.stringify(validAnswerTo('GET', '/api/external/balance')));
    };
    seen.length = 0;
    expect((await request('/api/external/balance', { headers: { cookie } })).status).toBe(200);
    expect(seen[0]!.headers['x-api-key']).toBe(key);
  });

  it('never passes through a success body it cannot read', async () => {
    reply = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(`not json ${key}`);
    };
    const res = await request('/apikey/rotate', {
      method: 'POST',
      headers: { origin: APP, 'sign-in-with-x': 'proof' },
    });
    expect(res.status).toBe(502);
    expect(await res.text()).not.toContain(key);
  });

  it('passes errors through unchanged', async () => {
    reply = (_req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end('{"ok":false,"errorCode":"SIWX_INVALID_SIGNATURE","message":"bad"}');
    };
    const res = await request('/apikey/rotate', {
      method: 'POST',
      headers: { origin: APP, 'sign-in-with-x': 'proof' },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ errorCode: 'SIWX_INVALID_SIGNATURE' });
  });
});

describe('proxy journal, vault and status credentials', () => {
  const sameOrigin = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };
  const purchaseBody = (key: string, extra: Record<string, unknown> = {}) =>
    JSON.stringify({ productId: 'prd_1', network: 'solana', idempotencyKey: key, ...extra });
  const newSession = async () => {
    const { ensureSession } = await import('./session');
    const { setCookie } = await ensureSession(new Request(`${APP}/x`));
    return setCookie!.split(';')[0]!;
  };

  it('journals a checkout before calling upstream and reuses its checkout token on the retry', async () => {
    const cookie = await newSession();
    const { getDb } = await import('./db');
    const { journal } = await import('@/lib/db/schema');
    let rowsWhenCalled = -1;
    reply = (_req, res) => {
      void (async () => {
        rowsWhenCalled = (await (await getDb()).select().from(journal)).filter(
          (r) => r.idempotencyKey === 'purchase:journal-1',
        ).length;
        res.writeHead(402, {
          'content-type': 'application/json',
          'payment-required': Buffer.from(
            JSON.stringify({ x402Version: 2, checkout: { id: 'chk_9', status: 'awaiting_payment', token: 'T' } }),
          ).toString('base64'),
        });
        res.end(
          JSON.stringify({
            x402Version: 2,
            accepts: [],
            checkout: { id: 'chk_9', status: 'awaiting_payment', summary: 'Logo', token: 'T' },
          }),
        );
      })();
    };
    const first = await request('/store/purchase', {
      method: 'POST',
      headers: { ...sameOrigin, cookie },
      body: purchaseBody('purchase:journal-1'),
    });
    expect(first.status).toBe(402);
    expect(rowsWhenCalled).toBe(1);
    const token = seen[0]!.headers['x-checkout-token'];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Tokens the upstream generates never reach the browser, in the body or in the PAYMENT-REQUIRED header.
    const body = await first.json();
    expect(body.checkout).not.toHaveProperty('token');
    expect(JSON.parse(Buffer.from(first.headers.get('payment-required')!, 'base64').toString())).toEqual({
      x402Version: 2,
      checkout: { id: 'chk_9', status: 'awaiting_payment' },
    });

    await request('/store/purchase', {
      method: 'POST',
      headers: { ...sameOrigin, cookie, 'payment-signature': 'SIG' },
      body: purchaseBody('purchase:journal-1'),
    });
    expect(seen[1]!.headers['x-checkout-token']).toBe(token);
    expect(seen[1]!.headers['payment-signature']).toBe('SIG');
  });

  it('refuses a changed body under the same key locally', async () => {
    const cookie = await newSession();
    await request('/store/purchase', {
      method: 'POST',
      headers: { ...sameOrigin, cookie },
      body: purchaseBody('purchase:journal-2'),
    });
    seen.length = 0;
    const changed = await request('/store/purchase', {
      method: 'POST',
      headers: { ...sameOrigin, cookie },
      body: purchaseBody('purchase:journal-2', { description: 'changed' }),
    });
    expect(changed.status).toBe(409);
    expect(await changed.json()).toMatchObject({ errorCode: 'PROXY_IDEMPOTENCY_CHANGED' });
    expect(seen).toHaveLength(0);
  });

  it('journals a paid launch call under the browser’s key header (never forwarded), passes the payment through and vaults the job secret', async () => {
    const cookie = await newSession();
    const likes = `/solana/xlikes?url=${encodeURIComponent('https://x.com/a/status/1')}&amount=40`;
    reply = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          validAnswerTo('GET', likes, {
            ok: true,
            paid: true,
            jobId: 'AbCd1234',
            secret: 'job-secret-launch-1',
            statusUrl: 'https://m/submissions/agenttohuman?action=view&secret=job-secret-launch-1',
          }),
        ),
      );
    };
    const headers = {
      cookie,
      'sec-fetch-site': 'same-origin',
      'x-idempotency-key': 'launch:proxy-1',
      'payment-signature': 'SIG',
      'x-api-key': 'browser-must-not-send-this',
    };
    const res = await request(likes, { headers });
    expect(res.status).toBe(200);
    expect(seen[0]!.url).toBe(likes);
    expect(seen[0]!.headers['payment-signature']).toBe('SIG');
    expect(seen[0]!.headers).not.toHaveProperty('x-idempotency-key');
    expect(seen[0]!.headers).not.toHaveProperty('x-api-key');
    const answer = await res.json();
    expect(answer.secret).toMatch(/^vault:/);
    expect(JSON.stringify(answer)).not.toContain('job-secret-launch-1');

    const { unfinishedOperations } = await import('./journal');
    const { readSession } = await import('./session');
    const session = await readSession(new Request(`${APP}/x`, { headers: { cookie } }));
    const operations = await unfinishedOperations(session!.id);
    expect(operations.some((o) => o.idempotencyKey === 'launch:proxy-1')).toBe(false);
    // The same key for another request is refused before anything leaves.
    seen.length = 0;
    const changed = await request(likes.replace('amount=40', 'amount=41'), { headers });
    expect(changed.status).toBe(409);
    expect(seen).toHaveLength(0);
  });

  it('creates a session for a first checkout and sets its cookie', async () => {
    const res = await request('/store/purchase', {
      method: 'POST',
      headers: sameOrigin,
      body: purchaseBody('purchase:journal-3'),
    });
    expect(res.headers.get('set-cookie')).toMatch(/^mkt_session=/);
  });

  it('marks a timed-out payment as unknown, to be checked and never redone', async () => {
    const cookie = await newSession();
    reply = () => undefined;
    const res = await request('/hire', {
      method: 'POST',
      headers: { ...sameOrigin, cookie, 'payment-signature': 'signed-payment' },
      body: JSON.stringify({
        nickname: 'kai',
        description: 'x',
        budgetUsd: '10.00',
        network: 'base',
        idempotencyKey: 'hire:timeout-1',
      }),
    });
    expect(res.status).toBe(504);
    const { unfinishedOperations } = await import('./journal');
    const { readSession } = await import('./session');
    const session = await readSession(new Request(`${APP}/x`, { headers: { cookie } }));
    const items = await unfinishedOperations(session!.id);
    expect(items).toEqual([
      expect.objectContaining({ idempotencyKey: 'hire:timeout-1', state: 'unknown', routeId: 'checkout.hire' }),
    ]);
    expect(JSON.stringify(items)).not.toMatch(/checkoutToken|v2\./);
  });

  it('leaves the key free after a lost answer to a call that carried no payment: a quote charges nothing', async () => {
    const cookie = await newSession();
    reply = () => undefined;
    const lost = await request('/store/purchase', {
      method: 'POST',
      headers: { ...sameOrigin, cookie },
      body: purchaseBody('purchase:lost-quote-1'),
    });
    expect(lost.status).toBe(504);
    const { unfinishedOperations } = await import('./journal');
    const { readSession } = await import('./session');
    const session = await readSession(new Request(`${APP}/x`, { headers: { cookie } }));
    expect(await unfinishedOperations(session!.id)).toEqual([
      expect.objectContaining({ idempotencyKey: 'purchase:lost-quote-1', state: 'answered', outcome: 'retry' }),
    ]);
    // Asked again under the same key, the quote goes out.
    reply = (_req, res) => {
      res.writeHead(402, { 'content-type': 'application/json' });
      res.end(JSON.stringify(validAnswerTo('POST', '/store/purchase')));
    };
    await request('/store/purchase', {
      method: 'POST',
      headers: { ...sameOrigin, cookie },
      body: purchaseBody('purchase:lost-quote-1'),
    });
    expect(seen).toHaveLength(2);
  });

  it('reads status with the journal’s checkout token only, and replaces the order secret with a handle', async () => {
    const cookie = await newSession();
    await request('/store/purchase', {
      method: 'POST',
      headers: { ...sameOrigin, cookie },
      body: purchaseBody('purchase:journal-4'),
    });
    const token = seen[0]!.headers['x-checkout-token'];
    reply = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          validAnswerTo('POST', '/store/purchase/status', {
            ok: true,
            purchase: {
              purchaseId: 'chk_4',
              status: 'payment_confirmed',
              secret: 'order-secret-value',
              product: { name: 'Logo' },
            },
          }),
        ),
      );
    };
    seen.length = 0;
    const status = await request('/store/purchase/status', {
      method: 'POST',
      headers: { ...sameOrigin, cookie },
      body: JSON.stringify({ idempotencyKey: 'purchase:journal-4' }),
    });
    expect(seen[0]!.headers['x-checkout-token']).toBe(token);
    expect(seen[0]!.headers['x-api-key']).toBeUndefined();
    const text = await status.text();
    expect(text).not.toContain('order-secret-value');
    const handle = JSON.parse(text).purchase.secret as string;
    expect(handle).toMatch(/^vault:/);

    // The order room takes the handle; the proxy adds the secret.
    seen.length = 0;
    reply = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true,"messages":[]}');
    };
    await request('/api/preselection/agenttohumanadvanced/chat/messages', {
      headers: { cookie, 'x-secret-handle': handle },
    });
    expect(seen[0]!.headers['x-secret']).toBe('order-secret-value');
    expect(seen[0]!.headers['x-secret-handle']).toBeUndefined();
  });

  it('refuses an unknown or foreign handle without calling upstream', async () => {
    const cookie = await newSession();
    const res = await request('/api/preselection/agenttohumanadvanced/finalize', {
      method: 'POST',
      headers: { ...sameOrigin, cookie, 'x-secret-handle': 'vault:nope' },
      body: '{}',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errorCode: 'PROXY_HANDLE_UNKNOWN' });
    expect(seen).toHaveLength(0);
    // A browser-sent X-Secret never passes.
    const direct = await request('/api/preselection/agenttohumanadvanced/finalize', {
      method: 'POST',
      headers: { ...sameOrigin, cookie, 'x-secret': 'guess' },
      body: '{}',
    });
    expect(direct.status).toBe(400);
    expect(seen).toHaveLength(0);
  });
});

describe('proxy security findings', () => {
  const sameOrigin = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };
  const orderAnswer = (secret: string) => (_req: IncomingMessage, res: import('node:http').ServerResponse) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        validAnswerTo('POST', '/store/purchase/status', {
          ok: true,
          purchase: { purchaseId: 'chk_s', status: 'payment_confirmed', secret, product: { name: 'Logo' } },
          checkout: { id: 'chk_s', status: 'payment_confirmed', token: 'upstream-token-value' },
        }),
      ),
    );
  };
  const signedInSession = async (accountId: string) => {
    const { ensureSession, attachAccount } = await import('./session');
    const { session, setCookie } = await ensureSession(new Request(`${APP}/x`));
    await attachAccount(session!.id, { accountId, walletAddress: 'W', network: 'solana', apiKey: 'a'.repeat(40) });
    return setCookie!.split(';')[0]!;
  };

  it('never answers a listing read after a change with the copy from before it', async () => {
    const cookie = await signedInSession('acc_listing_change');
    const detail = () => request('/worker/store/products/prd_changed', { headers: { cookie } });
    const before = await detail();
    expect(before.status).toBe(200);
    expect(seen).toHaveLength(1);
    const saved = await request('/worker/store/products/prd_changed', {
      method: 'PUT',
      headers: { ...sameOrigin, cookie },
      body: JSON.stringify({ name: 'Logo design', priceUsd: '12.00', idempotencyKey: 'listing:change-after-read-1' }),
    });
    expect(saved.status).toBe(200);
    // Inside the read window: the copy from before the change is gone, so the read waits for the window instead.
    const after = await detail();
    expect(after.status).toBe(429);
    expect(after.headers.get('retry-after')).toBeTruthy();
    expect(seen).toHaveLength(2);
  });

  it('a read whose call never reached the marketplace spends no window: the next read goes out', async () => {
    const cookie = await signedInSession('acc_never_reached');
    const detail = () => request('/worker/store/products/prd_unreached', { headers: { cookie } });
    const port = (upstream.address() as AddressInfo).port;
    // Closed with its kept-alive connections too, so the call finds no way in.
    const closed = new Promise<void>((resolve) => upstream.close(() => resolve()));
    upstream.closeAllConnections();
    await closed;
    // The proxy's side sees those connections end (else a call could go out on one, and maybe be read).
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      const refused = await detail();
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(await refused.json()).toMatchObject({ errorCode: 'PROXY_UPSTREAM_NOT_REACHED' });
    } finally {
      await new Promise<void>((resolve) => upstream.listen(port, '127.0.0.1', resolve));
    }
    // Inside the window the first call would have spent, had it been sent.
    const read = await detail();
    expect(read.status).toBe(200);
    expect(seen).toHaveLength(1);
  });

  it('never passes an order secret or a checkout token to a browser without a session', async () => {
    reply = orderAnswer('raw-order-secret-1');
    // A signed wallet proof and no cookie: a fresh browser or a script.
    const res = await request('/store/purchase/status', {
      method: 'POST',
      headers: { ...sameOrigin, 'sign-in-with-x': 'proof' },
      body: JSON.stringify({ purchaseId: 'chk_s' }),
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain('raw-order-secret-1');
    expect(text).not.toContain('upstream-token-value');
    expect(JSON.parse(text).purchase.secret).toBeNull();
  });

  it('gives each session of one account its own handle, even when the read cache answers', async () => {
    const first = await signedInSession('acc_shared');
    const second = await signedInSession('acc_shared');
    reply = orderAnswer('raw-order-secret-2');
    const read = (cookie: string) =>
      request('/store/purchase/status', {
        method: 'POST',
        headers: { ...sameOrigin, cookie },
        body: JSON.stringify({ purchaseId: 'chk_s' }),
      }).then((r) => r.json());
    const a = await read(first);
    const b = await read(second);
    // One upstream call: the second read came from the account's cache.
    expect(seen).toHaveLength(1);
    expect(a.purchase.secret).toMatch(/^vault:/);
    expect(b.purchase.secret).toMatch(/^vault:/);
    expect(b.purchase.secret).not.toBe(a.purchase.secret);
    // A handle works only in the session it was given to.
    seen.length = 0;
    const foreign = await request('/api/preselection/agenttohumanadvanced/chat/messages', {
      headers: { cookie: second, 'x-secret-handle': a.purchase.secret },
    });
    expect(foreign.status).toBe(400);
    expect(seen).toHaveLength(0);
  });

  it('checks a journaled body against the route schema before anything is written', async () => {
    const cookie = await signedInSession('acc_input');
    const { getDb } = await import('./db');
    const { journal } = await import('@/lib/db/schema');
    const before = (await (await getDb()).select().from(journal)).length;
    const hire = {
      nickname: 'n'.repeat(10_001),
      description: 'x',
      budgetUsd: '10.00',
      network: 'base',
      idempotencyKey: 'hire:invalid-1',
    };
    const res = await request('/hire', {
      method: 'POST',
      headers: { ...sameOrigin, cookie },
      body: JSON.stringify(hire),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ ok: false, errorCode: 'CHECKOUT_INPUT_INVALID' });
    expect((await (await getDb()).select().from(journal)).length).toBe(before);
    expect(seen).toHaveLength(0);
  });

  it.each(['\\ud800', '\\u0000'])(
    'answers a body with text a database cannot hold (%s) with 400, not 500',
    async (escape) => {
      const body = `{"productId":"prd_1","network":"solana","idempotencyKey":"purchase:unstorable-${escape.slice(-4)}","description":"a${escape}b"}`;
      const res = await request('/store/purchase', { method: 'POST', headers: sameOrigin, body });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ errorCode: 'CHECKOUT_INPUT_INVALID' });
      expect(seen).toHaveLength(0);
    },
  );

  it.each(['mkt_session=%E0%A4%A', 'mkt_session=%'])(
    'reads the malformed cookie %s as no session, not a 500',
    async (cookie) => {
      const res = await request('/profile', { headers: { cookie } });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ errorCode: 'PROXY_SIGN_IN_REQUIRED' });
      expect(seen).toHaveLength(0);
    },
  );

  it('answers a body of deeply nested arrays with 400, not a stack overflow', async () => {
    const depth = 8_000;
    const body = `{"message":${'['.repeat(depth)}${']'.repeat(depth)},"idempotencyKey":"chat:deep-1"}`;
    const res = await request('/proofofhuman', { method: 'POST', headers: sameOrigin, body });
    expect(res.status).toBe(400);
    expect(seen).toHaveLength(0);
  });

  it.each([
    '/store/products/..%3B',
    '/store/products/%252e%252e',
    '/store/products/%2e%2e%3Badmin',
    '/user/a..%3Bb',
    '/user/%E0%A4%A',
  ])('refuses the path parameter in %s', async (p) => {
    const res = await request(p);
    expect([400, 404]).toContain(res.status);
    expect(res.status).not.toBe(500);
    expect(seen).toHaveLength(0);
  });

  it('keeps an uncertain checkout on the recovery list when its status read says 404 or 429', async () => {
    const { ensureSession, readSession } = await import('./session');
    const { setCookie } = await ensureSession(new Request(`${APP}/x`));
    const cookie = setCookie!.split(';')[0]!;
    reply = () => undefined; // the payment's answer is lost
    await request('/store/purchase', {
      method: 'POST',
      headers: { ...sameOrigin, cookie, 'payment-signature': 'signed-payment' },
      body: JSON.stringify({ productId: 'prd_1', network: 'solana', idempotencyKey: 'purchase:uncertain-1' }),
    });
    const { unfinishedOperations } = await import('./journal');
    const session = await readSession(new Request(`${APP}/x`, { headers: { cookie } }));
    for (const [status, code] of [
      [404, 'PURCHASE_NOT_FOUND'],
      [429, 'AGENT_READ_RATE_LIMITED'],
    ] as const) {
      reply = (_req, res) => {
        res.writeHead(status, { 'content-type': 'application/json', 'retry-after': '5' });
        res.end(JSON.stringify({ ok: false, errorCode: code, message: 'x' }));
      };
      const res = await request('/store/purchase/status', {
        method: 'POST',
        headers: { ...sameOrigin, cookie },
        body: JSON.stringify({ idempotencyKey: 'purchase:uncertain-1' }),
      });
      expect(res.status).toBe(status);
      expect(await unfinishedOperations(session!.id)).toEqual([
        expect.objectContaining({ idempotencyKey: 'purchase:uncertain-1', state: 'unknown' }),
      ]);
    }
  });
});

describe('proxy job secrets', () => {
  const sameOrigin = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };
  const jobSecret = 'job-secret-0123456789abcdef0123456789abcdef';
  const signedIn = async () => {
    const { ensureSession, attachAccount } = await import('./session');
    const { session, setCookie } = await ensureSession(new Request(`${APP}/x`));
    await attachAccount(session!.id, {
      accountId: `acc_${session!.id.slice(0, 8)}`,
      walletAddress: 'W',
      network: 'base',
      apiKey: 'b'.repeat(40),
    });
    return setCookie!.split(';')[0]!;
  };
  /** The contract's answer to the request, with `fields` in place. */
  const answer =
    (fields: Record<string, unknown>) => (req: IncomingMessage, res: import('node:http').ServerResponse) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(validAnswerTo(req.method!, req.url!, fields)));
    };
  /** Read a created job whose answer carries the secret (also inside an action URL); returns the browser's copy. */
  const readJob = async (cookie: string) => {
    reply = answer({
      ok: true,
      job: {
        jobId: 'Wk12ab34',
        secret: jobSecret,
        nextActions: {
          submissions: {
            method: 'GET',
            url: `https://api.example/submissions/agenttohuman?action=view&secret=${jobSecret}`,
          },
        },
      },
    });
    const res = await request('/jobs/created/Wk12ab34', { headers: { cookie } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(jobSecret);
    return JSON.parse(text) as { job: { secret: string; nextActions: { submissions: { url: string } } } };
  };

  it('keeps the job secret of a created job in the vault: the browser gets a handle, nowhere the secret', async () => {
    const { job } = await readJob(await signedIn());
    expect(job.secret).toMatch(/^vault:/);
    expect(job.nextActions.submissions.url).toBe(
      'https://api.example/submissions/agenttohuman?action=view&secret={secret}',
    );
  });

  it('puts the secret in the body in place of the handle when choosing winners, and never answers it back', async () => {
    const cookie = await signedIn();
    const { job } = await readJob(cookie);
    seen.length = 0;
    reply = answer({ ok: true, updated: 2, winnersNow: 2, cap: 3, echo: jobSecret });
    const res = await request('/api/agenttohumanadvanced/choose-winners', {
      method: 'POST',
      headers: { ...sameOrigin, cookie },
      body: JSON.stringify({ secret: job.secret, submissionIds: ['sub_a', 'sub_b'] }),
    });
    expect(seen).toHaveLength(1);
    expect(JSON.parse(seen[0]!.body)).toEqual({ secret: jobSecret, submissionIds: ['sub_a', 'sub_b'] });
    expect(seen[0]!.headers['x-secret']).toBeUndefined();
    const text = await res.text();
    expect(text).not.toContain(jobSecret);
    expect(JSON.parse(text)).toMatchObject({ updated: 2, winnersNow: 2, cap: 3, echo: job.secret });
  });

  it('puts the secret in the query in place of the handle when reading entries; next-page links come back with the handle', async () => {
    const cookie = await signedIn();
    const { job } = await readJob(cookie);
    seen.length = 0;
    reply = (req, res) => {
      const page = new URL(req.url!, 'http://x').searchParams;
      answer({
        ok: true,
        jobId: 'Wk12ab34',
        submissions: [],
        page: 1,
        pageSize: 50,
        total: 60,
        totalPages: 2,
        nextPageUrl: `https://api.example/submissions/agenttohuman?action=view&secret=${page.get('secret')}&page=2`,
      })(req, res);
    };
    const res = await request(`/submissions/agenttohuman?action=view&secret=${encodeURIComponent(job.secret)}&page=1`, {
      headers: { cookie },
    });
    expect(res.status).toBe(200);
    expect(seen[0]!.url).toBe(`/submissions/agenttohuman?action=view&secret=${jobSecret}&page=1`);
    const text = await res.text();
    expect(text).not.toContain(jobSecret);
    expect(JSON.parse(text).nextPageUrl).toBe(
      `https://api.example/submissions/agenttohuman?action=view&secret=${job.secret}&page=2`,
    );
  });

  it('refuses an unknown handle, a raw secret, another session’s handle or an order handle without calling upstream', async () => {
    const cookie = await signedIn();
    const { job } = await readJob(cookie);
    const other = await signedIn();
    const { keepSecret } = await import('./vault');
    const { readSession } = await import('./session');
    const session = await readSession(new Request(`${APP}/x`, { headers: { cookie } }));
    const orderHandle = await keepSecret(session!.id, jobSecret, 'chk_1', 'order-secret');
    seen.length = 0;
    const choose = (secret: string, as = cookie) =>
      request('/api/agenttohumanadvanced/choose-winners', {
        method: 'POST',
        headers: { ...sameOrigin, cookie: as },
        body: JSON.stringify({ secret, submissionIds: 'sub_a' }),
      });
    const entries = (secret: string, as = cookie) =>
      request(`/submissions/agenttohuman?action=view&secret=${encodeURIComponent(secret)}`, {
        headers: { cookie: as },
      });
    for (const res of [
      await choose('vault:unknown'),
      await choose(jobSecret),
      await choose(job.secret, other),
      await choose(orderHandle),
      await entries('vault:unknown'),
      await entries(jobSecret),
      await entries(job.secret, other),
    ]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ errorCode: 'PROXY_HANDLE_UNKNOWN' });
    }
    expect(seen).toHaveLength(0);
  });
});
