/** The follower against a scripted upstream: a malformed event is skipped and the stream goes on; a named wait is kept. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let upstream: Server;
let UpstreamFollower: typeof import('./follower').UpstreamFollower;
/** The upstream's next answer: its stream, or a refusal naming a wait. */
let busy = false;
/** Keys the upstream refuses, with the error code it answers 403 with. */
const refusedWith = new Map<string, string>();

const notification = (id: string, message: string) =>
  `event: notification\nid: ${id}\ndata: ${JSON.stringify({ notification: { id: `n${message}`, message, messageTruncated: false, notificationType: null, createdAt: '2026-11-26T00:00:00.000Z', expiresAt: null } })}\n\n`;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const refused = refusedWith.get(String(req.headers['x-api-key']));
    if (refused) {
      res.writeHead(403, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ ok: false, errorCode: refused }));
    }
    if (busy) {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '2' });
      return res.end(JSON.stringify({ ok: false, errorCode: 'AGENT_NOTIFICATION_STREAM_RATE_LIMITED' }));
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(`event: ready\ndata: ${JSON.stringify({ expiresAt: '2026-11-26T01:00:00.000Z', replay: true })}\n\n`);
    for (const id of ['not-a-number', '1.5', '-3', '0012', '99999999999999999999'])
      res.write(notification(id, `bad ${id}`));
    res.write(notification('7', 'good'));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  process.env.MARKETPLACE_API_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  ({ UpstreamFollower } = await import('./follower'));
});
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

describe('the upstream follower', () => {
  it('skips notifications whose cursor is not a canonical integer and keeps the stream', async () => {
    const seen: string[] = [];
    const errors: unknown[] = [];
    const good = new Promise<void>((resolve) => {
      const follower = new UpstreamFollower({
        apiKeys: () => ['k'.repeat(40)],
        cursor: () => undefined,
        onNotification: (cursor, n) => {
          seen.push(`${cursor}:${n.message}`);
          if (n.message === 'good') {
            follower.stop();
            resolve();
          }
        },
        onCursor: () => undefined,
        onState: () => undefined,
        onReset: () => errors.push('reset'),
      });
      follower.start();
    });
    await good;
    expect(seen).toEqual(['7:good']);
    expect(errors).toEqual([]);
  });

  it('waits at least the Retry-After the marketplace names before it connects again', async () => {
    busy = true;
    vi.spyOn(Math, 'random').mockReturnValue(0);
    try {
      const asked = Date.now();
      const waiting = await new Promise<number>((resolve) => {
        const follower = new UpstreamFollower({
          apiKeys: () => ['k'.repeat(40)],
          cursor: () => undefined,
          onNotification: () => undefined,
          onCursor: () => undefined,
          onState: (state) => {
            if (state.state !== 'waiting') return;
            follower.stop();
            resolve(state.retryAt);
          },
          onReset: () => undefined,
        });
        follower.start();
      });
      expect(waiting - asked).toBeGreaterThanOrEqual(2_000);
    } finally {
      busy = false;
      vi.restoreAllMocks();
    }
  });

  it('stops for good when the account or its key is blocked, and tries no other key (no sign-in lifts it)', async () => {
    const [blocked, other] = ['b'.repeat(40), 'o'.repeat(40)];
    refusedWith.set(blocked, 'ACCOUNT_BLOCKED').set(other, 'ACCOUNT_BLOCKED');
    const tried: string[] = [];
    try {
      const stopped = await new Promise<unknown>((resolve) => {
        const follower = new UpstreamFollower({
          apiKeys: () => {
            tried.push('asked');
            return [blocked, other];
          },
          cursor: () => undefined,
          onNotification: () => undefined,
          onCursor: () => undefined,
          onState: (state) => state.state === 'stopped' && resolve(state),
          onReset: () => undefined,
        });
        follower.start();
      });
      expect(stopped).toEqual({ state: 'stopped', reason: 'blocked' });
      expect(tried).toHaveLength(1);
    } finally {
      refusedWith.clear();
    }
  });
});
