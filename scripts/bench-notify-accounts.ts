/**
 * `npm run bench:notify:accounts` (bench:notify's accounts mode): notifications at the scale of accounts.
 * BENCH_ACCOUNTS accounts (1,000) sign in (as a browser does, with SIWX and a new Solana key each, a few at a time)
 * and open two tabs each (SSE streams through the dashboard's stream endpoint); the sandbox then emits BENCH_EVENTS
 * notifications (1,000) on random accounts at a steady BENCH_EVENT_RATE per second (50).
 *
 * With BENCH_SERVERS=2 (and DATABASE_URL: `npm run bench:notify:accounts:pg`) two dashboard servers share the work
 * through PostgreSQL (pg-relay.ts): each account has one tab on each, and halfway through the events the second
 * server is stopped (SIGTERM to its process group); its tabs reconnect to the first as the dashboard's notification
 * feed does (at once after a drop, then backing off: lib/marketplace/notifications/feed.ts, from the last event id
 * the stream gave) and must receive what they missed.
 *
 * Prints: the upstream streams the sandbox sees (target: one per account, so BENCH_ACCOUNTS in all), each event's
 * deliveries (each to every tab of its account exactly once: missed, duplicated and misdelivered counts), the relay
 * latency from the sandbox's emit to each tab's receipt (p50/p99; target p99 under 100 ms), each server's memory
 * per idle account (target under 100 KB: heap retained after a full collection, asked through the inspector, with
 * the resident figure beside it) and its CPU time per event (/proc/<pid>/stat over the event phase, divided by the
 * events). Figures only: nothing asserts a time. It exits 1 only on a correctness failure: an event missed,
 * duplicated or delivered to another account's tab, or a census other than one upstream stream per account.
 */
import { request, type ClientRequest } from 'node:http';
import { rmSync } from 'node:fs';
import { reconnectDelayMs } from '../lib/marketplace/notifications/feed';
import { createSseParser } from '../lib/marketplace/notifications/sse';
import {
  agent,
  call,
  cpuMs,
  ensureBuild,
  freePort,
  memoryKb,
  signIn,
  startDashboard,
  startSandbox,
  stopDashboard,
  withConcurrency,
  type DashboardServer,
} from './bench-notify-servers';
import { exitAfterStopping } from './process-group.mjs';
import { percentile } from './bench/percentile.mjs';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 1000);
const TABS = 2;
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000);
const RATE = Number(process.env.BENCH_EVENT_RATE ?? 50);
const SERVERS = Number(process.env.BENCH_SERVERS ?? 1);
const SIGN_IN_CONCURRENCY = Number(process.env.BENCH_SIGN_IN_CONCURRENCY ?? 8);
const WARMUP_EVENTS = 10;
const DATABASE_URL = process.env.DATABASE_URL;
if (SERVERS !== 1 && SERVERS !== 2) throw new Error('BENCH_SERVERS is 1 or 2');
if (SERVERS === 2 && !DATABASE_URL)
  throw new Error('two servers share their work through PostgreSQL: set DATABASE_URL');

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

ensureBuild();
const sandbox = await startSandbox(await freePort());
const servers: DashboardServer[] = [];
const stopped = new Set<number>();
for (let i = 0; i < SERVERS; i++) {
  const dataDir = `.data/bench-notify-accounts/${i}`;
  rmSync(dataDir, { recursive: true, force: true });
  // One after the other: the first migrates the shared database, the second finds it ready.
  servers.push(
    await startDashboard(await freePort(), {
      MARKETPLACE_API_URL: sandbox,
      MARKETPLACE_SANDBOX: 'true',
      DATA_DIR: dataDir,
      // After the stop, one server holds every tab.
      NOTIFY_MAX_STREAMS: String(ACCOUNTS * TABS + 100),
      ...(DATABASE_URL ? { DATABASE_URL, SESSION_SECRET: 'bench-notify-accounts-secret-of-32-characters' } : {}),
    }),
  );
}
const relay = DATABASE_URL ? 'PostgreSQL' : 'in process';

// Sign-ins, a few at a time, spread over the servers (sessions are shared through the database).
const signInStart = Date.now();
const accounts = await withConcurrency(Array.from({ length: ACCOUNTS }), SIGN_IN_CONCURRENCY, (_, i) =>
  signIn(servers[i % SERVERS]!.url),
);
const signInSeconds = (Date.now() - signInStart) / 1000;
const accountIndex = new Map(accounts.map((a, i) => [a.accountId, i]));
for (const server of servers)
  for (let i = 0; i < 5; i++) await call(`${server.url}/api/session`, { headers: { cookie: accounts[0]!.cookie } });
await sleep(1000);
const base = await Promise.all(servers.map((s) => memoryKb(s.process.pid!, s.inspect)));

/** A browser tab's feed: it keeps its last event id and reconnects as the dashboard's feed does. */
interface Tab {
  account: number;
  server: number;
  lastEventId?: string;
  /** Drops in a row (reset by a stream that stayed open), and when the current stream opened. */
  drops: number;
  openedAt: number;
  live: boolean;
  connects: number;
  request?: ClientRequest;
}
/** Every notification each tab received: [notification id, tab, time]. */
const deliveries: [string, number, number][] = [];
const tabs: Tab[] = [];
let closing = false;

