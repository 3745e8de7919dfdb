import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in marketplace answering as each test says: quickly, never, or with a body that stops halfway. */
let upstream: Server;
let handle: (req: IncomingMessage, res: ServerResponse) => void;
const open = new Set<ServerResponse>();
let upstreamModule: typeof import('./upstream');

beforeAll(async () => {
  upstream = createServer((req, res) => {
    open.add(res);
    res.on('close', () => open.delete(res));
    handle(req, res);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('MARKETPLACE_API_URL', `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
  vi.stubEnv('UPSTREAM_TIMEOUT_MS', '300');
  upstreamModule = await import('./upstream');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  for (const res of open) res.destroy();
  upstream.closeAllConnections();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => {
    for (const res of open) res.destroy();
    vi.restoreAllMocks();
  };
});

const request = () => ({ method: 'GET', pathAndQuery: '/store/products', headers: {} });
const get = (init: { timeoutMs?: number; signal?: AbortSignal } = {}) =>
  upstreamModule.fetchUpstream({ ...request(), ...init });

describe('fetchUpstream', () => {
  it('hands back the answer, read to its end, with its status and headers', async () => {
    handle = (_req, res) => {
      res.writeHead(201, { 'content-type': 'application/json', 'retry-after': '3' });
      res.end('{"ok":true}');
    };
    const response = await get();
    expect(response.status).toBe(201);
    expect(response.headers.get('retry-after')).toBe('3');
    expect(await response.json()).toEqual({ ok: true });
  });

  it('cuts off an upstream that never answers, at the configured limit, as a timeout', async () => {
    handle = () => {};
    const started = Date.now();
    await expect(get()).rejects.toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('cuts off an answer whose body stops halfway, at the call limit', async () => {
    handle = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"ok":');
    };
    const started = Date.now();
    const response = await get({ timeoutMs: 250 });
    await expect(response.text()).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(230);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('ends the call when the caller goes away, with the caller’s reason, not as a failure of the upstream', async () => {
    handle = () => {};
    const caller = new AbortController();
    const call = get({ timeoutMs: 5_000, signal: caller.signal });
    setTimeout(() => caller.abort(), 50);
    const failure = await call.catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(upstreamModule.UpstreamFailure);
    expect(failure).toMatchObject({ name: 'AbortError' });
  });

  it('lets the caller’s signal go once the answer is read: a later abort reaches nothing', async () => {
    handle = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    };
    const caller = new AbortController();
    const removed = vi.spyOn(caller.signal, 'removeEventListener');
    const response = await get({ signal: caller.signal });
    expect(await response.text()).toBe('{"ok":true}');
    expect(removed).toHaveBeenCalledWith('abort', expect.any(Function));
  });

  it('reads an answer whole, letting the caller’s signal go as the read ends', async () => {
    handle = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    };
    const caller = new AbortController();
    const removed = vi.spyOn(caller.signal, 'removeEventListener');
    const answer = await upstreamModule.openUpstream({
      ...request(),
      signal: caller.signal,
    });
    expect(removed).not.toHaveBeenCalled();
    expect(new TextDecoder().decode(await answer.bytes())).toBe('{"ok":true}');
    expect(removed).toHaveBeenCalledWith('abort', expect.any(Function));
  });

  it('cuts off a body read whole that stops halfway, at the call limit, as a timeout', async () => {
    handle = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"ok":');
    };
    const started = Date.now();
    const answer = await upstreamModule.openUpstream({
      ...request(),
      timeoutMs: 250,
    });
    const failure = await answer.bytes().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(upstreamModule.UpstreamFailure);
    expect(failure).toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(230);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('keeps its connection to the marketplace open from one call to the next', async () => {
    const ports: number[] = [];
    handle = (req, res) => {
      ports.push(req.socket.remotePort!);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    };
    for (let call = 0; call < 3; call++) await (await upstreamModule.openUpstream(request())).bytes();
    expect(ports).toHaveLength(3);
    expect(new Set(ports).size).toBe(1);
  });

  it('sends a body with its length whatever the method, and a caller’s headers beside its own', async () => {
    let seen: { headers: IncomingMessage['headers']; body: string } | undefined;
    handle = (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        seen = { headers: req.headers, body: Buffer.concat(chunks).toString() };
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end('{}');
      });
    };
    const body = new TextEncoder().encode('{"title":"Logo"}');
    const answer = await upstreamModule.openUpstream({
      ...request(),
      // Node frames a DELETE's body with its length only when told.
      method: 'DELETE',
      headers: { 'content-type': 'application/json', 'x-api-key': 'key' },
      body,
    });
    expect(answer.status).toBe(201);
    await answer.drop();
    expect(seen?.body).toBe('{"title":"Logo"}');
    expect(seen?.headers).toMatchObject({
      'content-length': String(body.length),
      'content-type': 'application/json',
      'x-api-key': 'key',
      'user-agent': expect.stringMatching(/^agent-marketplace-dashboard\//),
    });
    // Asked for as is: the answer's bytes are passed on and checked as they came.
    expect(seen?.headers['accept-encoding']).toBe('identity');
  });

  it('passes a streamed answer on as the reader asks for it, and lets it go when the reader stops', async () => {
    let closed = false;
    handle = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: 1\n\n');
      res.on('close', () => (closed = true));
    };
    const response = await get({ timeoutMs: 0 });
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: 1\n\n');
    await reader.cancel();
    await vi.waitFor(() => expect(closed).toBe(true));
  });

  it('sends nothing for a caller already gone, and leaves no connection behind', async () => {
    let calls = 0;
    handle = (_req, res) => {
      calls++;
      res.end('{}');
    };
    let connections = 0;
    const connected = () => connections++;
    upstream.on('connection', connected);
    try {
      const caller = new AbortController();
      caller.abort();
      await expect(get({ signal: caller.signal })).rejects.toMatchObject({ name: 'AbortError' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      upstream.off('connection', connected);
    }
    expect(calls).toBe(0);
    expect(connections).toBe(0);
  });

  it('passes on an answer without a body, as the marketplace gave it', async () => {
    handle = (_req, res) => {
      res.writeHead(204, { 'retry-after': '1' });
      res.end();
    };
    const response = await get();
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
    expect(response.headers.get('retry-after')).toBe('1');
  });

  it('lets a streamed answer go before its first chunk is read, with nothing thrown later', async () => {
    handle = (_req, res) => {
      res.writeHead(402, { 'content-type': 'application/json' });
      res.end('{"x402Version":2}');
    };
    const thrown = vi.fn();
    process.on('uncaughtException', thrown);
    try {
      const response = await get();
      await response.body!.cancel();
      // A chunk already read would reach the cancelled stream on a later turn, and throw there.
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      process.off('uncaughtException', thrown);
    }
    expect(thrown).not.toHaveBeenCalled();
  });

  it('keeps the connection of an answer dropped once it came whole', async () => {
    const ports: number[] = [];
    handle = (req, res) => {
      ports.push(req.socket.remotePort!);
      res.writeHead(409, { 'content-type': 'text/html' });
      res.end('<p>conflict</p>');
    };
    await (await upstreamModule.openUpstream(request())).drop();
    // The connection goes back to the pool as the rest of the answer is let go, on a later turn.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await (await upstreamModule.openUpstream(request())).drop();
    expect(ports).toHaveLength(2);
    expect(new Set(ports).size).toBe(1);
  });

  it('sends a read that moves nothing once more when its kept connection is closed as it goes out, and nothing else', async () => {
    const answered = new Set<unknown>();
    const seen: string[] = [];
    handle = (req, res) => {
      seen.push(req.method!);
      // A connection that already carried an answer is closed as the next call arrives on it.
      if (answered.has(req.socket)) return void req.socket.destroy();
      answered.add(req.socket);
      res.end('{}');
    };
    const read = { ...request(), resendable: true };
    await (await upstreamModule.openUpstream(read)).bytes();
    expect(new TextDecoder().decode(await (await upstreamModule.openUpstream(read)).bytes())).toBe('{}');
    expect(seen).toEqual(['GET', 'GET', 'GET']);
    // A paid read, or a change, may have reached the marketplace before the connection closed: it is not sent again.
    await (await upstreamModule.openUpstream(read)).bytes();
    await expect(upstreamModule.openUpstream(request())).rejects.toMatchObject({
      kind: 'unreachable',
      neverSent: false,
    });
    await (await upstreamModule.openUpstream(read)).bytes();
    await expect(
      upstreamModule.openUpstream({ ...request(), method: 'POST', body: new Uint8Array(2) }),
    ).rejects.toMatchObject({ kind: 'unreachable', neverSent: false });
    expect(seen).toEqual(['GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'POST']);
  });

  it('answers a refused connection as unreachable, and never sent', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    vi.resetModules();
    vi.stubEnv('MARKETPLACE_API_URL', `http://127.0.0.1:${port}`);
    const { fetchUpstream } = await import('./upstream');
    await expect(fetchUpstream({ method: 'GET', pathAndQuery: '/x', headers: {} })).rejects.toMatchObject({
      kind: 'unreachable',
      neverSent: true,
    });
  });
});

it('answers a host whose connection never opens as never sent: at the call’s limit, or at 10 s for a stream', async () => {
  // Accepts the connection but never completes the TLS handshake a secure address needs.
  const silent = createNetServer((socket) => socket.resume());
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  vi.resetModules();
  vi.stubEnv('MARKETPLACE_API_URL', `https://127.0.0.1:${(silent.address() as AddressInfo).port}`);
  const { fetchUpstream } = await import('./upstream');
  try {
    await expect(
      fetchUpstream({ method: 'POST', pathAndQuery: '/x', headers: {}, body: new Uint8Array(2), timeoutMs: 200 }),
    ).rejects.toMatchObject({ kind: 'timeout', neverSent: true });
    // A stream has no limit of its own; opening its connection has one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stream = fetchUpstream({ method: 'GET', pathAndQuery: '/x', headers: {}, timeoutMs: 0 });
    const failure = stream.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await failure).toMatchObject({ kind: 'unreachable', neverSent: true });
  } finally {
    vi.useRealTimers();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  }
});
