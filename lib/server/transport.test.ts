import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deriveAnswers, validAnswer } from '@/test/answers';
import type { Session } from './session';

/** Server components' reads: the proxy in-process, with the session of the request being rendered. */
let upstream: Server;
const seen: { method: string; url: string; headers: IncomingMessage['headers'] }[] = [];
let reply: (res: ServerResponse) => void;
let inProcessTransport: typeof import('./transport').inProcessTransport;

beforeAll(async () => {
  // The proxy passes on only answers that match the contract.
  deriveAnswers('checkout.purchaseStatus');
  upstream = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers });
      reply(res);
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  process.env.MARKETPLACE_API_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  process.env.UPSTREAM_TIMEOUT_MS = '1000';
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'transport-test-'));
  ({ inProcessTransport } = await import('./transport'));
  await (await import('./db')).getDb();
}, 120_000);
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

const orderAnswer = (secret: string) => (res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify(
      validAnswer('checkout.purchaseStatus', {
        purchase: { purchaseId: 'chk_t', status: 'payment_confirmed', secret },
      }),
    ),
  );
};

const statusRead = (session: Session | null) =>
  inProcessTransport(session)('/store/purchase/status', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ purchaseId: 'chk_t' }),
  });

async function signedIn(accountId: string): Promise<Session> {
  const { ensureSession, attachAccount, sessionByToken } = await import('./session');
  const { session, setCookie } = await ensureSession(new Request('http://localhost:3000/x'));
  await attachAccount(session!.id, { accountId, walletAddress: 'W', network: 'solana', apiKey: 'k'.repeat(40) });
  return (await sessionByToken(setCookie!.split(';')[0]!.split('=')[1]))!;
}

describe('inProcessTransport', () => {
  it('reads a status (a POST) as the page itself, with the account key, and hands back a handle, never the order secret', async () => {
    reply = orderAnswer('order-secret-in-process');
    const session = await signedIn('acc_transport_1');
    const res = await statusRead(session);
    expect(res.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers['x-api-key']).toBe('k'.repeat(40));
    const text = await res.text();
    expect(text).not.toContain('order-secret-in-process');
    expect(JSON.parse(text).purchase.secret).toMatch(/^vault:/);
  });

  it('reads without credentials when the visitor has no session, as the browser would', async () => {
    reply = orderAnswer('order-secret-anonymous');
    const res = await statusRead(null);
    expect(res.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers['x-api-key']).toBeUndefined();
    expect(seen[0]!.headers['x-checkout-token']).toBeUndefined();
    const text = await res.text();
    expect(text).not.toContain('order-secret-anonymous');
    expect(JSON.parse(text).purchase.secret).toBeNull();
  });

  it('keeps the allowlist: a path outside the route table never reaches the marketplace', async () => {
    reply = orderAnswer('unused');
    const res = await inProcessTransport(null)('/admin/everything', { method: 'GET' });
    expect(res.status).toBe(404);
    expect(seen).toHaveLength(0);
  });
});
