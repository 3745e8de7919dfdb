/**
 * `npm run bench:notify`: 1,000 browser notification streams on one account,
 * served by one dashboard process (production build) against the sandbox.
 * Prints the number of upstream streams the sandbox sees for the account (the
 * target is 1), the relay latency from the sandbox's emit to each stream's
 * receipt (p50/p99; target p99 under 100 ms) and the server's memory per idle
 * stream (target under 50 KB). Figures only: nothing here asserts a time.
 * Memory per stream is the JavaScript heap retained after a full garbage
 * collection, asked of the dashboard process through its inspector (so this runs
 * with --experimental-websocket); the resident figure, which also counts garbage
 * not yet collected, is printed beside it.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { request, Agent } from 'node:http';
import { decodeBase64Json, signInChallengeSchema } from '../lib/marketplace/siwx';
import { createSseParser } from '../lib/marketplace/notifications/sse';
import { solanaKeySigner } from '../lib/wallet/key-signers';
import { signSiwxChallenge } from '../lib/wallet/siwx';
import { exitAfterStopping, startGroup, stopGroupsOnExit } from './process-group.mjs';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20);
const WARMUP_EVENTS = 3;
const SANDBOX_PORT = 4340;
const APP_PORT = 3340;
const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`;
const APP = `http://127.0.0.1:${APP_PORT}`;
/** Extra Node flags for the dashboard process, for profiling: e.g. BENCH_APP_NODE_FLAGS='--cpu-prof --cpu-prof-dir=.data/bench/prof'. */
const nodeFlags = (process.env.BENCH_APP_NODE_FLAGS ?? '').split(' ').filter(Boolean);

mkdirSync('.data/bench', { recursive: true });
const log = createWriteStream('.data/bench/notify-servers.log');
function start(args: string[], env: Record<string, string>): ChildProcess {
  const child = startGroup(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });
  return child;
}
// Every server this bench starts is stopped, with what it forked, however the bench ends.
stopGroupsOnExit();

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** Resident memory of a process in KB (Linux): the median of a few samples, since the collector makes single readings jump. */
async function rssKb(pid: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 7; i++) {
    samples.push(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN));
    await new Promise((r) => setTimeout(r, 400));
  }
  return samples.sort((a, b) => a - b)[3]!;
}

/** Calls the dashboard process's inspector (the Chrome DevTools Protocol over its WebSocket). */
async function inspectorOf(child: ChildProcess): Promise<(method: string) => Promise<Record<string, unknown>>> {
  const url = await new Promise<string>((resolve) => {
    let text = '';
    // Read only until the address is printed: the server's output goes on to the log for the whole run.
    const listen = (chunk: Buffer) => {
      text += chunk.toString();
      const found = /Debugger listening on (ws:\/\/\S+)/.exec(text);
      if (!found) return;
      child.stderr!.off('data', listen);
      resolve(found[1]!);
    };
    child.stderr!.on('data', listen);
  });
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const waiting = new Map<number, (result: Record<string, unknown>) => void>();
  socket.onmessage = (message) => {
    const { id, result } = JSON.parse(String(message.data)) as { id?: number; result?: Record<string, unknown> };
    if (id !== undefined) waiting.get(id)?.(result ?? {});
  };
  let next = 0;
  return (method) =>
    new Promise((resolve) => {
      const id = ++next;
      waiting.set(id, resolve);
      socket.send(JSON.stringify({ id, method }));
    });
}

/**
 * The dashboard process's memory: resident as the system sees it (KB), which counts garbage not yet collected and
 * pages the heap keeps in reserve, and the JavaScript heap still in use after a full collection (KB).
 */
async function memoryKb(
  pid: number,
  inspect: (method: string) => Promise<Record<string, unknown>>,
): Promise<{ rss: number; heap: number }> {
  const rss = await rssKb(pid);
  await inspect('HeapProfiler.collectGarbage');
  const { usedSize } = (await inspect('Runtime.getHeapUsage')) as { usedSize: number };
  return { rss, heap: Math.round(usedSize / 1024) };
}

/** CPU time a process has used so far, in ms (Linux): a figure the machine's other load disturbs less than latency. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, in Linux's clock ticks of 1/100 s (USER_HZ).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Sign in through the dashboard as a browser would; returns the session cookie. */
async function signIn(): Promise<string> {
  const signer = await solanaKeySigner();
  const same = { 'sec-fetch-site': 'same-origin' };
  const challenge = await fetch(`${APP}/api/marketplace/solana/siwx/account-create`, { method: 'POST', headers: same });
  const info = signInChallengeSchema.parse(decodeBase64Json(challenge.headers.get('payment-required')!)).extensions[
    'sign-in-with-x'
  ].info;
  const proof = await signSiwxChallenge(info, signer);
  const session = await fetch(`${APP}/api/session`, {
    method: 'POST',
    headers: { ...same, 'content-type': 'application/json', 'sign-in-with-x': proof },
    body: JSON.stringify({ network: 'solana' }),
  });
  if (!session.ok) throw new Error(`sign-in failed: ${session.status} ${await session.text()}`);
  return session.headers.get('set-cookie')!.split(';')[0]!;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

if (!existsSync('.next/BUILD_ID')) {
  const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
start(['node_modules/tsx/dist/cli.mjs', 'sandbox/main.ts'], {
  SANDBOX_PORT: String(SANDBOX_PORT),
  SANDBOX_DATA_DIR: 'memory://',
  SANDBOX_CONTROL: 'true',
  SANDBOX_PUBLIC_URL: SANDBOX,
});
const app = start(
  [...nodeFlags, '--inspect=127.0.0.1:0', 'node_modules/next/dist/bin/next', 'start', '--port', String(APP_PORT)],
  {
    MARKETPLACE_API_URL: SANDBOX,
    MARKETPLACE_SANDBOX: 'true',
    DATA_DIR: '.data/bench-notify',
    NEXT_TELEMETRY_DISABLED: '1',
    NOTIFY_MAX_STREAMS: String(STREAMS + 100),
    // Every tab here is one account's, in one session: the per-account and per-session caps would stop it at a few dozen.
    NOTIFY_MAX_TABS_PER_ACCOUNT: String(STREAMS + 100),
    NOTIFY_MAX_TABS_PER_SESSION: String(STREAMS + 100),
  },
);
const inspect = await inspectorOf(app);
await waitFor(`${SANDBOX}/__sandbox/info`);
await waitFor(`${APP}/api/session`);

const cookie = await signIn();
const account = (
  (await (await fetch(`${APP}/api/session`, { headers: { cookie } })).json()) as { account: { accountId: string } }
).account.accountId;

// Warm the server (the first requests compile and cache), then take the idle baseline.
for (let i = 0; i < 5; i++) await fetch(`${APP}/api/session`, { headers: { cookie } });
await new Promise((r) => setTimeout(r, 1000));
const base = await memoryKb(app.pid!, inspect);

const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
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
for (let i = 0; i < STREAMS; i += 50) await Promise.all(Array.from({ length: Math.min(50, STREAMS - i) }, openStream));
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
  while ((receipts.get(id)?.length ?? 0) < STREAMS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
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
await exitAfterStopping(0);
