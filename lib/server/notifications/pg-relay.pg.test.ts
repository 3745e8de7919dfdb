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

async function server() {
  const { PgRelay } = await import('./pg-relay');
  const { NotificationHub, DEFAULT_HUB_OPTIONS } = await import('./hub');
  const relay = await PgRelay.connect(process.env.DATABASE_URL!);
  const hub = new NotificationHub({ relay, ...DEFAULT_HUB_OPTIONS, maxStreams: 100, electEveryMs: 300, graceMs: 300 });
  cleanups.push(() => relay.close());
  return { relay, hub };
}

function tab(hub: import('./hub').NotificationHub, account: { accountId: string; apikey: string }) {
  const opened = openCollectedTab(hub, account.accountId, account.apikey)!;
  cleanups.push(opened.leave);
  return { ids: opened.notificationIds, events: opened.events };
}

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
    expect((await a.relay.replay(account.accountId, '0')).map((event) => event.notification.message)).toContain(
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
});
