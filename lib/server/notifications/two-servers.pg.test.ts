/**
 * Two real dashboard servers (`next start`, the production build) on one
 * PostgreSQL, one session shared through the database: tabs on both servers
 * get each notification through the one upstream stream the account holds,
 * and when the server holding it stops, the other takes over and nothing is
 * lost. Runs against TEST_DATABASE_URL after `npm run build` (.ci/run).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBase64Json } from '@/lib/marketplace/siwx';
import { signInChallengeSchema } from '@/lib/marketplace/siwx-challenge';
import { collectSse } from '@/test/notifications';
import { solanaKeySigner } from '@/lib/wallet/key-signers';
import { signSiwxChallenge } from '@/lib/wallet/siwx';
import { startSandbox, type RunningSandbox } from '@/sandbox/conformance/harness';
import { setupTestDatabase } from '@/test/server';

const NEXT_BIN = path.join(process.cwd(), 'node_modules/next/dist/bin/next');
const SESSION_SECRET = 'two-servers-test-secret-at-least-32-characters';

let sb: RunningSandbox;
let temp: string;
const servers: DashboardServer[] = [];
const tabs: AbortController[] = [];

interface DashboardServer {
  url: string;
  process: ChildProcess;
  exited: Promise<void>;
}

async function until(check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Check that something stays true for a while (not just at one instant). */
async function holds(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (!(await check())) throw new Error(`no longer true: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(name: string): Promise<DashboardServer> {
  const port = await freePort();
  // Its own process group, so stopping it stops anything it started too.
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      // `next start` runs as production, whatever the test runner set.
      NODE_ENV: 'production',
      DATABASE_URL: process.env.TEST_DATABASE_URL,
      SESSION_SECRET,
      MARKETPLACE_API_URL: sb.url,
      MARKETPLACE_SANDBOX: 'true',
      DATA_DIR: mkdtempSync(path.join(temp, `${name}-`)),
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  // What it printed, shown if it fails to start.
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: DashboardServer = { url: `http://127.0.0.1:${port}`, process: child, exited };
  servers.push(server);
  let gone = false;
  void exited.then(() => (gone = true));
  await until(
    async () => {
      if (gone) throw new Error(`dashboard server ${name} exited while starting:\n${output}`);
      return fetch(`${server.url}/api/session`).then(
        (response) => response.ok,
        () => false,
      );
    },
    90_000,
    `dashboard server ${name} to answer`,
  );
  return server;
}

/**
 * Stop the server's process group and wait until it is gone: SIGKILL as when its machine dies
 * (its PostgreSQL connections close and the lock frees), SIGTERM as an orchestrator stops it
 * (the hub ends its tabs' streams and lets go of its leadership, so Next's graceful stop,
 * which waits for open requests, can finish).
 */
async function stopServer(server: DashboardServer, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return;
  try {
    process.kill(-server.process.pid!, signal);
  } catch {
    // already gone
  }
  await server.exited;
}

/** Sign in on a server the way the browser does: the free challenge through its proxy, a signed proof, then /api/session. */
async function signIn(server: DashboardServer): Promise<{ cookie: string; accountId: string }> {
  const signer = await solanaKeySigner();
  const sameOrigin = { 'sec-fetch-site': 'same-origin' };
  const challenge = await fetch(`${server.url}/api/marketplace/solana/siwx/account-create`, {
    method: 'POST',
    headers: sameOrigin,
  });
  expect(challenge.status).toBe(402);
  const info = signInChallengeSchema.parse(decodeBase64Json(challenge.headers.get('payment-required')!)).extensions[
    'sign-in-with-x'
  ].info;
  const response = await fetch(`${server.url}/api/session`, {
    method: 'POST',
    headers: {
      ...sameOrigin,
      'content-type': 'application/json',
      'sign-in-with-x': await signSiwxChallenge(info, signer),
    },
    body: JSON.stringify({ network: 'solana' }),
  });
  const body = (await response.json()) as { account?: { accountId: string } };
  expect(response.status, JSON.stringify(body)).toBe(200);
  const setCookie = response.headers.get('set-cookie');
  expect(setCookie).toBeTruthy();
  return { cookie: setCookie!.split(';')[0]!, accountId: body.account!.accountId };
}

/** A browser tab's notification stream on a server. */
async function openTab(server: DashboardServer, cookie: string) {
  const closed = new AbortController();
  tabs.push(closed);
  const response = await fetch(`${server.url}/api/notifications/stream`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: closed.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const { notificationIds } = collectSse(response);
  return { count: (id: string) => notificationIds().filter((seen) => seen === id).length };
}

const streamsOf = async (accountId: string) =>
  (await sb.json<{ streams: Record<string, number> }>('/__sandbox/notifications/streams')).body.streams[accountId] ?? 0;
const emit = async (accountId: string, message: string) =>
  (await sb.control('/notifications', { accountId, message })) as { id: string };

function killAll(): void {
  for (const server of servers) {
    try {
      process.kill(-server.process.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

beforeAll(async () => {
  if (!existsSync(path.join(process.cwd(), '.next/BUILD_ID'))) {
    throw new Error('This test starts the production build: run `npm run build` first (there is no .next/BUILD_ID).');
  }
  if (setupTestDatabase() !== 'postgres') throw new Error('These tests need TEST_DATABASE_URL (a PostgreSQL server).');
  // The servers find the schema ready (starting together on an empty one, they would migrate one at a time).
  await (await import('../db')).getDb();
  temp = mkdtempSync(path.join(tmpdir(), 'two-servers-'));
  process.on('exit', killAll);
  sb = await startSandbox({ SANDBOX_STREAM_HEARTBEAT_SECONDS: '1' });
}, 60_000);

afterAll(async () => {
  for (const tab of tabs) tab.abort();
  await Promise.all(servers.map((server) => stopServer(server)));
  process.off('exit', killAll);
  await sb?.control('/notifications/streams/drop');
  await sb?.stop();
  if (temp) rmSync(temp, { recursive: true, force: true });
}, 60_000);

describe.each([
  ['killed', 'SIGKILL'],
  ['stopped', 'SIGTERM'],
] as const)('two dashboard servers on one PostgreSQL, the holder %s', (_, signal) => {
  it('relays to tabs on both through one upstream stream, and the other server takes over when the holder goes', async () => {
    const [a, b] = await Promise.all([startServer('a'), startServer('b')]);
    // Sessions live in the shared database: a sign-in on A is good on B.
    const { cookie, accountId } = await signIn(a);

    // The holder is whichever server first has a tab for the account (a server without tabs
    // for it never runs for it), so opening A's tab first and waiting for its stream makes A
    // the holder, with no need to ask PostgreSQL who holds the lock.
    const onA = await openTab(a, cookie);
    await until(async () => (await streamsOf(accountId)) === 1, 20_000, 'server A to open the upstream stream');
    const onB = await openTab(b, cookie);
    // B tries to take the lead at once and every two seconds after: across several tries it must not open a second stream.
    await holds(async () => (await streamsOf(accountId)) === 1, 5_000, 'one upstream stream for the account');

    const first = await emit(accountId, 'to both servers');
    const marker = await emit(accountId, 'after the first');
    await until(
      () => onA.count(marker.id) === 1 && onB.count(marker.id) === 1,
      15_000,
      'the notifications on both servers',
    );
    expect([onA.count(first.id), onB.count(first.id)]).toEqual([1, 1]);

    // A stops; B takes over at its next tick, resuming from the last stored cursor, so what is
    // emitted in between is not lost either.
    await stopServer(a, signal);
    const second = await emit(accountId, 'after the takeover');
    await until(() => onB.count(second.id) === 1, 15_000, 'server B to take over and relay the notification');
    const last = await emit(accountId, 'after the second');
    await until(() => onB.count(last.id) === 1, 15_000, 'the next notification on server B');
    expect(onB.count(second.id)).toBe(1);
    expect(onB.count(first.id)).toBe(1);
    await until(async () => (await streamsOf(accountId)) === 1, 15_000, "the stopped server's stream to close");
    expect(b.process.exitCode).toBeNull();
    await stopServer(b);
  }, 120_000);
});