function connect(tabIndex: number): Promise<void> {
  const tab = tabs[tabIndex]!;
  // Behind one address: the tab's own server while it runs, another after it stopped.
  if (stopped.has(tab.server)) tab.server = servers.findIndex((_, i) => !stopped.has(i));
  const headers: Record<string, string> = { cookie: accounts[tab.account]!.cookie, accept: 'text/event-stream' };
  if (tab.lastEventId !== undefined) headers['last-event-id'] = tab.lastEventId;
  tab.connects++;
  return new Promise((resolve) => {
    let settled = false;
    const again = () => {
      if (!settled) resolve();
      settled = true;
      if (closing) return;
      tab.live = false;
      if (tab.openedAt > 0 && Date.now() - tab.openedAt >= 10_000) tab.drops = 0;
      tab.openedAt = 0;
      setTimeout(() => void connect(tabIndex), reconnectDelayMs(tab.drops++));
    };
    const req = request(`${servers[tab.server]!.url}/api/notifications/stream`, { agent, headers }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return again();
      }
      res.setEncoding('utf8');
      tab.openedAt = Date.now();
      const feed = createSseParser({
        onEvent: (event) => {
          if (event.id !== undefined) tab.lastEventId = event.id;
          if (event.event === 'upstream' && (JSON.parse(event.data) as { state: string }).state === 'live')
            tab.live = true;
          if (event.event === 'notification')
            deliveries.push([(JSON.parse(event.data) as { id: string }).id, tabIndex, now()]);
        },
      });
      res.on('data', feed);
      res.on('close', again);
      settled = true;
      resolve();
    });
    tab.request = req;
    req.on('error', again);
    req.end();
  });
}

type Census = { streams: Record<string, number>; total: number };
const census = async () => JSON.parse((await call(`${sandbox}/__sandbox/notifications/streams`)).text) as Census;
/** One upstream stream per account and none for anyone else; waits a while for it, as streams open and close. */
async function censusWhenSettled(): Promise<{ total: number; wrong: number }> {
  let wrong = 0;
  let total = 0;
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(250)) {
    const { streams } = await census();
    total = Object.values(streams).reduce((a, b) => a + b, 0);
    wrong =
      accounts.filter((a) => streams[a.accountId] !== 1).length +
      Object.keys(streams).filter((id) => !accountIndex.has(id)).length;
    if (wrong === 0) break;
  }
  return { total, wrong };
}

// Tab t of account k opens on server (k + t) mod SERVERS: with two, one tab of each account on each, and the
// account's first tab (its leader's) alternating between them.
const openStart = Date.now();
for (let t = 0; t < TABS; t++) {
  const batch = accounts.map(
    (_, k) => tabs.push({ account: k, server: (k + t) % SERVERS, drops: 0, openedAt: 0, live: false, connects: 0 }) - 1,
  );
  for (let i = 0; i < batch.length; i += 50) await Promise.all(batch.slice(i, i + 50).map((tab) => connect(tab)));
}
while (tabs.some((t) => !t.live) && Date.now() - openStart < 60_000) await sleep(100);
const liveTabs = tabs.filter((t) => t.live).length;
await sleep(2000);
const idle = await Promise.all(servers.map((s) => memoryKb(s.process.pid!, s.inspect)));
const before = await censusWhenSettled();

