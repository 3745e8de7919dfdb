/**
 * `npm run bench:notify`: notification streams on one dashboard process
 * (production build) against the sandbox, in one of two modes.
 *
 * One account (the default): 1,000 browser notification streams of ONE account.
 * Prints the number of upstream streams the sandbox sees for the account (the
 * target is 1), the relay latency from the sandbox's emit to each stream's
 * receipt (p50/p99; target p99 under 100 ms) and the server's memory per idle
 * stream (target under 50 KB).
 *
 * Many accounts (`--accounts`, or BENCH_MODE=accounts; `npm run bench:notify:accounts`):
 * see scripts/bench-notify-accounts.ts, which describes it and its settings.
 *
 * Figures only: nothing here asserts a time. Memory is the JavaScript heap
 * retained after a full garbage collection, asked of the dashboard process
 * through its inspector (so this runs with --experimental-websocket); the
 * resident figure, which also counts garbage not yet collected, is printed
 * beside it. Servers listen on free ports the system picks.
 */
import { request } from 'node:http';
import { createSseParser } from '../lib/marketplace/notifications/sse';
import {
  agent,
  cpuMs,
  ensureBuild,
  freePort,
  memoryKb,
  signIn,
  startDashboard,
  startSandbox,
} from './bench-notify-servers';
import { exitAfterStopping } from './process-group.mjs';
import { percentile } from './bench/percentile.mjs';

if (process.argv.includes('--accounts') || process.env.BENCH_MODE === 'accounts') {
  await import('./bench-notify-accounts');
} else {
  await oneAccount();
}

async function oneAccount(): Promise<void> {
  const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
  const EVENTS = Number(process.env.BENCH_EVENTS ?? 20);
  const WARMUP_EVENTS = 3;

  ensureBuild();
  const SANDBOX = await startSandbox(await freePort());
  const dashboard = await startDashboard(await freePort(), {
    MARKETPLACE_API_URL: SANDBOX,
    MARKETPLACE_SANDBOX: 'true',
    DATA_DIR: '.data/bench-notify',
    NOTIFY_MAX_STREAMS: String(STREAMS + 100),
    // Every tab here is one account's, in one session: the per-account and per-session caps would stop it at a few dozen.
    NOTIFY_MAX_TABS_PER_ACCOUNT: String(STREAMS + 100),
    NOTIFY_MAX_TABS_PER_SESSION: String(STREAMS + 100),
  });
  const APP = dashboard.url;
  const app = dashboard.process;
  const inspect = dashboard.inspect;

  const { cookie, accountId: account } = await signIn(APP);
  // Warm the server (the first requests compile and cache), then take the idle baseline.
  for (let i = 0; i < 5; i++) await fetch(`${APP}/api/session`, { headers: { cookie } });
  await new Promise((r) => setTimeout(r, 1000));
  const base = await memoryKb(app.pid!, inspect);

  const receipts = new Map<string, number[]>();
  let live = 0;
  function openStream(): Promise<void> {
    return new Promise((resolve, reject) => {
      const req = request(
        `${APP}/api/notifications/stream`,
        { agent, headers: { cookie, accept: 'text/event-stream' } },
        (res) => {
          if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
          res.setEncoding('utf8');
          let counted = false;
          const feed = createSseParser({
            onEvent: (event) => {
              const now = performance.timeOrigin + performance.now();
              if (event.event === 'upstream' && !counted && JSON.parse(event.data).state === 'live') {
                counted = true;
                live++;
              }
              if (event.event === 'notification') {
                const { id } = JSON.parse(event.data) as { id: string };
                let list = receipts.get(id);
                if (!list) receipts.set(id, (list = []));
                list.push(now);
              }
            },
          });
          res.on('data', feed);
          resolve();
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  const openedAt = Date.now();
  for (let i = 0; i < STREAMS; i += 50)
    await Promise.all(Array.from({ length: Math.min(50, STREAMS - i) }, openStream));
  while (live < STREAMS && Date.now() - openedAt < 60_000) await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 2000));
  const idle = await memoryKb(app.pid!, inspect);
  const census = (await (await fetch(`${SANDBOX}/__sandbox/notifications/streams`)).json()) as {
    streams: Record<string, number>;
  };

  /** One notification from the sandbox: when it was emitted, and when each stream received it. */
  async function emitOne(message: string): Promise<{ emittedAt: number; receivedAt: number[] }> {
    const emittedAt = performance.timeOrigin + performance.now();
    const { id } = (await (
      await fetch(`${SANDBOX}/__sandbox/notifications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ accountId: account, message }),
      })
    ).json()) as { id: string };
    const deadline = Date.now() + 10_000;
    while ((receipts.get(id)?.length ?? 0) < STREAMS && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 5));
    await new Promise((r) => setTimeout(r, 100));
    return { emittedAt, receivedAt: receipts.get(id) ?? [] };
  }

  // The server's first deliveries compile the fan-out path. They are left out: with 1,000 streams each event is 5% of
  // the samples, so one cold event alone would set the p99 and the figure would measure the JIT, not the hub.
  for (let i = 0; i < WARMUP_EVENTS; i++) await emitOne(`warm-up ${i}`);

  const latencies: number[] = [];
  const firsts: number[] = [];
  const lasts: number[] = [];
  const cpuBefore = cpuMs(app.pid!);
  for (let i = 0; i < EVENTS; i++) {
    const { emittedAt, receivedAt } = await emitOne(`bench ${i}`);
    for (const at of receivedAt) latencies.push(at - emittedAt);
    firsts.push(Math.min(...receivedAt, Infinity) - emittedAt);
    lasts.push(Math.max(...receivedAt, -Infinity) - emittedAt);
  }
  const cpuPerEvent = (cpuMs(app.pid!) - cpuBefore) / EVENTS;
  latencies.sort((a, b) => a - b);
  firsts.sort((a, b) => a - b);
  lasts.sort((a, b) => a - b);
  const delivered = latencies.length;

  console.log(`notification hub, one dashboard process, one account, ${STREAMS} browser streams (${live} live)`);
  console.log(`  upstream streams for the account:  ${census.streams[account] ?? 0}   (target 1)`);
  console.log(`  deliveries:                        ${delivered} of ${STREAMS * EVENTS}`);
  console.log(
    `  relay latency, emit to receipt:    p50 ${percentile(latencies, 50).toFixed(1)} ms   p99 ${percentile(latencies, 99).toFixed(1)} ms   (target p99 < 100 ms)`,
  );
  console.log(
    `  first stream's receipt:            p50 ${percentile(firsts, 50).toFixed(1)} ms   (the rest is the fan-out to all streams)`,
  );
  console.log(
    `  last stream's receipt:             p50 ${percentile(lasts, 50).toFixed(1)} ms   slowest event ${lasts.at(-1)!.toFixed(1)} ms`,
  );
  console.log(
    `  server CPU per event:              ${cpuPerEvent.toFixed(1)} ms   (the follower, the fan-out to every stream, and 100 ms of rest)`,
  );
  const perStream = (before: number, after: number) => ((after - before) / STREAMS).toFixed(1);
  console.log(
    `  server memory per idle stream:     ${perStream(base.heap, idle.heap)} KB   (heap retained after a full collection, ${base.heap} KB -> ${idle.heap} KB; target < 50 KB)`,
  );
  console.log(
    `    resident, before collecting:     ${perStream(base.rss, idle.rss)} KB   (${base.rss} KB -> ${idle.rss} KB; swings with the collector)`,
  );
  inspect.close();
  await exitAfterStopping(0);
}
