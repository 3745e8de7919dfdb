/**
 * The journal's promise, through the proxy: one intent, one send. Each case
 * counts what reached a scripted marketplace: a finished operation is answered
 * again without a send, one in flight or with an uncertain outcome is refused
 * (whatever the payment signature), and only a refusal that charged nothing
 * lets the same key go again.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deriveAnswers, validAnswerTo } from '@/test/answers';

type Reply = (req: IncomingMessage, res: ServerResponse) => void;

let upstream: Server;
let calls: { url: string; payment: string | undefined }[] = [];
let replies: Reply[] = [];
let proxy: typeof import('./marketplace-proxy').proxy;

/** An answer; a success is the contract's answer to the request with `body`'s fields in place (the proxy passes on no other). */
const json =
  (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Reply =>
  (req, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(status >= 200 && status < 300 ? validAnswerTo(req.method!, req.url!, body) : body));
  };
const challenge = json(
  402,
  { x402Version: 2, accepts: [] },
  { 'payment-required': Buffer.from(JSON.stringify({ x402Version: 2, accepts: [] })).toString('base64') },
);
const paid = json(200, { ok: true, paid: true, jobId: 'AbCd1234', secret: 'job-secret-idempotency-1' });
const serverError = json(500, { ok: false, errorCode: 'INTERNAL_ERROR', message: 'boom' });
const silent: Reply = () => undefined;
/** What a gateway in front of the marketplace answers on its own: a page, not the marketplace's JSON. */
const page =
  (status: number, headers: Record<string, string> = {}, body = '<html><body>Busy</body></html>'): Reply =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'text/html', ...headers });
    res.end(body);
  };

beforeAll(async () => {
  upstream = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      calls.push({
        url: req.url!,
        payment: (req.headers['payment-signature'] ?? req.headers['x-payment']) as string | undefined,
      });
      (replies.shift() ?? json(200, { ok: true }))(req, res);
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  process.env.MARKETPLACE_API_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  process.env.UPSTREAM_TIMEOUT_MS = '1000';
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'proxy-idempotency-'));
  deriveAnswers('launch.xlikes', 'checkout.purchase', 'checkout.hire', 'swaps.create');
  ({ proxy } = await import('./marketplace-proxy'));
  await (await import('./db')).getDb();
}, 120_000);
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));
beforeEach(() => {
  calls = [];
  replies = [];
});

const APP = 'http://localhost:3000';
const sameOrigin = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };
let keys = 0;
const nextKey = (prefix: string) => `${prefix}:idem-${++keys}-${Date.now()}`;

async function anonymous(): Promise<string> {
  const { ensureSession } = await import('./session');
  return (await ensureSession(new Request(`${APP}/x`))).setCookie!.split(';')[0]!;
}

async function signedIn(): Promise<string> {
  const { ensureSession, attachAccount } = await import('./session');
  const { session, setCookie } = await ensureSession(new Request(`${APP}/x`));
  await attachAccount(session!.id, {
    accountId: `acc_${session!.id.slice(0, 8)}`,
    walletAddress: 'W',
    network: 'solana',
    apiKey: 'c'.repeat(40),
  });
  return setCookie!.split(';')[0]!;
}

const LIKES = `/solana/xlikes?url=${encodeURIComponent('https://x.com/a/status/1')}&amount=40`;
/** A paid launch (no idempotency upstream): the journal alone stands between a retry and a second job. */
const likes = (cookie: string, key: string, signature?: string) =>
  proxy(
    new Request(`${APP}/api/marketplace${LIKES}`, {
      headers: {
        cookie,
        'sec-fetch-site': 'same-origin',
        'x-idempotency-key': key,
        ...(signature ? { 'payment-signature': signature } : {}),
      },
    }),
  );
const purchase = (cookie: string, key: string, signature?: string) =>
  proxy(
    new Request(`${APP}/api/marketplace/store/purchase`, {
      method: 'POST',
      headers: { ...sameOrigin, cookie, ...(signature ? { 'payment-signature': signature } : {}) },
      body: JSON.stringify({ productId: 'prd_1', network: 'solana', idempotencyKey: key }),
    }),
  );
const externalCreate = (cookie: string, key: string) =>
  proxy(
    new Request(`${APP}/api/marketplace/api/external/jobs/create`, {
      method: 'POST',
      headers: { ...sameOrigin, cookie, 'x-idempotency-key': key },
      body: JSON.stringify({
        type: 'social',
        tweet_url: 'https://x.com/a/status/1',
        min_rank: 1,
        cooldown_minutes: 0,
        jobtype: 'repost',
        max_completions: 25,
        balance_payment: 1,
        total_bounty_sol: '0.01',
      }),
    }),
  );
