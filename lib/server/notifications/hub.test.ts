/** The hub against a real sandbox: one upstream stream per account, fan-out, resume, reset, reauthentication, teardown. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openCollectedTab } from '@/test/notifications';
import { solanaKeySigner } from '@/lib/wallet/key-signers';
import { accountFor, startSandbox, type RunningSandbox } from '@/sandbox/conformance/harness';
import type { NotificationHub } from './hub';

let sb: RunningSandbox;
let createLocalHub: typeof import('./hub').createLocalHub;
const hubs: NotificationHub[] = [];
const tabs: { close: () => void }[] = [];

beforeAll(async () => {
  sb = await startSandbox({ SANDBOX_STREAM_HEARTBEAT_SECONDS: '1' });
  process.env.MARKETPLACE_API_URL = sb.url;
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'hub-test-'));
  ({ createLocalHub } = await import('./hub'));
}, 60_000);
afterAll(() => sb.stop());
afterEach(async () => {
  for (const tab of tabs.splice(0)) tab.close();
  await sb.control('/notifications/streams/drop');
});

const newHub = () => {
  const hub = createLocalHub({ graceMs: 300, heartbeatMs: 1000 });
  hubs.push(hub);
  return hub;
};

const newAccount = async () => accountFor(sb, await solanaKeySigner());
const emit = async (accountId: string, message: string) =>
  (await sb.control('/notifications', { accountId, message })) as { id: string; cursor: string };
const streamsOf = async (accountId: string) =>
  (await sb.json<{ streams: Record<string, number> }>('/__sandbox/notifications/streams')).body.streams[accountId] ?? 0;

async function until(check: () => boolean | Promise<boolean>, ms = 8000): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A browser tab on the hub: the events it received. */
function openTab(hub: NotificationHub, account: { accountId: string; apikey: string }, lastCursor?: bigint) {
  const { events, ended, leave } = openCollectedTab(hub, account.accountId, account.apikey, lastCursor)!;
  const tab = {
    events,
    notifications: () =>
      events
        .filter((e) => e.event === 'notification')
        .map((e) => ({ cursor: e.id!, ...(JSON.parse(e.data) as { id: string; message: string }) })),
    upstream: () => events.filter((e) => e.event === 'upstream').map((e) => JSON.parse(e.data) as { state: string }),
    close: leave,
    ended,
  };
  tabs.push(tab);
  return tab;
}

