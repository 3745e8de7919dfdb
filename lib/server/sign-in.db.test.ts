/** Signing in starts a new session: the id known before sign-in never becomes a signed-in session (no fixation). */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, vault } from '@/lib/db/schema';
import { routeById } from '@/lib/marketplace/routes';
import { setupTestDatabase } from '@/test/server';

const driver = setupTestDatabase();
const { getDb } = await import('./db');
const session = await import('./session');
const { keepApiKey } = await import('./credentials');
const { beginOperation, unfinishedOperations } = await import('./journal');
const { keepSecret, secretFor } = await import('./vault');

const APP = 'http://localhost:3000';
const cookieFrom = (setCookie: string) => setCookie.split(';')[0]!;

function accountAccess(accountId: string, apikey: string): Response {
  return new Response(
    JSON.stringify({ ok: true, accountId, walletAddress: 'Wallet111', network: 'solana', created: false, apikey }),
    {
      status: 200,
      headers: { 'content-type': 'application/json' },
    },
  );
}

async function signInWith(cookie: string | undefined, accountId: string, apikey: string) {
  const request = new Request(`${APP}/api/marketplace/solana/siwx/account-create`, {
    method: 'POST',
    headers: cookie ? { cookie } : {},
  });
  const response = await keepApiKey(
    request,
    routeById('account.create'),
    accountAccess(accountId, apikey),
    new Headers(),
  );
  const setCookie = response.headers.get('set-cookie');
  return { response, setCookie };
}

beforeAll(async () => {
  await getDb();
});

describe(`sign-in (${driver})`, () => {
  it('issues a new session id, discards the anonymous one, and carries its operations and vault entries over', async () => {
    const anonymous = await session.ensureSession(
      new Request(`${APP}/x`, { headers: { 'x-forwarded-for': '192.0.2.1' } }),
    );
    if (anonymous.refused) throw new Error('refused');
    const oldCookie = cookieFrom(anonymous.setCookie!);
    await beginOperation(anonymous.session.id, routeById('checkout.purchase'), {
      productId: 'p1',
      network: 'solana',
      idempotencyKey: 'fixation-key-1',
    });
    const handle = await keepSecret(anonymous.session.id, 'the-order-secret', 'pur_1');

    const { response, setCookie } = await signInWith(oldCookie, 'acc_fix', 'k'.repeat(40));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ accountId: 'acc_fix', apikeyStored: true });
    expect(setCookie).toBeTruthy();
    expect(cookieFrom(setCookie!)).not.toBe(oldCookie);

    // The id an attacker could have planted before sign-in opens nothing now.
    expect(await session.readSession(new Request(`${APP}/x`, { headers: { cookie: oldCookie } }))).toBeNull();
    const db = await getDb();
    expect(await db.select().from(sessions).where(eq(sessions.id, anonymous.session.id))).toHaveLength(0);

    const signedIn = await session.readSession(
      new Request(`${APP}/x`, { headers: { cookie: cookieFrom(setCookie!) } }),
    );
    expect(signedIn).not.toBeNull();
    expect(session.apiKeyOf(signedIn)).toBe('k'.repeat(40));
    expect((await unfinishedOperations(signedIn!.id)).map((op) => op.idempotencyKey)).toEqual(['fixation-key-1']);
    // The browser's handle keeps working in the new session, and the same secret keeps its handle.
    expect(await secretFor(signedIn!.id, handle)).toBe('the-order-secret');
    expect(await secretFor(anonymous.session.id, handle)).toBeUndefined();
    expect(await keepSecret(signedIn!.id, 'the-order-secret', 'pur_1')).toBe(handle);
    expect(await db.select().from(vault).where(eq(vault.sessionId, signedIn!.id))).toHaveLength(1);
  });

  it('issues a new session id when an already signed-in session signs in again', async () => {
    const first = await signInWith(undefined, 'acc_a', 'a'.repeat(40));
    const second = await signInWith(cookieFrom(first.setCookie!), 'acc_b', 'b'.repeat(40));
    expect(cookieFrom(second.setCookie!)).not.toBe(cookieFrom(first.setCookie!));
    expect(
      await session.readSession(new Request(`${APP}/x`, { headers: { cookie: cookieFrom(first.setCookie!) } })),
    ).toBeNull();
    const now = await session.readSession(
      new Request(`${APP}/x`, { headers: { cookie: cookieFrom(second.setCookie!) } }),
    );
    expect(now?.accountId).toBe('acc_b');
  });

  it('creates no session when account access fails', async () => {
    const db = await getDb();
    const before = (await db.select().from(sessions)).length;
    const request = new Request(`${APP}/api/marketplace/solana/siwx/account-create`, { method: 'POST' });
    const refused = new Response('{"ok":false,"errorCode":"SIWX_INVALID_PROOF"}', {
      status: 401,
      headers: { 'content-type': 'application/json' },
    });
    const response = await keepApiKey(request, routeById('account.create'), refused, new Headers());
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect((await db.select().from(sessions)).length).toBe(before);
  });
});
