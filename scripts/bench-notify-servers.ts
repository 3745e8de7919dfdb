/**
 * What both modes of `npm run bench:notify` share: starting the sandbox and dashboard servers (each in a process
 * group of its own, stopped with its children however the bench ends), signing in as a browser does, and reading a
 * server's memory (through its inspector) and CPU time.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { decodeBase64Json } from '../lib/marketplace/siwx';
import { signInChallengeSchema } from '../lib/marketplace/siwx-challenge';
import { solanaKeySigner } from '../lib/wallet/key-signers';
import { signSiwxChallenge } from '../lib/wallet/siwx';
import { startGroup, stopGroupsOnExit } from './process-group.mjs';

/** Extra Node flags for the dashboard process, for profiling: e.g. BENCH_APP_NODE_FLAGS='--cpu-prof --cpu-prof-dir=.data/bench/prof'. */
const nodeFlags = (process.env.BENCH_APP_NODE_FLAGS ?? '').split(' ').filter(Boolean);

mkdirSync('.data/bench', { recursive: true });
const log = createWriteStream('.data/bench/notify-servers.log');
// Every server this bench starts is stopped, with what it forked, however the bench ends.
stopGroupsOnExit();

function start(args: string[], env: Record<string, string>): ChildProcess {
  const child = startGroup(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });
  return child;
}

/** One connection pool for the bench's own requests: sign-ins and emits reuse their sockets. */
export const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A plain request through the bench's pool. */
export function call(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

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

/** A port nobody listens on now, so runs never collide with other servers on the machine. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The production build the dashboard servers run (built once if missing). */
export function ensureBuild(): void {
  if (existsSync('.next/BUILD_ID')) return;
  const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The sandbox, in memory, with its test controls; resolves once it answers. */
export async function startSandbox(port: number, env: Record<string, string> = {}): Promise<string> {
  const url = `http://127.0.0.1:${port}`;
  start(['node_modules/tsx/dist/cli.mjs', 'sandbox/main.ts'], {
    SANDBOX_PORT: String(port),
    SANDBOX_DATA_DIR: 'memory://',
    SANDBOX_CONTROL: 'true',
    SANDBOX_PUBLIC_URL: url,
    ...env,
  });
  await waitFor(`${url}/__sandbox/info`);
  return url;
}

export type Inspect = ((method: string) => Promise<Record<string, unknown>>) & {
  /** Let the process go: one started with --inspect waits for its debugger to disconnect before it exits. */
  close: () => void;
};

export interface DashboardServer {
  url: string;
  process: ChildProcess;
  inspect: Inspect;
  exited: Promise<void>;
}

/** A dashboard server (`next start`, the production build) with its inspector open; resolves once it answers. */
export async function startDashboard(port: number, env: Record<string, string>): Promise<DashboardServer> {
  const child = start(
    [...nodeFlags, '--inspect=127.0.0.1:0', 'node_modules/next/dist/bin/next', 'start', '--port', String(port)],
    { NEXT_TELEMETRY_DISABLED: '1', ...env },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const inspect = await inspectorOf(child);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/session`);
  return { url, process: child, inspect, exited };
}

/** Stop one server's process group as an orchestrator would (SIGTERM), and wait until it is gone. */
export async function stopDashboard(server: DashboardServer): Promise<void> {
  server.inspect.close();
  try {
    process.kill(-server.process.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
  await server.exited;
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
async function inspectorOf(child: ChildProcess): Promise<Inspect> {
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
  // A stopped server closes its inspector: whatever was asked of it is answered with nothing.
  socket.onclose = () => waiting.forEach((resolve) => resolve({}));
  let next = 0;
  const inspect = (method: string) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const id = ++next;
      waiting.set(id, resolve);
      socket.send(JSON.stringify({ id, method }));
    });
  return Object.assign(inspect, { close: () => socket.close() });
}

/**
 * A dashboard process's memory: resident as the system sees it (KB), which counts garbage not yet collected and
 * pages the heap keeps in reserve, and the JavaScript heap still in use after a full collection (KB).
 */
export async function memoryKb(pid: number, inspect: Inspect): Promise<{ rss: number; heap: number }> {
  const rss = await rssKb(pid);
  await inspect('HeapProfiler.collectGarbage');
  const { usedSize } = (await inspect('Runtime.getHeapUsage')) as { usedSize: number };
  return { rss, heap: Math.round(usedSize / 1024) };
}

/** CPU time a process has used so far, in ms (Linux): a figure the machine's other load disturbs less than latency. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, in Linux's clock ticks of 1/100 s (USER_HZ).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Sign in through the dashboard as a browser would, with a new Solana key (a new account); returns the session cookie and account. */
export async function signIn(app: string): Promise<{ cookie: string; accountId: string }> {
  const signer = await solanaKeySigner();
  const same = { 'sec-fetch-site': 'same-origin' };
  const challenge = await call(`${app}/api/marketplace/solana/siwx/account-create`, { method: 'POST', headers: same });
  const required = challenge.headers['payment-required'];
  if (typeof required !== 'string')
    throw new Error(`sign-in challenge answered ${challenge.status}: ${challenge.text}`);
  const info = signInChallengeSchema.parse(decodeBase64Json(required)).extensions['sign-in-with-x'].info;
  const proof = await signSiwxChallenge(info, signer);
  const session = await call(`${app}/api/session`, {
    method: 'POST',
    headers: { ...same, 'content-type': 'application/json', 'sign-in-with-x': proof },
    body: JSON.stringify({ network: 'solana' }),
  });
  const setCookie = session.headers['set-cookie']?.[0];
  if (session.status !== 200 || !setCookie) throw new Error(`sign-in failed: ${session.status} ${session.text}`);
  const { account } = JSON.parse(session.text) as { account: { accountId: string } };
  return { cookie: setCookie.split(';')[0]!, accountId: account.accountId };
}

/** Run `work` over `items` with at most `limit` at once. */
export async function withConcurrency<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
