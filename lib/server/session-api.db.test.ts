/** The session endpoints' input bounds, and their answer to a malformed cookie. */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@/test/server';

const driver = setupTestDatabase();
const { getDb } = await import('./db');
const api = await import('./session-api');

const APP = 'http://localhost:3000';
const sameOrigin = { 'sec-fetch-site': 'same-origin' };

/** A 4 MiB body without a declared length, and how much of it was pulled. */
function largeBody() {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= 4 * 1024 * 1024) return controller.close();
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

beforeAll(async () => {
  await getDb();
});

describe(`session endpoints (${driver})`, () => {
  it('refuses an oversized sign-in body with 413 after reading at most the limit', async () => {
    const body = largeBody();
    const request = new Request(`${APP}/api/session`, {
      method: 'POST',
      headers: { ...sameOrigin, 'content-type': 'application/json', 'sign-in-with-x': 'proof' },
      body: body.stream,
      duplex: 'half',
    } as RequestInit);
    const response = await api.signInWithProof(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ ok: false, errorCode: 'PROXY_BODY_TOO_LARGE' });
    expect(body.pulled()).toBeLessThanOrEqual(256 * 1024);
  });

  it('refuses a sign-in body whose declared length is over the limit without reading it', async () => {
    const request = new Request(`${APP}/api/session`, {
      method: 'POST',
      headers: {
        ...sameOrigin,
        'content-type': 'application/json',
        'sign-in-with-x': 'proof',
        'content-length': '2048',
      },
      body: JSON.stringify({ network: 'solana', padding: 'x'.repeat(2000) }),
    });
    expect((await api.signInWithProof(request)).status).toBe(413);
  });

  it('answers a malformed cookie as no session, never with a 500', async () => {
    const cookie = 'mkt_session=%E0%A4%A';
    const summary = await api.readSessionSummary(new Request(`${APP}/api/session`, { headers: { cookie } }));
    expect(summary.status).toBe(200);
    expect(await summary.json()).toMatchObject({ signedIn: false, account: null });
    const signOut = await api.signOut(
      new Request(`${APP}/api/session`, { method: 'DELETE', headers: { ...sameOrigin, cookie } }),
    );
    expect(signOut.status).toBe(200);
    const reveal = await api.revealRotatedKey(
      new Request(`${APP}/api/session/key`, { method: 'POST', headers: { ...sameOrigin, cookie } }),
    );
    expect(reveal.status).toBe(404);
  });
});
