import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** Two stand-in hosts: the marketplace (an allowed media origin) and one no page may show pictures from. */
let marketplace: Server;
let elsewhere: Server;
let handle: (req: IncomingMessage, res: ServerResponse) => void;
const seen: IncomingMessage[] = [];
let origin: string;
let otherOrigin: string;
let mediaAnswer: typeof import('./media-proxy').mediaAnswer;
let mediaOriginsOf: typeof import('./media-proxy').mediaOriginsOf;

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  marketplace = createServer((req, res) => {
    seen.push(req);
    handle(req, res);
  });
  elsewhere = createServer((req, res) => {
    seen.push(req);
    res.writeHead(200, { 'content-type': 'image/png' }).end('elsewhere');
  });
  [origin, otherOrigin] = [await listen(marketplace), await listen(elsewhere)];
  vi.stubEnv('MARKETPLACE_API_URL', origin);
  vi.stubEnv('UPSTREAM_TIMEOUT_MS', '300');
  ({ mediaAnswer, mediaOriginsOf } = await import('./media-proxy'));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  for (const server of [marketplace, elsewhere]) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
beforeEach(() => {
  seen.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

const ask = (url: string | null, headers: Record<string, string> = {}) =>
  mediaAnswer(
    new Request(`http://dashboard.test/api/media${url === null ? '' : `?url=${encodeURIComponent(url)}`}`, {
      headers,
    }),
  );

const refusal = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as { errorCode: string; message: string },
});

describe('mediaAnswer', () => {
  it('passes a picture on with its type, its caching and nothing of the browser’s credentials', async () => {
    handle = (_req, res) =>
      res
        .writeHead(200, { 'content-type': 'image/svg+xml; charset=utf-8', etag: '"v1"', 'set-cookie': 'a=b' })
        .end('<svg/>');
    const response = await ask(`${origin}/media/uploads/m1?t=token`, { cookie: 'dashboard_session=secret' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('etag')).toBe('"v1"');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toBe('<svg/>');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('/media/uploads/m1?t=token');
    expect(seen[0]!.headers.cookie).toBeUndefined();
  });

  it('names an alias type as it is served, and keeps the host’s own caching', async () => {
    handle = (_req, res) =>
      res.writeHead(200, { 'content-type': 'image/jpg', 'cache-control': 'private, max-age=60' }).end('j');
    const response = await ask(`${origin}/media/a.jpg`);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('private, max-age=60');
  });

  it('refuses an address at another origin, or none, without asking anyone', async () => {
    for (const url of [`${otherOrigin}/media/a.png`, 'not an address', 'javascript:alert(1)', null]) {
      expect(await refusal(await ask(url))).toEqual({
        status: 400,
        body: expect.objectContaining({
          errorCode: 'PROXY_MEDIA_REFUSED',
          message: 'This picture cannot be shown here. It is not one of the marketplace’s, or it could not be read.',
        }),
      });
    }
    expect(seen).toHaveLength(0);
  });

  it('refuses what is not a picture, and says a missing one is not found', async () => {
    handle = (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<script>alert(1)</script>');
    expect((await refusal(await ask(`${origin}/media/page`))).status).toBe(502);
    handle = (_req, res) => res.writeHead(404, { 'content-type': 'image/png' }).end();
    expect(await refusal(await ask(`${origin}/media/gone.png`))).toMatchObject({
      status: 404,
      body: { errorCode: 'PROXY_MEDIA_REFUSED' },
    });
  });

  it('refuses a picture that says it is larger than a listing file may be', async () => {
    handle = (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(10 * 1024 * 1024 + 1) });
      res.write('x');
    };
    expect((await refusal(await ask(`${origin}/media/huge.png`))).status).toBe(502);
  });

  it('follows redirects that stay at the allowed origins, and no others', async () => {
    handle = (req, res) => {
      if (req.url === '/media/moved.png') res.writeHead(302, { location: '/media/here.png' }).end();
      else if (req.url === '/media/away.png') res.writeHead(302, { location: `${otherOrigin}/a.png` }).end();
      else if (req.url === '/media/loop.png') res.writeHead(302, { location: '/media/loop.png' }).end();
      else res.writeHead(200, { 'content-type': 'image/png' }).end('here');
    };
    const moved = await ask(`${origin}/media/moved.png`);
    expect(moved.status).toBe(200);
    expect(await moved.text()).toBe('here');
    expect((await refusal(await ask(`${origin}/media/away.png`))).status).toBe(502);
    expect((await refusal(await ask(`${origin}/media/loop.png`))).status).toBe(502);
    expect(seen.filter((req) => req.url === '/media/loop.png')).toHaveLength(4);
    expect(seen.some((req) => req.url === '/a.png')).toBe(false);
  });

  it('answers a host that does not answer with a timeout, never a server error', async () => {
    handle = () => {};
    expect(await refusal(await ask(`${origin}/media/slow.png`))).toMatchObject({
      status: 504,
      body: { errorCode: 'PROXY_UPSTREAM_TIMEOUT' },
    });
  });
});

describe('media origins', () => {
  it('are, against the sandbox, the marketplace with its loopback twin, and the media origins', () => {
    expect(mediaOriginsOf('http://127.0.0.1:4020', [], true)).toEqual([
      'http://127.0.0.1:4020',
      'http://localhost:4020',
    ]);
    expect(mediaOriginsOf('http://localhost:4020', ['https://cdn.example'], true)).toEqual([
      'http://localhost:4020',
      'http://127.0.0.1:4020',
      'https://cdn.example',
    ]);
  });

  it('are, against the live service, the marketplace and exactly the media origins', () => {
    expect(mediaOriginsOf('https://wurkapi.fun', ['https://cdn.example'], false)).toEqual([
      'https://wurkapi.fun',
      'https://cdn.example',
    ]);
    expect(mediaOriginsOf('https://wurkapi.fun', [], false)).toEqual(['https://wurkapi.fun']);
    // A live upstream on a loopback address gets no twin: only what is configured.
    expect(mediaOriginsOf('http://127.0.0.1:4150', [], false)).toEqual(['http://127.0.0.1:4150']);
    expect(mediaOriginsOf('http://127.0.0.1:4150', ['http://localhost:4150', 'https://cdn.example'], false)).toEqual([
      'http://127.0.0.1:4150',
      'http://localhost:4150',
      'https://cdn.example',
    ]);
  });
});
