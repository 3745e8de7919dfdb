import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
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
      method: 'GET',
      pathAndQuery: '/store/products',
      headers: {},
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
      method: 'GET',
      pathAndQuery: '/store/products',
      headers: {},
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

  it('sends a body with its length, and a caller’s headers beside its own', async () => {
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
      method: 'POST',
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
    // Asked for as is: the answer's bytes are passed on and checked as they come.
    expect(seen?.headers['accept-encoding']).toBeUndefined();
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