describe('notification hub', () => {
  it('serves three tabs from one upstream stream, each notification once', async () => {
    const hub = newHub();
    const account = await newAccount();
    const three = [openTab(hub, account), openTab(hub, account), openTab(hub, account)];
    await until(() => three.every((t) => t.upstream().some((s) => s.state === 'live')));
    const sent = await emit(account.accountId, 'hello tabs');
    await until(() => three.every((t) => t.notifications().some((n) => n.id === sent.id)));
    expect(await streamsOf(account.accountId)).toBe(1);
    for (const tab of three)
      expect(tab.notifications().filter((n) => n.id === sent.id)).toEqual([
        expect.objectContaining({ cursor: sent.cursor, message: 'hello tabs' }),
      ]);
  });

  it('gives every tab a resume position before its first notification, from which it misses nothing', async () => {
    const hub = newHub();
    const account = await newAccount();
    const first = openTab(hub, account);
    await until(() => first.events.some((e) => e.event === 'checkpoint'));
    // A tab joining later gets the position at once, as its event id (what a browser sends back as Last-Event-ID).
    const later = openTab(hub, account);
    const position = later.events.find((e) => e.event === 'checkpoint')?.id;
    expect(position).toBeDefined();
    later.close();
    const missed = await emit(account.accountId, 'while the tab was away');
    await until(() => first.notifications().some((n) => n.id === missed.id));
    const back = openTab(hub, account, BigInt(position!));
    await until(() => back.notifications().some((n) => n.id === missed.id));
    expect(back.notifications().map((n) => n.id)).toEqual([missed.id]);
  });

  it('resumes after a dropped upstream without losing or repeating a notification', async () => {
    const hub = newHub();
    const account = await newAccount();
    const tab = openTab(hub, account);
    await until(() => tab.upstream().some((s) => s.state === 'live'));
    const before = await emit(account.accountId, 'before the drop');
    await until(() => tab.notifications().some((n) => n.id === before.id));
    await sb.control('/notifications/streams/drop');
    const during = await emit(account.accountId, 'while reconnecting');
    const after = await emit(account.accountId, 'after');
    await until(() => tab.notifications().some((n) => n.id === after.id));
    const ids = tab.notifications().map((n) => n.id);
    expect(ids.filter((id) => [before.id, during.id, after.id].includes(id))).toEqual([before.id, during.id, after.id]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps following with a key that works when the newest tab holds one the upstream refuses', async () => {
    const hub = newHub();
    const account = await newAccount();
    const current = openTab(hub, account);
    await until(() => current.upstream().some((s) => s.state === 'live'));
    // A session elsewhere still holds the key from before a rotation; its tab joins last.
    const stale = openTab(hub, { accountId: account.accountId, apikey: 'f'.repeat(40) });
    await sb.control('/notifications/streams/drop');
    const sent = await emit(account.accountId, 'after the reconnection');
    await until(() => current.notifications().some((n) => n.id === sent.id));
    expect(current.upstream().some((s) => s.state === 'stopped')).toBe(false);
    expect(stale.notifications().some((n) => n.id === sent.id)).toBe(true);
  });

  it('tells a tab that joins with a working key after a refused one stopped the stream that it is connecting, not stopped', async () => {
    const hub = newHub();
    const account = await newAccount();
    const stale = openTab(hub, { accountId: account.accountId, apikey: 'f'.repeat(40) });
    await until(() => stale.upstream().some((s) => s.state === 'stopped'));
    stale.close();
    // Within the grace period the account's channel still holds its stop; this tab signed in again.
    const fresh = openTab(hub, account);
    await until(() => fresh.upstream().some((s) => s.state === 'live'));
    expect(fresh.upstream().map((s) => s.state)).not.toContain('stopped');
  });

  it('starts over from cursor 0 after a reset, and tabs see each notification once', async () => {
    const hub = newHub();
    const account = await newAccount();
    const old = await emit(account.accountId, 'older');
    // A first tab with a cursor the marketplace never issued: the upstream answers reset.
    const tab = openTab(hub, account, BigInt(old.cursor) + 1_000_000n);
    await until(() => tab.events.some((e) => e.event === 'reset'));
    await until(() => tab.notifications().some((n) => n.id === old.id));
    const next = await emit(account.accountId, 'next');
    await until(() => tab.notifications().some((n) => n.id === next.id));
    const ids = tab.notifications().map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('reconnects with fresh authentication when the upstream connection reaches its lifetime', async () => {
    await sb.control('/config', { streamLifetimeMs: 800 });
    try {
      const hub = newHub();
      const account = await newAccount();
      const tab = openTab(hub, account);
      await until(() => tab.upstream().filter((s) => s.state === 'live').length >= 2);
      const sent = await emit(account.accountId, 'after reauthentication');
      await until(() => tab.notifications().some((n) => n.id === sent.id));
      expect(await streamsOf(account.accountId)).toBeLessThanOrEqual(1);
    } finally {
      await sb.control('/config', { streamLifetimeMs: 1_800_000 });
    }
  });

  it('gives a tab that reconnects with Last-Event-ID what it missed', async () => {
    const hub = newHub();
    const account = await newAccount();
    const first = openTab(hub, account);
    await until(() => first.upstream().some((s) => s.state === 'live'));
    const a = await emit(account.accountId, 'a');
    await until(() => first.notifications().some((n) => n.id === a.id));
    const b = await emit(account.accountId, 'b');
    await until(() => first.notifications().some((n) => n.id === b.id));
    const back = openTab(hub, account, BigInt(a.cursor));
    await until(() => back.notifications().some((n) => n.id === b.id));
    expect(back.notifications().map((n) => n.id)).toEqual([b.id]);
  });

  it('closes the upstream shortly after the last tab leaves', async () => {
    const hub = newHub();
    const account = await newAccount();
    const tab = openTab(hub, account);
    await until(async () => (await streamsOf(account.accountId)) === 1);
    tab.close();
    await until(async () => (await streamsOf(account.accountId)) === 0, 5000);
    expect(hub.followedAccounts).toBe(0);
  });

  it('ends every tab and the upstream when the server stops', async () => {
    const hub = newHub();
    const account = await newAccount();
    const two = [openTab(hub, account), openTab(hub, account)];
    await until(async () => (await streamsOf(account.accountId)) === 1);
    await hub.close();
    expect(hub.openStreams).toBe(0);
    for (const tab of two) await until(() => tab.ended());
    await until(async () => (await streamsOf(account.accountId)) === 0);
  });

  it('refuses tabs past the per-process cap, and takes one again when a tab leaves', async () => {
    const hub = createLocalHub({ maxStreams: 1, graceMs: 100 });
    const account = await newAccount();
    const first = openTab(hub, account);
    expect(openCollectedTab(hub, account.accountId, account.apikey)).toBeUndefined();
    first.close();
    expect(openTab(hub, account)).toBeDefined();
  });

  it('caps the tabs of one account and of one session, and leaves other accounts unaffected', async () => {
    const hub = createLocalHub({ maxStreamsPerAccount: 3, maxStreamsPerSession: 2, graceMs: 100 });
    const [crowded, other] = [await newAccount(), await newAccount()];
    const opened = (account: { accountId: string; apikey: string }, sessionId: string) => {
      const tab = openCollectedTab(hub, account.accountId, account.apikey, undefined, sessionId);
      if (tab) tabs.push({ close: tab.leave });
      return tab !== undefined;
    };
    expect([opened(crowded, 's1'), opened(crowded, 's1'), opened(crowded, 's1')]).toEqual([true, true, false]);
    expect([opened(crowded, 's2'), opened(crowded, 's3')]).toEqual([true, false]);
    expect(
      hub.open({ accountId: crowded.accountId, sessionId: 's4' }, crowded.apikey, undefined, {
        write: () => undefined,
        backlog: () => 0,
        end: () => undefined,
      }),
    ).toEqual({
      refused: 'account',
    });
    expect([opened(other, 's5'), opened(other, 's5')]).toEqual([true, true]);
  });

  it('ends a session’s tabs, and only its, when the session ends', async () => {
    const hub = newHub();
    const account = await newAccount();
    const mine = [
      openCollectedTab(hub, account.accountId, account.apikey, undefined, 'ending')!,
      openCollectedTab(hub, account.accountId, account.apikey, undefined, 'ending')!,
    ];
    const kept = openCollectedTab(hub, account.accountId, account.apikey, undefined, 'staying')!;
    tabs.push(...[...mine, kept].map((tab) => ({ close: tab.leave })));
    const started = Date.now();
    await hub.sessionEnded({ accountId: account.accountId, sessionId: 'ending' });
    await until(() => mine.every((tab) => tab.ended()), 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(kept.ended()).toBe(false);
    expect(hub.openStreams).toBe(1);
  });
});
