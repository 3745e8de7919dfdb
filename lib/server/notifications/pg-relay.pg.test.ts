/**
 * Two servers on one PostgreSQL (two hubs, each with its own relay and
 * connections): tabs on both get each notification through one upstream
 * stream, and when the leading server stops, the other takes over.
 * Runs against TEST_DATABASE_URL (`npm run test:pg`, started by .ci/run).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCollectedTab } from '@/test/notifications';
import { solanaKeySigner } from '@/lib/wallet/key-signers';
import { accountFor, startSandbox, type RunningSandbox } from '@/sandbox/conformance/harness';
import { setupTestDatabase } from '@/test/server';

let sb: RunningSandbox;
const cleanups: (() => Promise<unknown> | void)[] = [];

beforeAll(async () => {
  if (setupTestDatabase() !== 'postgres') throw new Error('These tests need TEST_DATABASE_URL (a PostgreSQL server).');
  sb = await startSandbox({ SANDBOX_STREAM_HEARTBEAT_SECONDS: '1' });
  process.env.MARKETPLACE_API_URL = sb.url;
}, 60_000);
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await sb.control('/notifications/streams/drop');
  await sb.stop();
});

async function until(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function server(electEveryMs = 300) {
  const { PgRelay } = await import('./pg-relay');
  const { NotificationHub, DEFAULT_HUB_OPTIONS } = await import('./hub');
  const relay = await PgRelay.connect(process.env.DATABASE_URL!);
  const hub = new NotificationHub({ relay, ...DEFAULT_HUB_OPTIONS, maxStreams: 100, electEveryMs, graceMs: 300 });
  cleanups.push(() => hub.close());
  return { relay, hub };
}

/** The queries a relay's lock connection runs, and the most it was ever asked to run at once. */
function watchLockQueries(relay: import('./pg-relay').PgRelay) {
  const client = (relay as unknown as { locks: { query: (...args: unknown[]) => Promise<unknown> } }).locks;
  const query = client.query.bind(client);
  const seen = { texts: [] as string[], running: 0, most: 0 };
  client.query = async (...args: unknown[]) => {
    seen.texts.push(String(args[0]));
    seen.most = Math.max(seen.most, ++seen.running);
    try {
      return await query(...args);
    } finally {
      seen.running--;
    }
  };
  return seen;
}

function tab(hub: import('./hub').NotificationHub, account: { accountId: string; apikey: string }) {
  const opened = openCollectedTab(hub, account.accountId, account.apikey)!;
  cleanups.push(opened.leave);
  return { ids: opened.notificationIds, events: opened.events };
}

/** An election tick no test waits for: a takeover within it comes from the release announcement. */
const NO_TICK_MS = 120_000;

const streamsOf = async (accountId: string) =>
  (await sb.json<{ streams: Record<string, number> }>('/__sandbox/notifications/streams')).body.streams[accountId] ?? 0;
const emit = async (accountId: string, message: string) =>
  (await sb.control('/notifications', { accountId, message })) as { id: string };