const swap = (cookie: string, key: string) =>
  proxy(
    new Request(`${APP}/api/marketplace/swap`, {
      method: 'POST',
      headers: { ...sameOrigin, cookie },
      body: JSON.stringify({ fromToken: 'SOL', toToken: 'USDC', amount: '0.5', idempotencyKey: key }),
    }),
  );
const codeOf = async (response: Response) => ((await response.json()) as { errorCode?: string }).errorCode;

describe('a finished operation is answered again, never sent again', () => {
  it('replays a paid launch’s answer (its secret still a vault handle) on the same key and intent, whatever the signature', async () => {
    const cookie = await anonymous();
    const key = nextKey('launch');
    replies = [paid];
    const first = await likes(cookie, key, 'SIG-A');
    expect(first.status).toBe(200);
    // Stamped with when this server had the answer, as its reads are; the replays keep that time.
    const answeredAt = first.headers.get('x-fetched-at');
    expect(Math.abs(Date.parse(answeredAt ?? '') - Date.now())).toBeLessThan(5_000);
    const firstBody = await first.json();
    expect(firstBody.secret).toMatch(/^vault:/);

    for (const signature of ['SIG-A', 'SIG-B', undefined]) {
      const again = await likes(cookie, key, signature);
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.headers.get('x-fetched-at')).toBe(answeredAt);
      const body = await again.json();
      expect(body).toEqual(firstBody);
      expect(JSON.stringify(body)).not.toContain('job-secret-idempotency-1');
    }
    expect(calls).toHaveLength(1);
  });
});

describe('a paid answer as the live service writes it', () => {
  const SECRET = 'live-job-secret-0123456789abcdef';
  // The live success payload (field notes): no `customId` or `price`, the secret again in `statusUrl`.
  const livePaid: Reply = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        ok: true,
        paid: true,
        jobId: 'AbCd1234',
        network: 'solana',
        secret: SECRET,
        statusUrl: `https://api.example/solana/agenttohuman?action=view&secret=${SECRET}`,
        jobLink: 'https://example/custom/AbCd1234',
        submissions: [],
      }),
    );
  };
  const post = encodeURIComponent('https://x.com/a/status/1');
  let cookie: string | undefined;
  it.each([
    ['a custom job', '/solana/agenttohuman?description=Hi&winners=2&perUser=0.05', 'payment-signature'],
    ['likes', LIKES, 'payment-signature'],
    ['a quick order', `/api/x402/quick/solana/xlikes-40?url=${post}`, 'x-payment'],
    ['a job’s payment', '/api/x402/jobs/AbCd1234/pay', 'x-payment'],
    ['a job’s payment on Base', '/api/x402/base/jobs/AbCd1234/pay', 'x-payment'],
  ])('%s: taken, its secret kept on the server', async (_name, at, header) => {
    replies = [livePaid];
    cookie ??= await anonymous();
    const answer = await proxy(
      new Request(`${APP}/api/marketplace${at}`, {
        headers: {
          cookie,
          'sec-fetch-site': 'same-origin',
          'x-idempotency-key': nextKey('launch'),
          [header]: 'SIG-A',
        },
      }),
    );
    const text = await answer.text();
    expect(answer.status, text).toBe(200);
    expect(text).not.toContain(SECRET);
    expect(JSON.parse(text)).toMatchObject({
      ok: true,
      paid: true,
      jobId: 'AbCd1234',
      secret: expect.stringMatching(/^vault:/),
    });
  });
});

