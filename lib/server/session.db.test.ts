import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { journal, sessions, vault } from '@/lib/db/schema';
import { routeById } from '@/lib/marketplace/routes';
import { setupTestDatabase } from '@/test/server';

const driver = setupTestDatabase();
const { getDb } = await import('./db');
const session = await import('./session');
const { beginOperation } = await import('./journal');
const { keepSecret } = await import('./vault');

const APP = 'http://localhost:3000';
const cookieFrom = (setCookie: string) => setCookie.split(';')[0]!;
const tokenFrom = (setCookie: string) => cookieFrom(setCookie).split('=')[1]!;
/** Each test gets its own client address, so the per-address limit of one test never meets another's. */
let addressCounter = 0;
const visitor = (url = `${APP}/x`, headers: Record<string, string> = {}) =>
  new Request(url, { headers: { 'x-forwarded-for': `198.51.100.${++addressCounter}`, ...headers } });

async function newSession(request = visitor()) {
  const ensured = await session.ensureSession(request);
  if (ensured.refused) throw new Error('refused');
  return ensured;
}

beforeAll(async () => {
  await getDb();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe(`sessions (${driver})`, () => {
  it('creates a session with an httpOnly, SameSite=Lax cookie and stores only the token hash', async () => {
    const { session: created, setCookie } = await newSession();
    expect(setCookie).toMatch(/^mkt_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    const token = tokenFrom(setCookie!);
    expect(created.id).not.toBe(token);
    expect(created.id).toMatch(/^[0-9a-f]{64}$/);
    const again = await newSession(visitor(`${APP}/x`, { cookie: cookieFrom(setCookie!) }));
    expect(again.session.id).toBe(created.id);
    expect(again.setCookie).toBeUndefined();
  });

  it('names the cookie __Host- and marks it Secure behind https', async () => {
    const { setCookie } = await newSession(visitor('https://dash.example/x'));
    expect(setCookie).toMatch(
      /^__Host-mkt_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/,
    );
  });

  it('in production always uses a Secure __Host- cookie, whatever X-Forwarded-Proto says, and reads no other name', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { session: created, setCookie } = await newSession(visitor(`${APP}/x`, { 'x-forwarded-proto': 'http' }));
    expect(setCookie).toMatch(
      /^__Host-mkt_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/,
    );
    expect(setCookie).not.toMatch(/Domain=/i);
    const token = tokenFrom(setCookie!);
    expect(
      (await session.readSession(new Request(`${APP}/x`, { headers: { cookie: `__Host-mkt_session=${token}` } })))?.id,
    ).toBe(created.id);
    // A cookie without the prefix may have been planted by a sibling host: it is not this app's session.
    expect(
      await session.readSession(new Request(`${APP}/x`, { headers: { cookie: `mkt_session=${token}` } })),
    ).toBeNull();
    expect(session.clearSessionCookie(new Request(`${APP}/x`))).toMatch(
      /^__Host-mkt_session=; Path=\/; .*Max-Age=0; Secure$/,
    );
  });

  it.each(['mkt_session=%E0%A4%A', 'mkt_session=%', 'mkt_session="x"', `mkt_session=${'A'.repeat(44)}`, 'mkt_session'])(
    'treats the malformed cookie %s as no session',
    async (cookie) => {
      expect(await session.readSession(new Request(`${APP}/x`, { headers: { cookie } }))).toBeNull();
      const { session: created, setCookie } = await newSession(visitor(`${APP}/x`, { cookie }));
      expect(created.id).toMatch(/^[0-9a-f]{64}$/);
      expect(setCookie).toBeDefined();
    },
  );

  it('seals the API key at rest and opens it again', async () => {
    const { session: created, setCookie } = await newSession();
    const apiKey = 'a'.repeat(40);
    await session.attachAccount(created.id, { accountId: 'acc_1', walletAddress: 'wallet', network: 'solana', apiKey });
    const db = await getDb();
    const [row] = await db.select().from(sessions).where(eq(sessions.id, created.id));
    expect(row!.apiKeyCiphertext).toMatch(/^v2\./);
    expect(row!.apiKeyCiphertext).not.toContain(apiKey);
    const read = await session.readSession(new Request(`${APP}/x`, { headers: { cookie: cookieFrom(setCookie!) } }));
    expect(session.apiKeyOf(read)).toBe(apiKey);
    expect(read).toMatchObject({ accountId: 'acc_1', walletAddress: 'wallet', network: 'solana' });
    expect(await session.takeRevealableKey(created.id)).toBeUndefined();
  });

  it('signs out a session whose sealed key another secret made (SESSION_SECRET changed or lost), instead of failing every request', async () => {
    const { seal } = await import('./crypto');
    const { setCookie } = await newSession();
    const request = visitor(`${APP}/x`, { cookie: cookieFrom(setCookie!) });
    const signedIn = await session.signIn(request, {
      accountId: 'acc_secret',
      walletAddress: 'W',
      network: 'solana',
      apiKey: 'a'.repeat(40),
    });
    const db = await getDb();
    // What another secret would have sealed: it does not open here (bound elsewhere stands in for a foreign key).
    await db
      .update(sessions)
      .set({ apiKeyCiphertext: seal('a'.repeat(40), 'api-key', 'another-session') })
      .where(eq(sessions.id, signedIn.session.id));
    const cookie = cookieFrom(signedIn.setCookie);
    expect(await session.readSession(visitor(`${APP}/x`, { cookie }))).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.id, signedIn.session.id))).toHaveLength(0);
  });

  it('answers 401 with the cookie cleared, not a 500, when a journaled checkout token of the session no longer opens', async () => {
    const { session: created, setCookie } = await newSession();
    const begun = await beginOperation(created.id, routeById('checkout.purchase'), {
      productId: 'p',
      network: 'solana',
      idempotencyKey: 'purchase:sealbroken-1',
    });
    if (begun.kind !== 'entry') throw new Error('not journaled');
    const db = await getDb();
    await db
      .update(journal)
      .set({ checkoutTokenSealed: 'v2.00000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })
      .where(eq(journal.id, begun.row.id));
    const { proxy } = await import('./marketplace-proxy');
    const request = new Request(`${APP}/api/marketplace/store/purchase/status`, {
      method: 'POST',
      headers: { cookie: cookieFrom(setCookie!), 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: JSON.stringify({ idempotencyKey: 'purchase:sealbroken-1' }),
    });
    const response = await session.withReadableSession(request, () => proxy(request));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ ok: false, errorCode: 'PROXY_SESSION_UNREADABLE' });
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect(await db.select().from(sessions).where(eq(sessions.id, created.id))).toHaveLength(0);
  });

  it('reveals a rotated key exactly once', async () => {
    const { session: created } = await newSession();
    await session.attachAccount(
      created.id,
      { accountId: 'acc_2', walletAddress: 'w', network: 'base', apiKey: 'c'.repeat(40) },
      { revealable: true },
    );
    expect(await session.takeRevealableKey(created.id)).toBe('c'.repeat(40));
    expect(await session.takeRevealableKey(created.id)).toBeUndefined();
  });

  it('reveals a rotated key only within five minutes of the rotation', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const rotatedAt = new Date('2030-01-01T12:00:00Z').getTime();
    const inTime = (await newSession()).session;
    const tooLate = (await newSession()).session;
    vi.setSystemTime(rotatedAt);
    for (const s of [inTime, tooLate])
      await session.attachAccount(
        s.id,
        { accountId: `acc_${s.id}`, walletAddress: 'w', network: 'base', apiKey: 'd'.repeat(40) },
        { revealable: true },
      );

    vi.setSystemTime(rotatedAt + 5 * 60_000 - 1_000);
    expect(await session.takeRevealableKey(inTime.id)).toBe('d'.repeat(40));

    vi.setSystemTime(rotatedAt + 5 * 60_000 + 1_000);
    const db = await getDb();
    const [row] = await db.select().from(sessions).where(eq(sessions.id, tooLate.id));
    expect(session.summarize(row!).keyRevealable).toBe(false);
    expect(await session.takeRevealableKey(tooLate.id)).toBeUndefined();
  });

  it('forgets unknown, overlong and expired tokens', async () => {
    expect(await session.sessionByToken('nope')).toBeNull();
    expect(await session.sessionByToken('x'.repeat(200))).toBeNull();
    const { session: created, setCookie } = await newSession();
    const db = await getDb();
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, created.id));
    expect(await session.sessionByToken(tokenFrom(setCookie!))).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.id, created.id))).toHaveLength(0);
  });

  it('carries the journal and vault over on sign-in from an anonymous session or the same account, never from another account', async () => {
    const db = await getDb();
    const rowsOf = async (sessionId: string) => ({
      journal: (await db.select().from(journal).where(eq(journal.sessionId, sessionId))).length,
      vault: (await db.select().from(vault).where(eq(vault.sessionId, sessionId))).length,
    });
    const signInOver = async (accountBefore: string | undefined, accountAfter: string) => {
      const { session: before, setCookie } = await newSession();
      if (accountBefore)
        await session.attachAccount(before.id, {
          accountId: accountBefore,
          walletAddress: 'w',
          network: 'solana',
          apiKey: '1'.repeat(40),
        });
      await beginOperation(before.id, routeById('checkout.purchase'), {
        productId: 'p1',
        network: 'solana',
        idempotencyKey: `carry-${accountBefore}-${accountAfter}-${Date.now()}`,
      });
      await keepSecret(before.id, `order-secret-${accountBefore}-${accountAfter}`, 'pur_1');
      const after = await session.signIn(visitor(`${APP}/x`, { cookie: cookieFrom(setCookie!) }), {
        accountId: accountAfter,
        walletAddress: 'w',
        network: 'solana',
        apiKey: '2'.repeat(40),
      });
      return { before: await rowsOf(before.id), after: await rowsOf(after.session.id) };
    };
    expect(await signInOver(undefined, 'acc_carry')).toEqual({
      before: { journal: 0, vault: 0 },
      after: { journal: 1, vault: 1 },
    });
    expect(await signInOver('acc_same', 'acc_same')).toEqual({
      before: { journal: 0, vault: 0 },
      after: { journal: 1, vault: 1 },
    });
    expect(await signInOver('acc_first', 'acc_second')).toEqual({
      before: { journal: 0, vault: 0 },
      after: { journal: 0, vault: 0 },
    });
  });

  it('tells its listeners (the notification hub) when a session ends: signed out, or replaced by a sign-in', async () => {
    const ended: { sessionId: string; accountId: string | null }[] = [];
    session.onSessionEnded((e) => ended.push(e));
    const first = await session.signIn(visitor(), {
      accountId: 'acc_ended',
      walletAddress: 'w',
      network: 'solana',
      apiKey: '3'.repeat(40),
    });
    const second = await session.signIn(visitor(`${APP}/x`, { cookie: cookieFrom(first.setCookie) }), {
      accountId: 'acc_ended',
      walletAddress: 'w',
      network: 'solana',
      apiKey: '4'.repeat(40),
    });
    expect(ended).toEqual([{ sessionId: first.session.id, accountId: 'acc_ended' }]);
    await session.deleteSession(second.session.id);
    expect(ended).toEqual([
      { sessionId: first.session.id, accountId: 'acc_ended' },
      { sessionId: second.session.id, accountId: 'acc_ended' },
    ]);
  });

  it('keeps an anonymous session for a week and a signed-in one for thirty days', async () => {
    const { session: created } = await newSession();
    const day = 24 * 60 * 60_000;
    expect(created.expiresAt.getTime() - Date.now()).toBeGreaterThan(7 * day - 60_000);
    expect(created.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(7 * day);
    const { setCookie } = await session.signIn(new Request(`${APP}/x`), {
      accountId: 'acc_ttl',
      walletAddress: 'w',
      network: 'solana',
      apiKey: 'e'.repeat(40),
    });
    const signedIn = await session.sessionByToken(tokenFrom(setCookie));
    expect(signedIn!.expiresAt.getTime() - Date.now()).toBeGreaterThan(30 * day - 60_000);
  });

  it('signing out deletes the session and its secrets at once: sealed key, vault entries and journaled checkout tokens', async () => {
    const { session: created, setCookie } = await newSession();
    await session.attachAccount(created.id, {
      accountId: 'acc_out',
      walletAddress: 'w',
      network: 'solana',
      apiKey: 'f'.repeat(40),
    });
    await beginOperation(created.id, routeById('checkout.purchase'), {
      productId: 'p1',
      network: 'solana',
      idempotencyKey: 'sign-out-key-1',
    });
    await keepSecret(created.id, 'order-secret-value', 'pur_1');
    const db = await getDb();
    expect(await db.select().from(journal).where(eq(journal.sessionId, created.id))).toHaveLength(1);

    await session.deleteSession(created.id);
    expect(await session.sessionByToken(tokenFrom(setCookie!))).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.id, created.id))).toHaveLength(0);
    expect(await db.select().from(vault).where(eq(vault.sessionId, created.id))).toHaveLength(0);
    expect(await db.select().from(journal).where(eq(journal.sessionId, created.id))).toHaveLength(0);
    expect(session.clearSessionCookie(new Request(`${APP}/x`))).toContain('Max-Age=0');
  });
});