describe('notification hub on PostgreSQL', () => {
  it('relays to tabs on both servers through one upstream stream, and fails over when the leader stops', async () => {
    const account = await accountFor(sb, await solanaKeySigner());
    const a = await server();
    const b = await server();
    const onA = tab(a.hub, account);
    const onB = tab(b.hub, account);
    await until(async () => (await streamsOf(account.accountId)) === 1);
    // Give the other server several election ticks: it must not open a second stream.
    await new Promise((r) => setTimeout(r, 1000));
    expect(await streamsOf(account.accountId)).toBe(1);

    const first = await emit(account.accountId, 'to both servers');
    await until(() => onA.ids().includes(first.id) && onB.ids().includes(first.id));
    // Kept for resuming, sealed at rest: the message is not in the table in plain text.
    const { getDb } = await import('../db');
    const { hubNotifications } = await import('@/lib/db/schema');
    const stored = (await (await getDb()).select().from(hubNotifications)).filter(
      (row) => row.accountId === account.accountId,
    );
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored.map((row) => row.notification))).not.toContain('to both servers');
    expect((await a.relay.replay(account.accountId, '0'))!.map((event) => event.notification.message)).toContain(
      'to both servers',
    );

    // The leader stops; the other server takes over within seconds and nothing is lost.
    const leader = (await a.relay.lead(account.accountId)) ? a : b;
    const survivor = leader === a ? onB : onA;
    await leader.relay.close();
    const second = await emit(account.accountId, 'after the takeover');
    await until(() => survivor.ids().includes(second.id), 15_000);
    expect(survivor.ids().filter((id) => id === second.id)).toHaveLength(1);
    await until(async () => (await streamsOf(account.accountId)) <= 1);
  });

  it('answers a replay longer than it carries with none, so the tab is told it lost its place (a reset)', async () => {
    const { relay } = await server();
    const { getDb } = await import('../db');
    const { hubNotifications } = await import('@/lib/db/schema');
    const accountId = `acct-replay-${Date.now()}`;
    const rows = (count: number, from: number) =>
      Array.from({ length: count }, (_, i) => ({ accountId, cursor: BigInt(from + i), notification: {} }));
    await (await getDb()).insert(hubNotifications).values(rows(1000, 1));
    expect(await relay.replay(accountId, '0')).toEqual([]);
    await (await getDb()).insert(hubNotifications).values(rows(1, 1001));
    expect(await relay.replay(accountId, '0')).toBeUndefined();
    expect(await relay.replay(accountId, '1')).toEqual([]);
  });

  it("tells a tab on a server that does not lead the leader's state and position, so it can resume anywhere", async () => {
    const account = await accountFor(sb, await solanaKeySigner());
    const a = await server();
    const b = await server();
    const onA = tab(a.hub, account);
    await until(() => onA.events.some((e) => e.event === 'checkpoint'));
    // B joins after A's upstream went live: it asks A, and its tab learns both without waiting for a notification.
    const onB = tab(b.hub, account);
    await until(
      () =>
        onB.events.some((e) => e.event === 'upstream' && JSON.parse(e.data).state === 'live') &&
        onB.events.some((e) => e.event === 'checkpoint'),
    );
    expect(onB.events.find((e) => e.event === 'checkpoint')?.id).toMatch(/^\d+$/);
    expect(await streamsOf(account.accountId)).toBe(1);
  });

  it('asks for every account an election wants in one lock query, one query at a time on the lock connection', async () => {
    const a = await server(NO_TICK_MS);
    const b = await server(NO_TICK_MS);
    const accounts = Array.from({ length: 5 }, (_, i) => `batch-${Date.now()}-${i}`);
    const onA = watchLockQueries(a.relay);
    // The same account twice in one election is locked once: one release frees it.
    const led = await Promise.all([...accounts, accounts[0]!].map((id) => a.relay.lead(id)));
    expect(led).toEqual([true, true, true, true, true, true]);
    expect(onA.texts.filter((text) => text.includes('pg_try_advisory_lock'))).toHaveLength(1);

    const onB = watchLockQueries(b.relay);
    expect(await Promise.all(accounts.map((id) => b.relay.lead(id)))).toEqual([false, false, false, false, false]);
    expect(onB.texts.filter((text) => text.includes('pg_try_advisory_lock'))).toHaveLength(1);

    // Releases, announcements and elections together never overlap on one connection (pg deprecates that).
    await Promise.all([
      ...accounts.slice(0, 3).map((id) => a.relay.release(id)),
      ...accounts.map((id) => a.relay.publish(id, { type: 'checkpoint', cursor: '1' })),
      a.relay.lead('another-account'),
    ]);
    expect(onA.most).toBe(1);
    expect(await Promise.all(accounts.map((id) => b.relay.lead(id)))).toEqual([true, true, true, false, false]);
  });

  it('a stopping leader announces its release: the other server takes over at once, not at its next tick', async () => {
    const account = await accountFor(sb, await solanaKeySigner());
    const a = await server(NO_TICK_MS);
    const onA = tab(a.hub, account);
    await until(async () => (await streamsOf(account.accountId)) === 1);
    await until(() => onA.events.some((e) => e.event === 'checkpoint'));
    const b = await server(NO_TICK_MS);
    const onB = tab(b.hub, account);
    await until(() => onB.events.some((e) => e.event === 'checkpoint'));

    const stoppedAt = Date.now();
    await a.hub.close();
    const next = await emit(account.accountId, 'after the stop');
    await until(() => onB.ids().includes(next.id), 5_000);
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
  });

  it("a leader whose account's last tab left announces the release: a server with its tabs takes over at once", async () => {
    const account = await accountFor(sb, await solanaKeySigner());
    const a = await server(NO_TICK_MS);
    const b = await server(NO_TICK_MS);
    const onA = openCollectedTab(a.hub, account.accountId, account.apikey)!;
    await until(async () => (await streamsOf(account.accountId)) === 1);
    const onB = tab(b.hub, account);
    await until(() => onB.events.some((e) => e.event === 'checkpoint'));

    // A's only tab leaves: after its grace (300 ms) A lets go, and B, told so, leads (its own tick is minutes away).
    onA.leave();
    await new Promise((r) => setTimeout(r, 600));
    const next = await emit(account.accountId, 'after the hand-over');
    await until(() => onB.ids().includes(next.id), 5_000);
  });

  it("announces many accounts' events in a few queries, each heard once by the other servers", async () => {
    const { PgRelay } = await import('./pg-relay');
    const a = await server(NO_TICK_MS);
    const other = await PgRelay.connect(process.env.DATABASE_URL!);
    cleanups.push(() => other.close());
    const heard: string[] = [];
    other.subscribe((accountId, event) => event.type === 'checkpoint' && heard.push(`${accountId}@${event.cursor}`));
    const onA = watchLockQueries(a.relay);
    const sent = Array.from({ length: 40 }, (_, i) => `takeover-${Date.now()}-${i}@${i + 1}`);
    await Promise.all(
      sent.map((key) => {
        const [accountId, cursor] = key.split('@') as [string, string];
        return a.relay.publish(accountId, { type: 'checkpoint', cursor });
      }),
    );
    await until(() => heard.length >= sent.length);
    expect([...heard].sort()).toEqual([...sent].sort());
    expect(onA.texts.filter((text) => text.includes('pg_notify')).length).toBeLessThanOrEqual(3);
  });
});
