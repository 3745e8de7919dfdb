/** Uploads through the proxy: streamed on as they arrive, cut at the route's cap, never held whole. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mediaRoutes } from '@/lib/marketplace/media/contract';

interface Received {
  chunks: number;
  bytes: number;
  headers: IncomingMessage['headers'];
  ended: boolean;
  aborted: boolean;
}

let upstream: Server;
let received: Received[] = [];
/** Called on the upstream's first chunk of each request. */
let onFirstChunk: () => void = () => undefined;
let proxy: typeof import('./marketplace-proxy').proxy;

beforeAll(async () => {
  upstream = createServer((req: IncomingMessage, res: ServerResponse) => {
    const record: Received = { chunks: 0, bytes: 0, headers: req.headers, ended: false, aborted: false };
    received.push(record);
    req.on('data', (chunk: Buffer) => {
      if (record.chunks++ === 0) onFirstChunk();
      record.bytes += chunk.byteLength;
    });
    req.on('aborted', () => (record.aborted = true));
    req.on('error', () => (record.aborted = true));
    req.on('end', () => {
      record.ended = true;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          ok: true,
          media: { id: 'med_1', url: 'http://upstream/media/uploads/med_1?t=tttttttttttttttttttt' },
          bytes: record.bytes,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  process.env.MARKETPLACE_API_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  // Short, so that an upload slower than it shows it is not cut off for the time the file takes to send.
  process.env.UPSTREAM_TIMEOUT_MS = '1000';
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'proxy-upload-test-'));
  ({ proxy } = await import('./marketplace-proxy'));
});
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));
beforeEach(() => {
  received = [];
  onFirstChunk = () => undefined;
});

const APP = 'http://localhost:3000';
const LIMIT = mediaRoutes.upload.bodyLimit;
const MULTIPART = 'multipart/form-data; boundary=----test';

/** A browser upload whose body the test writes chunk by chunk. */
function streamedUpload(headers: Record<string, string> = {}) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const request = new Request(`${APP}/api/marketplace/media/upload`, {
    method: 'POST',
    headers: { origin: APP, 'content-type': MULTIPART, 'sign-in-with-x': 'proof', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, controller };
}

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms)),
  ]);

describe('proxy uploads', () => {
  it('streams an upload: the marketplace sees the first bytes before the browser has finished sending', async () => {
    const firstChunk = new Promise<void>((resolve) => (onFirstChunk = resolve));
    const { request, controller } = streamedUpload();
    const answer = proxy(request);
    controller.enqueue(new Uint8Array(64 * 1024).fill(1));
    // The rest of the file has not been written yet, and the upstream already has the start.
    await within(firstChunk, 5000, 'the first chunk upstream');
    expect(received).toHaveLength(1);
    expect(received[0]!.ended).toBe(false);
    expect(received[0]!.headers['content-type']).toBe(MULTIPART);
    expect(received[0]!.headers['sign-in-with-x']).toBe('proof');
    expect(received[0]!.headers.cookie).toBeUndefined();
    for (let i = 0; i < 15; i++) controller.enqueue(new Uint8Array(64 * 1024).fill(2));
    controller.close();
    const res = await answer;
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, bytes: 16 * 64 * 1024 });
  });

  it('lets a slow connection finish sending: the call’s limit counts the time the file takes', async () => {
    // 256 KiB declared, sent over 1.6 s: past the usual 1 s, within the 4 s more it may take at the slowest rate.
    const { request, controller } = streamedUpload({ 'content-length': String(256 * 1024) });
    const answer = proxy(request);
    for (let i = 0; i < 4; i++) {
      controller.enqueue(new Uint8Array(64 * 1024).fill(3));
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    controller.close();
    const res = await answer;
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, bytes: 256 * 1024 });
  });

  it('cuts an upload that passes the cap with 413, without holding it', async () => {
    const { request, controller } = streamedUpload();
    const answer = proxy(request);
    const chunk = new Uint8Array(256 * 1024);
    const chunks = Math.ceil(LIMIT / chunk.byteLength) + 4;
    // Write until the proxy stops reading (its stream errored at the cap).
    void (async () => {
      for (let i = 0; i < chunks; i++) {
        try {
          controller.enqueue(chunk);
        } catch {
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      controller.close();
    })();
    const res = await within(answer, 20_000, 'the proxy’s answer');
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ ok: false, errorCode: 'MEDIA_TOO_LARGE' });
    expect(received[0]?.ended ?? false).toBe(false);
    expect(received[0]?.bytes ?? 0).toBeLessThanOrEqual(LIMIT);
  });

  it('refuses at once a declared length over the cap, a body that is not multipart, and another origin', async () => {
    const declared = new Request(`${APP}/api/marketplace/media/upload`, {
      method: 'POST',
      headers: {
        origin: APP,
        'content-type': MULTIPART,
        'content-length': String(LIMIT + 1),
        'sign-in-with-x': 'proof',
      },
    });
    expect((await proxy(declared)).status).toBe(413);
    const json = new Request(`${APP}/api/marketplace/media/upload`, {
      method: 'POST',
      headers: { origin: APP, 'content-type': 'application/json' },
      body: '{}',
    });
    expect((await proxy(json)).status).toBe(415);
    const foreign = streamedUpload({ origin: 'https://evil.example' });
    foreign.controller.close();
    expect((await proxy(foreign.request)).status).toBe(403);
    expect(received).toHaveLength(0);
  });

  it('asks for sign-in before anything is sent when there is neither a session key nor a proof', async () => {
    const request = new Request(`${APP}/api/marketplace/media/upload`, {
      method: 'POST',
      headers: { origin: APP, 'content-type': MULTIPART },
      body: 'x',
    });
    const res = await proxy(request);
    expect(res.status).toBe(401);
    expect(received).toHaveLength(0);
  });
});
