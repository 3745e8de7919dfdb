/**
 * `npm run bench:proxy`: requests per second and p50/p99 latency for
 * GET /store/products?limit=12 three ways, at 1 and at 50 connections, 10 s each:
 * straight to the sandbox, through a bare Next passthrough route (the floor Next
 * itself sets), and through the real proxy. Prints the figures and the verdict
 * against the targets: the proxy adds at most 2 ms at p50 over the direct call at
 * 1 connection, keeps at least 80% of the passthrough's throughput at 50, and its
 * p99 at 50 is no worse than the passthrough's: the p99 of all its answers over
 * BENCH_ROUNDS rounds (8 unless set) against the p99 of all the passthrough's.
 *
 * The passthrough route (scripts/bench/passthrough-route.ts) exists only in a
 * bench build (BENCH_BUILD=1, in .next-bench; see next.config.mjs), which this
 * script makes each run so it measures the current code: it is copied into app/
 * for that build and removed as soon as the build ends. The production build in
 * .next never has it.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { percentile } from './bench/percentile.mjs';
import { exitAfterStopping, startGroup, stopGroupsOnExit } from './process-group.mjs';

/** BENCH_PORT_BASE moves both servers: the sandbox on it, the dashboard on the next port. */
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 0);
const SANDBOX_PORT = PORT_BASE || 4320;
const APP_PORT = PORT_BASE ? PORT_BASE + 1 : 3320;
/** Extra Node flags for the dashboard process, for profiling: e.g. BENCH_APP_NODE_FLAGS='--cpu-prof --cpu-prof-dir=.data/bench/prof'. */
const APP_NODE_FLAGS = (process.env.BENCH_APP_NODE_FLAGS ?? '').split(' ').filter(Boolean);
/** BENCH_REUSE_BUILD=1 runs the bench build already in .next-bench (profiling the same code again) instead of building. */
const REUSE_BUILD = process.env.BENCH_REUSE_BUILD === '1';
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 8));
const PATH = '/store/products?limit=12';
const BENCH_BUILD = { BENCH_BUILD: '1', NEXT_TELEMETRY_DISABLED: '1' };
const PASSTHROUGH_SOURCE = 'scripts/bench/passthrough-route.ts';
/** Only bench builds take the `.bench.ts` extension, so even while it is there no other build picks it up. */
const PASSTHROUGH_ROUTE = 'app/api/bench/passthrough/[...path]/route.bench.ts';
const BENCH_ROUTES = 'app/api/bench';

/** BENCH_PASSTHROUGH_WHOLE=1 has the passthrough read each answer whole before passing it on (see its route). */
const PASSTHROUGH_NAME =
  process.env.BENCH_PASSTHROUGH_WHOLE === '1' ? 'passthrough read whole' : 'bare Next passthrough';
const targets = [
  { name: 'direct to sandbox', url: `http://127.0.0.1:${SANDBOX_PORT}${PATH}` },
  { name: PASSTHROUGH_NAME, url: `http://127.0.0.1:${APP_PORT}/api/bench/passthrough${PATH}` },
  { name: 'dashboard proxy', url: `http://127.0.0.1:${APP_PORT}/api/marketplace${PATH}` },
];

// Server output goes to a log: autocannon closing its sockets at the end of a run makes Next log aborted responses.
mkdirSync('.data/bench', { recursive: true });
const log = createWriteStream('.data/bench/servers.log');
const start = (command, args, env) => {
  const child = startGroup(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  return child;
};
// Every server this bench starts is stopped, with what it forked, however the bench ends.
stopGroupsOnExit();

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** One autocannon run, with the latency of every successful answer (ms) beside its summary. */
const run = (url, connections) =>
  new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon({ url, connections, duration: DURATION }, (error, result) =>
      error ? reject(error) : resolve({ result, latencies }),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status < 300) latencies.push(ms);
    });
  });

/** `next build` of the bench variant, with the passthrough route in app/ for the build only. */
function buildWithPassthrough() {
  // Also clears what an interrupted run may have left.
  rmSync(BENCH_ROUTES, { recursive: true, force: true });
  mkdirSync(path.dirname(PASSTHROUGH_ROUTE), { recursive: true });
  copyFileSync(PASSTHROUGH_SOURCE, PASSTHROUGH_ROUTE);
  try {
    return spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, ...BENCH_BUILD },
    });
  } finally {
    rmSync(BENCH_ROUTES, { recursive: true, force: true });
  }
}

if (!REUSE_BUILD || !existsSync('.next-bench/BUILD_ID')) {
  console.log('Building the bench variant of the dashboard (next build, BENCH_BUILD=1, into .next-bench)...');
  const build = buildWithPassthrough();
  if (build.status !== 0) process.exit(build.status ?? 1);
}

