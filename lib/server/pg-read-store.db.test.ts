/**
 * Two dashboard servers sharing the read cache through the database: one
 * account's window is spent once between them, an answer fetched by one serves
 * the other, and old rows are swept. (On the embedded database in `npm test`,
 * on a PostgreSQL server in CI.)
 */
import { describe, expect, it } from 'vitest';
import { routeById } from '@/lib/marketplace/routes';
import { setupTestDatabase } from '@/test/server';
import { clockOf } from './window-clock';

setupTestDatabase();
const { getDb } = await import('./db');
const { NotSent, ReadCache } = await import('./read-cache');
const { PgReadStore, READ_ROWS_KEPT_MS, sweepReadRows } = await import('./pg-read-store');

const profile = routeById('account.profile');
let accounts = 0;

function twoServers() {
  let now = Date.now();
  let calls = 0;
  const upstream = async () => {
    calls += 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
    return new Response(JSON.stringify({ ok: true, n: calls }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  const clock = () => now;
  return {
    a: new ReadCache(clockOf(clock), new PgReadStore()),
    b: new ReadCache(clockOf(clock), new PgReadStore()),
    scope: `account:shared-${++accounts}-${Date.now()}`,
    upstream,
    calls: () => calls,
    advance: (ms: number) => (now += ms),
  };
}

describe('the read cache shared through the database', () => {
  it('a read that never reached the marketplace gives the window back to every server', async () => {
    const t = twoServers();
    const refused = async () => new NotSent(new Response('{}', { status: 502 }));
    expect((await t.a.read(t.scope, profile, 'GET /profile', refused)).status).toBe(502);
    t.advance(1_000);
    expect((await t.b.read(t.scope, profile, 'GET /profile?again', t.upstream)).status).toBe(200);
    expect(t.calls()).toBe(1);
    // Given back only by the call that took it: a later call's window stays spent.
    await new PgReadStore().release(`${t.scope}|${profile.window!.bucket}`, { key: 'an earlier call', at: 0 });
    expect((await t.a.read(t.scope, profile, 'GET /profile?third', t.upstream)).status).toBe(429);
  });

  it('calls the marketplace once for the same read on two servers at once, and both answer it', async () => {
    const t = twoServers();
    const [first, second] = await Promise.all([
      t.a.read(t.scope, profile, 'GET /profile', t.upstream),
      t.b.read(t.scope, profile, 'GET /profile', t.upstream),
    ]);
    expect(t.calls()).toBe(1);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
  });

  it('answers a repeat on the other server from the shared copy inside the window', async () => {
    const t = twoServers();
    await t.a.read(t.scope, profile, 'GET /profile', t.upstream);
    t.advance(9_000);
    const repeat = await t.b.read(t.scope, profile, 'GET /profile', t.upstream);
    expect(t.calls()).toBe(1);
    expect(repeat.headers.get('x-cache')).toBe('cache');
  });

  it('refuses another read in the window the first server spent, with when to try again, without calling', async () => {
    const t = twoServers();
    await t.a.read(t.scope, profile, 'GET /profile', t.upstream);
    t.advance(4_000);
    const other = await t.b.read(t.scope, profile, 'GET /profile?fresh=1', t.upstream);
    expect(other.status).toBe(429);
    expect(other.headers.get('retry-after')).toBe('6');
    expect(t.calls()).toBe(1);
    t.advance(6_000);
    expect((await t.b.read(t.scope, profile, 'GET /profile?fresh=1', t.upstream)).status).toBe(200);
    expect(t.calls()).toBe(2);
  });

  it('holds a window for a longer wait on every server, and never moves it back', async () => {
    const store = new PgReadStore();
    const bucket = `account:hold-${Date.now()}|read`;
    const now = Date.now();
    expect(await store.claim(bucket, 'GET /profile', now, 10_000)).toBeUndefined();
    await store.hold(bucket, { key: 'GET /profile', at: now + 35_000 });
    await store.hold(bucket, { key: 'GET /profile', at: now + 5_000 });
    // 40 s on, the window the 45 s wait holds is still taken, by that call, on another server's store too.
    expect(await new PgReadStore().claim(bucket, 'GET /other', now + 40_000, 10_000)).toEqual({
      key: 'GET /profile',
      at: now + 35_000,
    });
    expect(await store.claim(bucket, 'GET /other', now + 45_000, 10_000)).toBeUndefined();
  });

  it('sweeps answers and windows older than any window, and keeps recent ones', async () => {
    const db = await getDb();
    // A PostgreSQL server keeps the rows of earlier runs: those old enough go first, so what follows counts this run's.
    await sweepReadRows(db, Date.now());
    const t = twoServers();
    await t.a.read(t.scope, profile, 'GET /profile', t.upstream);
    expect(await sweepReadRows(db, Date.now())).toBe(0);
    expect(await sweepReadRows(db, Date.now() + READ_ROWS_KEPT_MS + 60_000)).toBeGreaterThanOrEqual(2);
    t.advance(1_000);
    // Nothing is left to answer from, and the window is free again.
    expect((await t.b.read(t.scope, profile, 'GET /profile', t.upstream)).headers.get('x-cache')).toBe('upstream');
  });

  it('keeps the answers sealed at rest, and drops an account’s answers (not its windows) when it signs out', async () => {
    const { readAnswers, readWindows } = await import('@/lib/db/schema');
    const t = twoServers();
    const secretBody = async () =>
      new Response(JSON.stringify({ ok: true, balances: 'private-balance-7' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    expect((await t.a.read(t.scope, profile, 'GET /profile', secretBody)).status).toBe(200);
    const db = await getDb();
    const rows = (await db.select().from(readAnswers)).filter((row) => row.key.startsWith(`${t.scope}|`));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).not.toContain('private-balance-7');
    expect(await (await t.b.read(t.scope, profile, 'GET /profile', t.upstream)).json()).toMatchObject({
      balances: 'private-balance-7',
    });

    await t.a.forget(t.scope);
    expect((await db.select().from(readAnswers)).filter((row) => row.key.startsWith(`${t.scope}|`))).toHaveLength(0);
    expect((await db.select().from(readWindows)).filter((row) => row.bucket.startsWith(`${t.scope}|`))).toHaveLength(1);
    // The window stays spent: a read now waits for it instead of calling the marketplace again.
    expect((await t.b.read(t.scope, profile, 'GET /profile', t.upstream)).status).toBe(429);
    expect(t.calls()).toBe(0);
  });
});
