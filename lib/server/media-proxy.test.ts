import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Three stand-in hosts: the marketplace (its `/media/` paths are pictures), a media host named in MEDIA_ORIGINS (any
 * path), and one no page may show pictures from.
 */
let marketplace: Server;
let cdn: Server;
let elsewhere: Server;
let handle: (req: IncomingMessage, res: ServerResponse) => void;
const seen: IncomingMessage[] = [];
let origin: string;
let cdnOrigin: string;
let otherOrigin: string;
let media: typeof import('./media-proxy');

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const picture = (body: string) => (req: IncomingMessage, res: ServerResponse) => {
  seen.push(req);
  res.writeHead(200, { 'content-type': 'image/png' }).end(body);
};

beforeAll(async () => {
  marketplace = createServer((req, res) => {
    seen.push(req);
    handle(req, res);
  });
  cdn = createServer(picture('cdn'));
  elsewhere = createServer(picture('elsewhere'));
  [origin, cdnOrigin, otherOrigin] = [await listen(marketplace), await listen(cdn), await listen(elsewhere)];
  vi.stubEnv('MARKETPLACE_API_URL', origin);
  vi.stubEnv('MEDIA_ORIGINS', cdnOrigin);
  vi.stubEnv('UPSTREAM_TIMEOUT_MS', '300');
  media = await import('./media-proxy');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  for (const server of [marketplace, cdn, elsewhere]) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
beforeEach(() => {
  seen.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

const request = (url: string | null, init: RequestInit = {}) =>
  new Request(`http://dashboard.test/api/media${url === null ? '' : `?url=${encodeURIComponent(url)}`}`, init);
const ask = (url: string | null, init: RequestInit = {}) => media.mediaAnswer(request(url, init));

const refusal = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as { errorCode: string; message: string },
});

describe('mediaAnswer', () => {
  it('passes a picture on with its type, caching and validators, and nothing else of either side’s headers', async () => {
    handle = (_req, res) =>
      res
        .writeHead(200, {
          'content-type': 'image/svg+xml; charset=utf-8',
          etag: '"v1"',
          'set-cookie': 'a=b',
          'last-modified': 'Sun, 29 Nov 2026 00:00:00 GMT',
          'access-control-allow-origin': '*',
          'content-disposition': 'inline',
          'content-security-policy': "script-src 'unsafe-inline'",
        })
        .end('<svg/>');
    const response = await ask(`${origin}/media/uploads/m1?t=token`, {
      headers: { cookie: 'dashboard_session=secret', 'sec-fetch-site': 'same-origin' },
    });
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toEqual({
      'content-type': 'image/svg+xml',
      // For the browser alone, an hour when the host said nothing.
      'cache-control': 'private, max-age=3600',
      // No other site may embed it.
      'cross-origin-resource-policy': 'same-origin',
      // What the browser asks with once its copy has aged.
      etag: '"v1"',
      'last-modified': 'Sun, 29 Nov 2026 00:00:00 GMT',
    });
    expect(await response.text()).toBe('<svg/>');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('/media/uploads/m1?t=token');
    expect(seen[0]!.headers.cookie).toBeUndefined();
  });

  it('asks with the browser’s validators, and passes on that its copy is still good', async () => {
    handle = (req, res) => {
      if (req.headers['if-none-match'] === '"v1"')
        return void res.writeHead(304, { etag: '"v1"', 'cache-control': 'max-age=60' }).end();
      res.writeHead(200, { 'content-type': 'image/png', etag: '"v2"' }).end('png');
    };
    const response = await ask(`${origin}/media/uploads/m1`, {
      headers: { 'if-none-match': '"v1"', 'if-modified-since': 'Sun, 29 Nov 2026 00:00:00 GMT', cookie: 'a=b' },
    });
    expect(response.status).toBe(304);
    expect(response.body).toBeNull();
    expect(Object.fromEntries(response.headers)).toEqual({
      'cache-control': 'private, max-age=60',
      'cross-origin-resource-policy': 'same-origin',
      etag: '"v1"',
    });
    expect(seen[0]!.headers).toMatchObject({
      'if-none-match': '"v1"',
      'if-modified-since': 'Sun, 29 Nov 2026 00:00:00 GMT',
    });
    expect(seen[0]!.headers.cookie).toBeUndefined();
    // A copy the host no longer has is answered whole.
    const changed = await ask(`${origin}/media/uploads/m1`, { headers: { 'if-none-match': '"v0"' } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).toBe('"v2"');
    expect(await changed.text()).toBe('png');
    // Without a word of its caching, the 304 leaves the browser's as it was.
    handle = (_req, res) => void res.writeHead(304, { etag: '"v1"' }).end();
    const kept = await ask(`${origin}/media/uploads/m1`, { headers: { 'if-none-match': '"v1"' } });
    expect(kept.status).toBe(304);
    expect(kept.headers.get('cache-control')).toBeNull();
  });

  it('asks only the address the browser asked for with its validators, and refuses a 304 nobody asked for', async () => {
    handle = (req, res) => {
      if (req.url === '/media/moved.png')
        return void res
          .writeHead(302, { location: '/media/here.png', 'last-modified': 'Sat, 1 Jan 2000 00:00:00 GMT' })
          .end();
      if (req.headers['if-modified-since']) return void res.writeHead(304).end();
      res.writeHead(200, { 'content-type': 'image/png', etag: '"here"' }).end('here');
    };
    const moved = await ask(`${origin}/media/moved.png`, {
      headers: { 'if-modified-since': 'Sun, 29 Nov 2026 00:00:00 GMT' },
    });
    // The redirect's target is asked without them, and its validators, for another address, are not passed on.
    expect(moved.status).toBe(200);
    expect(await moved.text()).toBe('here');
    expect(moved.headers.get('etag')).toBeNull();
    expect(seen.map((req) => req.headers['if-modified-since'])).toEqual(['Sun, 29 Nov 2026 00:00:00 GMT', undefined]);
    handle = (_req, res) => void res.writeHead(304).end();
    expect((await refusal(await ask(`${origin}/media/unasked.png`))).status).toBe(502);
  });

  it('names an alias type as it is served, and keeps the host’s caching for the browser alone', async () => {
    handle = (_req, res) =>
      res.writeHead(200, { 'content-type': 'image/jpg', 'cache-control': 'public, max-age=60' }).end('j');
    const response = await ask(`${origin}/media/a.jpg`);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    // No shared cache: one would serve it to other sites' pages, which the route refuses.
    expect(response.headers.get('cache-control')).toBe('private, max-age=60');
    handle = (_req, res) => res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end('p');
    expect((await ask(`${origin}/media/a.png`)).headers.get('cache-control')).toBe('no-store');
  });

  it('takes any path at a media origin, and only /media/ paths at the marketplace’s own', async () => {
    const fromCdn = await ask(`${cdnOrigin}/any/where.png`);
    expect(await fromCdn.text()).toBe('cdn');
    expect(await refusal(await ask(`${origin}/store/products`))).toMatchObject({
      status: 400,
      body: { errorCode: 'PROXY_MEDIA_REFUSED' },
    });
    expect(seen.map((req) => req.url)).toEqual(['/any/where.png']);
  });

  it('refuses an address at another origin, or none, without asking anyone', async () => {
    const host = new URL(otherOrigin).host;
    for (const url of [
      `${otherOrigin}/media/a.png`,
      `http://${new URL(origin).host}@${host}/media/a.png`,
      `http://user:secret@${new URL(origin).host}/media/a.png`,
      `blob:${origin}/media/a.png`,
      'not an address',
      'javascript:alert(1)',
      null,
    ]) {
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

  it('refuses a request another site’s page makes, and serves one typed into the address bar', async () => {
    handle = picture('mine');
    for (const site of ['cross-site', 'same-site']) {
      expect(await refusal(await ask(`${origin}/media/a.png`, { headers: { 'sec-fetch-site': site } }))).toMatchObject({
        status: 403,
        body: { errorCode: 'PROXY_ORIGIN_REFUSED' },
      });
    }
    expect(seen).toHaveLength(0);
    expect((await ask(`${origin}/media/a.png`, { headers: { 'sec-fetch-site': 'none' } })).status).toBe(200);
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

  it('cuts off a picture past the limit that did not say its length', async () => {
    const chunk = Buffer.alloc(1024 * 1024);
    handle = (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      for (let i = 0; i < 11; i++) res.write(chunk);
      res.end();
    };
    const response = await ask(`${origin}/media/long.png`);
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
  });

  it('follows redirects that stay at the allowed origins, and no others', async () => {
    handle = (req, res) => {
      if (req.url === '/media/moved.png') res.writeHead(302, { location: '/media/here.png' }).end();
      else if (req.url === '/media/away.png') res.writeHead(302, { location: `${otherOrigin}/a.png` }).end();
      else if (req.url === '/media/api.png') res.writeHead(302, { location: '/store/products' }).end();
      else if (req.url === '/media/bad.png') res.writeHead(302, { location: 'http://[bad' }).end();
      else if (req.url === '/media/loop.png') res.writeHead(302, { location: '/media/loop.png' }).end();
      else res.writeHead(200, { 'content-type': 'image/png' }).end('here');
    };
    const moved = await ask(`${origin}/media/moved.png`);
    expect(moved.status).toBe(200);
    expect(await moved.text()).toBe('here');
    for (const path of ['away', 'api', 'bad', 'loop'])
      expect((await refusal(await ask(`${origin}/media/${path}.png`))).status).toBe(502);
    expect(seen.filter((req) => req.url === '/media/loop.png')).toHaveLength(4);
    expect(seen.some((req) => req.url === '/a.png' || req.url === '/store/products')).toBe(false);
  });

  it('answers a host that does not answer with a timeout, never a server error', async () => {
    handle = () => {};
    expect(await refusal(await ask(`${origin}/media/slow.png`))).toMatchObject({
      status: 504,
      body: { errorCode: 'PROXY_UPSTREAM_TIMEOUT' },
    });
  });

  it('gives a picture’s body the time a slow connection needs, past the usual limit', async () => {
    handle = (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.write('first half, ');
      setTimeout(() => res.end('second half'), 500);
    };
    const response = await ask(`${origin}/media/slow-body.png`);
    expect(await response.text()).toBe('first half, second half');
  });

  it('lets the call go, with no server error, when the page goes away before the picture comes', async () => {
    handle = () => {};
    const page = new AbortController();
    const answer = ask(`${origin}/media/slow.png`, { signal: page.signal });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    page.abort();
    expect((await answer).status).toBe(499);
  });
});

describe('mediaHead', () => {
  it('answers the headers alone and lets the picture’s body go', async () => {
    let closed = false;
    handle = (_req, res) => {
      res.on('close', () => (closed = true));
      res.writeHead(200, { 'content-type': 'image/png' });
      res.write('part of a picture');
    };
    const response = await media.mediaHead(request(`${origin}/media/a.png`, { method: 'HEAD' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.body).toBeNull();
    await vi.waitFor(() => expect(closed).toBe(true));
  });
});

describe('the marketplace’s own origins', () => {
  it('are, against a local sandbox, its origin and its loopback twin', () => {
    expect(media.marketplaceOriginsOf('http://127.0.0.1:4020', true)).toEqual([
      'http://127.0.0.1:4020',
      'http://localhost:4020',
    ]);
    expect(media.marketplaceOriginsOf('http://localhost:4020', true)).toEqual([
      'http://localhost:4020',
      'http://127.0.0.1:4020',
    ]);
  });

  it('are, against the live service, its origin alone, even on a loopback address', () => {
    expect(media.marketplaceOriginsOf('https://wurkapi.fun/api', false)).toEqual(['https://wurkapi.fun']);
    expect(media.marketplaceOriginsOf('http://127.0.0.1:4150', false)).toEqual(['http://127.0.0.1:4150']);
  });
});