start(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'sandbox/main.ts'], {
  SANDBOX_PORT: String(SANDBOX_PORT),
  SANDBOX_DATA_DIR: 'memory://',
  SANDBOX_CONTROL: 'false',
  NODE_ENV: 'production',
});
const app = start(
  process.execPath,
  [...APP_NODE_FLAGS, 'node_modules/next/dist/bin/next', 'start', '--port', String(APP_PORT)],
  {
    ...BENCH_BUILD,
    MARKETPLACE_API_URL: `http://127.0.0.1:${SANDBOX_PORT}`,
    DATA_DIR: '.data/bench',
    NODE_ENV: 'production',
  },
);
await waitFor(targets[0].url);
await waitFor(targets[1].url);
await waitFor(targets[2].url);

// Warm every path (JIT, connection pools, Next's route compilation).
for (const target of targets)
  await new Promise((r) => autocannon({ url: target.url, connections: 10, duration: 2 }, r));

const rows = [];
/**
 * The dashboard process's CPU time so far (Linux), in ms: per request, it is a figure other work on the machine
 * hardly moves, where latency under load moves with it.
 */
function appCpuMs() {
  try {
    const fields = readFileSync(`/proc/${app.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, in clock ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

async function measure(target, connections) {
  const cpuBefore = appCpuMs();
  const { result, latencies } = await run(target.url, connections);
  const cpuPerRequest = (appCpuMs() - cpuBefore) / result.requests.total;
  const row = {
    target: target.name,
    connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
  rows.push(row);
  const cpu =
    target === targets[0] || Number.isNaN(cpuPerRequest) ? '' : `  server CPU ${cpuPerRequest.toFixed(2)} ms/req`;
  console.log(
    `${target.name.padEnd(22)} c=${String(connections).padEnd(3)} ${row.rps.toFixed(0).padStart(7)} req/s  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms  errors ${row.errors}${cpu}`,
  );
  return { ...row, latencies };
}
for (const target of targets) await measure(target, 1);
await measure(targets[0], 50);
// The passthrough and the proxy at 50 connections, one after the other, BENCH_ROUNDS times: on a machine shared with
// other work, each round compares two runs made under the same load. The order turns each round (passthrough first,
// then proxy first): the second run of a round inherits the heap and the sockets the first one left, so a fixed order
// would charge that to one side.
const ratios = [];
/** Every successful answer's latency over all the rounds, per side: the p99 of each side's whole run. */
const answers = { passthrough: [], proxy: [] };
for (let round = 0; round < ROUNDS; round++) {
  const [first, second] = round % 2 ? [targets[2], targets[1]] : [targets[1], targets[2]];
  const one = await measure(first, 50);
  const other = await measure(second, 50);
  const [passthrough, proxied] = first === targets[1] ? [one, other] : [other, one];
  ratios.push(proxied.p99 / passthrough.p99);
  for (const ms of passthrough.latencies) answers.passthrough.push(ms);
  for (const ms of proxied.latencies) answers.proxy.push(ms);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const find = (name, c) => rows.find((r) => r.target === name && r.connections === c);
const all = (name, c) => rows.filter((r) => r.target === name && r.connections === c);
const addedP50 = find('dashboard proxy', 1).p50 - find('direct to sandbox', 1).p50;
const keptShare =
  median(all('dashboard proxy', 50).map((r) => r.rps)) / median(all(PASSTHROUGH_NAME, 50).map((r) => r.rps));
console.log('');
console.log(
  `proxy p50 over direct at 1 connection: +${addedP50} ms (target <= 2 ms): ${addedP50 <= 2 ? 'met' : 'NOT met'}`,
);
console.log(
  `proxy throughput vs ${PASSTHROUGH_NAME} at 50 connections: ${(keptShare * 100).toFixed(1)}% (target >= 80%): ${keptShare >= 0.8 ? 'met' : 'NOT met'}`,
);
const p99 = (values) =>
  percentile(
    values.sort((a, b) => a - b),
    99,
  );
const [passthroughP99, proxyP99] = [p99(answers.passthrough), p99(answers.proxy)];
const p99Ratio = proxyP99 / passthroughP99;
if (ROUNDS > 1)
  console.log(
    `proxy p99 vs ${PASSTHROUGH_NAME} at 50 connections, round by round: ${ratios.map((r) => r.toFixed(2)).join(', ')}, median ${median(ratios).toFixed(2)}`,
  );
console.log(
  `proxy p99 vs ${PASSTHROUGH_NAME} at 50 connections${ROUNDS > 1 ? `, all ${ROUNDS} rounds' answers together` : ''}: ` +
    `${proxyP99.toFixed(0)} ms against ${passthroughP99.toFixed(0)} ms, ${p99Ratio.toFixed(2)} (target <= 1.00): ${p99Ratio <= 1 ? 'met' : 'NOT met'}`,
);
await exitAfterStopping(0);