describe('a paid answer the contract refuses', () => {
  const listed = async (cookie: string, key: string) => {
    const { sessionOfCookies } = await import('./session');
    const { unfinishedOperations } = await import('./journal');
    const session = (await sessionOfCookies(cookie, 'localhost:3000'))!;
    return (await unfinishedOperations(session.id)).find((op) => op.idempotencyKey === key);
  };

  it('never reaches the page, and leaves the payment in doubt: listed for recovery, its key never sent again', async () => {
    const cookie = await anonymous();
    const key = nextKey('launch');
    // Paid, but without the job's ID: a page could not show or find the work.
    replies = [
      challenge,
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ ok: true, paid: true, secret: 'job-secret-idempotency-2' }));
      },
    ];
    expect((await likes(cookie, key)).status).toBe(402);
    const first = await likes(cookie, key, 'SIG-A');
    expect(first.status).toBe(502);
    const text = await first.text();
    expect(text).not.toContain('job-secret-idempotency-2');
    expect(JSON.parse(text)).toMatchObject({ errorCode: 'PROXY_UPSTREAM_ANSWER_INVALID' });
    for (const signature of ['SIG-A', 'SIG-B']) {
      const again = await likes(cookie, key, signature);
      expect(await codeOf(again)).toBe('PROXY_OUTCOME_UNCERTAIN');
    }
    expect(calls).toHaveLength(2);
    expect(await listed(cookie, key)).toBeDefined();
  });

  it('holds a purchase whose success cannot be read the same way, an empty one too', async () => {
    const raw =
      (body: string): Reply =>
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(body);
      };
    for (const reply of [
      raw(JSON.stringify({ ok: true, purchase: { purchaseId: 'chk_odd', status: 'a_status_not_in_the_contract' } })),
      raw(''),
    ]) {
      const cookie = await anonymous();
      const key = nextKey('purchase');
      replies = [reply];
      expect((await purchase(cookie, key, 'SIG-A')).status).toBe(502);
      expect(await codeOf(await purchase(cookie, key, 'SIG-B'))).toBe('PROXY_OUTCOME_UNCERTAIN');
      expect(await listed(cookie, key)).toBeDefined();
    }
  });
});