describe(`anonymous sessions per client address (${driver})`, () => {
  it('creates at most the limit per address and hour, then answers 429 with Retry-After; other addresses are unaffected', async () => {
    const from = (left: string) => new Request(`${APP}/x`, { headers: { 'x-forwarded-for': `${left}, 203.0.113.9` } });
    for (let i = 0; i < session.ANONYMOUS_SESSIONS_PER_ADDRESS; i++) {
      // A client can write anything left of what the proxy in front appended: only the right-most entry counts.
      expect((await session.ensureSession(from(`10.0.0.${i}`))).session).toBeDefined();
    }
    const { refused } = await session.ensureSession(from('10.9.9.9'));
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused?.json()).toMatchObject({ ok: false, errorCode: 'PROXY_SESSION_LIMIT' });

    expect(
      (await session.ensureSession(new Request(`${APP}/x`, { headers: { 'x-forwarded-for': '203.0.113.10' } })))
        .session,
    ).toBeDefined();
  });

  it('does not count a request that already has a session', async () => {
    const { setCookie } = await newSession(new Request(`${APP}/x`, { headers: { 'x-forwarded-for': '203.0.113.20' } }));
    for (let i = 0; i < session.ANONYMOUS_SESSIONS_PER_ADDRESS + 2; i++) {
      const again = await session.ensureSession(
        new Request(`${APP}/x`, { headers: { 'x-forwarded-for': '203.0.113.20', cookie: cookieFrom(setCookie!) } }),
      );
      expect(again.session).toBeDefined();
    }
  });
});