/** Emit one notification for a random account now; resolves with its id. */
const emitted = new Map<string, { account: number; at: number; afterStop: boolean }>();
async function emit(message: string): Promise<void> {
  const account = Math.floor(Math.random() * ACCOUNTS);
  const at = now();
  const afterStop = stopped.size > 0;
  const answer = await call(`${sandbox}/__sandbox/notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accountId: accounts[account]!.accountId, message }),
  });
  const { id } = JSON.parse(answer.text) as { id: string };
  emitted.set(id, { account, at, afterStop });
}
const expectedDeliveries = () => emitted.size * TABS;

// A few warm-up events first (the first deliveries compile the path), then the measured ones at a steady rate.
for (let i = 0; i < WARMUP_EVENTS; i++) await emit(`warm-up ${i}`);
for (const deadline = Date.now() + 10_000; deliveries.length < expectedDeliveries() && Date.now() < deadline;)
  await sleep(20);
await sleep(500);
const warmIds = new Set(emitted.keys());

const cpuBefore = servers.map((s) => cpuMs(s.process.pid!));
const cpuAfter: number[] = [...cpuBefore];
const phaseStart = Date.now();
const inFlight: Promise<void>[] = [];
let stopping: Promise<void> | undefined;
for (let i = 0; i < EVENTS; i++) {
  await sleep(phaseStart + (i * 1000) / RATE - Date.now());
  if (SERVERS === 2 && i === Math.floor(EVENTS / 2)) {
    cpuAfter[1] = cpuMs(servers[1]!.process.pid!);
    stopped.add(1);
    stopping = stopDashboard(servers[1]!);
  }
  inFlight.push(emit(`event ${i}`));
}
await Promise.all(inFlight);
await stopping;
for (const deadline = Date.now() + 20_000; deliveries.length < expectedDeliveries() && Date.now() < deadline;)
  await sleep(20);
servers.forEach((s, i) => stopped.has(i) || (cpuAfter[i] = cpuMs(s.process.pid!)));
await sleep(1000);
const after = await censusWhenSettled();
closing = true;
for (const tab of tabs) tab.request?.destroy();

// Each measured event, to each of its account's tabs, once.
const received = new Map<string, number>();
let misdelivered = 0;
let unknown = 0;
const latencies: { before: number[]; after: number[] } = { before: [], after: [] };
for (const [id, tabIndex, at] of deliveries) {
  if (warmIds.has(id)) continue;
  const event = emitted.get(id);
  if (!event) {
    unknown++;
    continue;
  }
  if (tabs[tabIndex]!.account !== event.account) {
    misdelivered++;
    continue;
  }
  const key = `${id} ${tabIndex}`;
  received.set(key, (received.get(key) ?? 0) + 1);
  latencies[event.afterStop ? 'after' : 'before'].push(at - event.at);
}
let missed = 0;
let missedAfterStop = 0;
let duplicated = 0;
for (const [id, event] of emitted) {
  if (warmIds.has(id)) continue;
  for (let t = 0; t < TABS; t++) {
    const count = received.get(`${id} ${event.account + t * ACCOUNTS}`) ?? 0;
    if (count === 0) {
      missed++;
      if (event.afterStop) missedAfterStop++;
    }
    duplicated += Math.max(0, count - 1);
  }
}
const all = [...latencies.before, ...latencies.after].sort((a, b) => a - b);
latencies.before.sort((a, b) => a - b);
latencies.after.sort((a, b) => a - b);
const ms = (sorted: number[]) =>
  `p50 ${percentile(sorted, 50).toFixed(1)} ms   p99 ${percentile(sorted, 99).toFixed(1)} ms   max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms`;

console.log(
  `notification hub, ${SERVERS} dashboard server${SERVERS > 1 ? 's' : ''} (relay ${relay}), ${ACCOUNTS} accounts × ${TABS} tabs, ${EVENTS} events at ${RATE}/s`,
);
console.log(
  `  sign-ins:                          ${ACCOUNTS} in ${signInSeconds.toFixed(1)} s (${SIGN_IN_CONCURRENCY} at a time)`,
);
console.log(`  tabs live:                         ${liveTabs} of ${tabs.length}`);
console.log(
  `  upstream streams held:             ${before.total}   (target ${ACCOUNTS}, one per account; accounts with other than one: ${before.wrong})`,
);
if (SERVERS === 2)
  console.log(
    `    after server 2 stopped:          ${after.total}   (accounts with other than one: ${after.wrong}; tabs reconnected: ${tabs.filter((t) => t.connects > 1).length})`,
  );
const measured = emitted.size - warmIds.size;
console.log(
  `  deliveries:                        ${all.length} of ${measured * TABS}   missed ${missed}   duplicated ${duplicated}   misdelivered ${misdelivered}${unknown ? `   unknown ${unknown}` : ''}`,
);
if (SERVERS === 2)
  console.log(
    `    of events after the stop:        ${latencies.after.length} of ${[...emitted.entries()].filter(([id, e]) => e.afterStop && !warmIds.has(id)).length * TABS}   missed (lost) ${missedAfterStop}`,
  );
console.log(`  relay latency, emit to receipt:    ${ms(all)}   (target p99 < 100 ms)`);
if (SERVERS === 2) {
  console.log(`    before the stop:                 ${ms(latencies.before)}`);
  console.log(`    after the stop (with failover):  ${ms(latencies.after)}`);
}
servers.forEach((_, i) => {
  const name = SERVERS > 1 ? `server ${i + 1}` : 'server';
  const events = SERVERS === 2 && i === 1 ? Math.floor(EVENTS / 2) : EVENTS;
  const perAccount = (b: number, a: number) => ((a - b) / ACCOUNTS).toFixed(1);
  console.log(
    `  ${`${name} CPU per event:`.padEnd(34)} ${((cpuAfter[i]! - cpuBefore[i]!) / events).toFixed(2)} ms   (${cpuAfter[i]! - cpuBefore[i]!} ms over ${events} events)`,
  );
  console.log(
    `  ${`${name} memory per idle account:`.padEnd(34)} ${perAccount(base[i]!.heap, idle[i]!.heap)} KB   (heap after a full collection, ${base[i]!.heap} KB -> ${idle[i]!.heap} KB; target < 100 KB)`,
  );
  console.log(
    `    resident, before collecting:     ${perAccount(base[i]!.rss, idle[i]!.rss)} KB   (${base[i]!.rss} KB -> ${idle[i]!.rss} KB)`,
  );
});
servers.forEach((s) => s.inspect.close());
const failed = missed + duplicated + misdelivered + unknown + before.wrong + after.wrong > 0;
if (failed) console.log('FAILED: an event was missed, duplicated or misdelivered, or the stream census is wrong');
await exitAfterStopping(failed ? 1 : 0);
