/**
 * Points the server modules at a throwaway database for a test file: embedded
 * PGlite in a temp folder, or the PostgreSQL server in TEST_DATABASE_URL.
 * Call before importing any server module (each test file has its own modules).
 */
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function setupTestDatabase(): 'postgres' | 'pglite' {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'dashboard-test-'));
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    process.env.DATABASE_URL = url;
    process.env.SESSION_SECRET ??= 'test-secret-that-is-at-least-32-characters-long';
    return 'postgres';
  }
  delete process.env.DATABASE_URL;
  return 'pglite';
}

/**
 * A stand-in Solana RPC on a free local port: it records every call and
 * answers each with an empty value, labelled text/plain (the relay answers
 * JSON whatever its upstream says).
 */
/** What the fake RPC answers next, once; its usual answer after. */
interface FakeRpcAnswer {
  status: number;
  headers?: Record<string, string>;
  body: string;
}

export async function startFakeSolanaRpc(): Promise<{
  url: string;
  received: unknown[];
  answerNext: (answer: FakeRpcAnswer) => void;
  close: () => Promise<void>;
}> {
  const received: unknown[] = [];
  const queued: FakeRpcAnswer[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push(JSON.parse(body));
      const answer = queued.shift() ?? {
        status: 200,
        headers: { 'content-type': 'text/plain' },
        body: '{"jsonrpc":"2.0","id":1,"result":{"value":null}}',
      };
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/rpc`,
    received,
    answerNext: (answer) => void queued.push(answer),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A browser's calls to the Solana relay: a new session from its own address
 * (`network` names the addresses, so test files keep their rate windows apart)
 * and a same-origin JSON-RPC call. The modules load on first use, after the
 * test has set its environment.
 */
export function relayCaller(network: '192.0.2' | '198.51.100') {
  const app = 'http://localhost:3000';
  let addresses = 0;
  return {
    app,
    async sessionCookie(): Promise<string> {
      const { ensureSession } = await import('@/lib/server/session');
      const { setCookie } = await ensureSession(
        new Request(`${app}/x`, { headers: { 'x-forwarded-for': `${network}.${++addresses}` } }),
      );
      return setCookie!.split(';')[0]!;
    },
    async call(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
      const { relaySolanaRpc } = await import('@/lib/server/solana-rpc');
      return relaySolanaRpc(
        new Request(`${app}/api/solana-rpc`, {
          method: 'POST',
          headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', ...headers },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
      );
    },
  };
}