describe('an uncertain outcome goes to recovery, never to a second payment', () => {
  it.each([
    ['a 500', serverError],
    ['a 503 without Retry-After', json(503, { ok: false, errorCode: 'SERVICE_UNAVAILABLE', message: 'x' })],
    ['a gateway’s 502 page', page(502)],
    ['a gateway’s 503 page without Retry-After', page(503)],
    ['a lost answer (timeout)', silent],
    ['a 409 that needs checking', json(409, { ok: false, errorCode: 'X402_PAYMENT_REPLAYED', message: 'x' })],
    [
      'a 409 with Retry-After',
      json(409, { ok: false, errorCode: 'X402_PAYMENT_PENDING', message: 'x' }, { 'retry-after': '2' }),
    ],
  ])('after %s, the same or a new signature for the same launch is refused without a send', async (_name, reply) => {
    const cookie = await anonymous();
    const key = nextKey('launch');
    replies = [challenge, reply];
    expect((await likes(cookie, key)).status).toBe(402);
    await likes(cookie, key, 'SIG-A');
    expect(calls).toHaveLength(2);

    for (const signature of ['SIG-A', 'SIG-B']) {
      const again = await likes(cookie, key, signature);
      expect(again.status).toBe(409);
      expect(await codeOf(again)).toBe('PROXY_OUTCOME_UNCERTAIN');
    }
    expect(calls).toHaveLength(2);
  });

  it('refuses a repeat of a checkout whose payment answered 202 (receipt pending): its status tells the rest', async () => {
    const cookie = await anonymous();
    const key = nextKey('purchase');
    replies = [json(202, { ok: true, purchase: { purchaseId: 'chk_202', status: 'payment_submitted' } })];
    expect((await purchase(cookie, key, 'SIG-A')).status).toBe(202);
    const again = await purchase(cookie, key, 'SIG-B');
    expect(await codeOf(again)).toBe('PROXY_OUTCOME_UNCERTAIN');
    expect(calls).toHaveLength(1);
  });

  it('keeps a paid launch answered 202 (accepted, not yet settled) on the recovery list, and refuses its repeat', async () => {
    const cookie = await anonymous();
    const key = nextKey('launch');
    replies = [challenge, json(202, { ok: true, paid: true, jobId: 'AbCd1234', secret: 'job-secret-idempotency-2' })];
    expect((await likes(cookie, key)).status).toBe(402);
    const paying = Date.now();
    expect((await likes(cookie, key, 'SIG-A')).status).toBe(202);
    const again = await likes(cookie, key, 'SIG-B');
    expect(await codeOf(again)).toBe('PROXY_OUTCOME_UNCERTAIN');
    expect(calls).toHaveLength(2);
    // Listed as in doubt, as the browser's dialogs read it before they offer to pay for the same work again.
    const { sessionOfCookies } = await import('./session');
    const { unfinishedOperations } = await import('./journal');
    const session = (await sessionOfCookies(cookie, 'localhost:3000'))!;
    const listed = (await unfinishedOperations(session.id)).find((op) => op.idempotencyKey === key);
    expect(listed).toMatchObject({ outcome: 'unconfirmed' });
    // Dated by the paid attempt, not the price asked before it: the work it may have bought is no older.
    expect(Date.parse(listed!.paidAt!)).toBeGreaterThanOrEqual(paying);
  });

  it('refuses a repeat of a balance-paid social job after a 500: it may have been created and debited', async () => {
    const cookie = await signedIn();
    const key = nextKey('launch');
    replies = [serverError];
    expect((await externalCreate(cookie, key)).status).toBe(500);
    expect(await codeOf(await externalCreate(cookie, key))).toBe('PROXY_OUTCOME_UNCERTAIN');
    expect(calls).toHaveLength(1);
  });

  it('takes a send cut short by a stopped server for uncertain, once the longest call would have ended', async () => {
    const cookie = await anonymous();
    const key = nextKey('launch');
    const { getDb } = await import('./db');
    const { journal } = await import('@/lib/db/schema');
    const { eq } = await import('drizzle-orm');
    replies = [challenge];
    await likes(cookie, key);
    // As if the server stopped while the paid call was out: the row still says "sent", long ago.
    await (
      await getDb()
    )
      .update(journal)
      .set({ state: 'sent', updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(journal.idempotencyKey, key));
    expect(await codeOf(await likes(cookie, key, 'SIG-A'))).toBe('PROXY_OUTCOME_UNCERTAIN');
    expect(calls).toHaveLength(1);
  });

  it('lets a swap go again after a 500: the marketplace replays its key with no second debit (its contract’s recovery)', async () => {
    const cookie = await signedIn();
    const key = nextKey('swap');
    replies = [
      serverError,
      json(200, { ok: true, swapId: 'a0a0a0a0-0000-4000-8000-000000000000', status: 'pending', replayed: true }),
    ];
    expect((await swap(cookie, key)).status).toBe(500);
    expect((await swap(cookie, key)).status).toBe(200);
    expect(calls).toHaveLength(2);
  });

  it('lets a swap in doubt leave the recovery list once a status read by its key finds it', async () => {
    const cookie = await signedIn();
    const key = nextKey('swap');
    const record = {
      id: 'a0a0a0a0-0000-4000-8000-000000000001',
      pairKey: 'SOL-USDC',
      fromToken: 'SOL',
      toToken: 'USDC',
      amountIn: '0.5',
      received: null,
      status: 'pending',
      expectedAmountOut: null,
      expectedAmountOutMin: null,
      createdAt: '2026-11-28T10:00:00.000Z',
      txId: null,
      routeVersion: null,
      bridgeGrossAmount: null,
      bridgeFeeAmount: null,
    };
    replies = [serverError, json(200, { ok: true, swap: record })];
    expect((await swap(cookie, key)).status).toBe(500);
    const { sessionOfCookies } = await import('./session');
    const { unfinishedOperations } = await import('./journal');
    const session = (await sessionOfCookies(cookie, 'localhost:3000'))!;
    const inDoubt = async () => (await unfinishedOperations(session.id)).some((op) => op.idempotencyKey === key);
    expect(await inDoubt()).toBe(true);
    const read = await proxy(
      new Request(`${APP}/api/marketplace/swap/status`, {
        method: 'POST',
        headers: { ...sameOrigin, cookie },
        body: JSON.stringify({ idempotencyKey: key }),
      }),
    );
    expect(read.status).toBe(200);
    expect(await inDoubt()).toBe(false);
  });
});

describe('a refusal that charged nothing lets the same key go again', () => {
  it('sends the paid retry after the challenge, and a new signature after a refused payment', async () => {
    const cookie = await anonymous();
    const key = nextKey('launch');
    replies = [
      challenge,
      json(402, { ok: false, errorCode: 'X402_PAYMENT_INVALID', message: 'bad', x402Version: 2, accepts: [] }),
      paid,
    ];
    expect((await likes(cookie, key)).status).toBe(402);
    expect((await likes(cookie, key, 'SIG-A')).status).toBe(402);
    expect((await likes(cookie, key, 'SIG-B')).status).toBe(200);
    expect(calls.map((c) => c.payment)).toEqual([undefined, 'SIG-A', 'SIG-B']);
  });

  it.each([
    [
      'a 503 with Retry-After',
      json(503, { ok: false, errorCode: 'SERVICE_UNAVAILABLE', message: 'x' }, { 'retry-after': '1' }),
    ],
    ['a 429', json(429, { ok: false, errorCode: 'RATE_LIMITED', message: 'x' }, { 'retry-after': '1' })],
    ['a 400', json(400, { ok: false, errorCode: 'X402_INPUT_INVALID', message: 'x' })],
    ['a gateway’s 503 page with Retry-After', page(503, { 'retry-after': '1' })],
    ['a gateway’s empty 429', page(429, { 'retry-after': '1' }, '')],
  ])('sends the same payment again after %s', async (_name, reply) => {
    const cookie = await anonymous();
    const key = nextKey('launch');
    replies = [reply, paid];
    await likes(cookie, key, 'SIG-A');
    expect((await likes(cookie, key, 'SIG-A')).status).toBe(200);
    expect(calls).toHaveLength(2);
  });
});

describe('a wait a gateway names', () => {
  it('reaches the page as the wait it is, with its Retry-After, in plain words', async () => {
    const cookie = await anonymous();
    replies = [page(503, { 'retry-after': '30' })];
    const busy = await likes(cookie, nextKey('launch'), 'SIG-A');
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('30');
    expect(await busy.json()).toMatchObject({ errorCode: 'PROXY_UPSTREAM_BUSY', retryAfterSeconds: 30 });

    replies = [page(429, { 'retry-after': '7' }, '')];
    const limited = await likes(cookie, nextKey('launch'), 'SIG-A');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect(await codeOf(limited)).toBe('PROXY_UPSTREAM_RATE_LIMITED');
  });
});

describe('who may start a paid call', () => {
  it('refuses a paid GET from another site before a session is made or anything is sent', async () => {
    const { getDb } = await import('./db');
    const { sessions } = await import('@/lib/db/schema');
    const before = (await (await getDb()).select().from(sessions)).length;
    for (const site of ['cross-site', 'same-site', 'none']) {
      const response = await proxy(
        new Request(`${APP}/api/marketplace${LIKES}`, {
          headers: { 'sec-fetch-site': site, 'x-idempotency-key': nextKey('launch') },
        }),
      );
      expect(response.status).toBe(403);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    // No browser information at all (a plain link followed by an old client) is refused too.
    expect(
      (
        await proxy(
          new Request(`${APP}/api/marketplace${LIKES}`, { headers: { 'x-idempotency-key': nextKey('launch') } }),
        )
      ).status,
    ).toBe(403);
    expect((await (await getDb()).select().from(sessions)).length).toBe(before);
    expect(calls).toHaveLength(0);
  });
});

describe('a call refused before it is sent', () => {
  it('leaves its key free: a social job asked for without an account is refused again, never held as in flight', async () => {
    const cookie = await anonymous();
    const key = nextKey('launch');
    for (let i = 0; i < 2; i++) {
      const refused = await externalCreate(cookie, key);
      expect(refused.status).toBe(401);
      expect(await codeOf(refused)).toBe('PROXY_SIGN_IN_REQUIRED');
    }
    // Even once a send would be taken for one cut short, it is not an operation in doubt.
    const { getDb } = await import('./db');
    const { journal } = await import('@/lib/db/schema');
    const { eq } = await import('drizzle-orm');
    const [row] = await (await getDb()).select().from(journal).where(eq(journal.idempotencyKey, key));
    expect(row).toMatchObject({ state: 'answered', outcome: 'retry' });
    expect(calls).toHaveLength(0);
  });
});

describe('one send at a time for one operation', () => {
  it('answers a double click with "already being sent" and sends once', async () => {
    const cookie = await anonymous();
    const key = nextKey('launch');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    replies = [(req, res) => void held.then(() => paid(req, res))];
    const first = likes(cookie, key, 'SIG-A');
    // Wait until the first call reached the marketplace.
    while (calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await likes(cookie, key, 'SIG-B');
    expect(second.status).toBe(409);
    expect(second.headers.get('retry-after')).toBe('2');
    expect(await codeOf(second)).toBe('PROXY_OPERATION_IN_FLIGHT');
    release();
    expect((await first).status).toBe(200);
    expect(calls).toHaveLength(1);
  });

  it('sends once when two identical first requests race', async () => {
    const cookie = await anonymous();
    const key = nextKey('purchase');
    replies = [challenge, challenge];
    const answers = await Promise.all([purchase(cookie, key), purchase(cookie, key)]);
    expect(answers.map((r) => r.status).sort()).toEqual([402, 409]);
    expect(calls).toHaveLength(1);
  });

  it('lets only one of two racing retries send', async () => {
    const cookie = await anonymous();
    const key = nextKey('purchase');
    replies = [challenge];
    await purchase(cookie, key);
    replies = [paid, paid];
    const answers = await Promise.all([purchase(cookie, key, 'SIG-A'), purchase(cookie, key, 'SIG-B')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(calls).toHaveLength(2);
  });
});
