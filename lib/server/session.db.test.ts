import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '@/lib/db/schema';
import { setupTestDatabase } from './testing';

const driver = setupTestDatabase();
const { getDb } = await import('./db');
const session = await import('./session');

const APP = 'http://localhost:3000';
const cookieFrom = (setCookie: string) => setCookie.split(';')[0]!;

beforeAll(async () => {
  await getDb();
});

describe(`sessions (${driver})`, () => {
  it('creates a session with an httpOnly, SameSite=Lax cookie and stores only the token hash', async () => {
    const { session: created, setCookie } = await session.ensureSession(new Request(`${APP}/x`));
    expect(setCookie).toMatch(/^mkt_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    const token = cookieFrom(setCookie!).split('=')[1]!;
    expect(created.id).not.toBe(token);
    expect(created.id).toMatch(/^[0-9a-f]{64}$/);
    const again = await session.ensureSession(new Request(`${APP}/x`, { headers: { cookie: cookieFrom(setCookie!) } }));
    expect(again.session.id).toBe(created.id);
    expect(again.setCookie).toBeUndefined();
  });

  it('marks the cookie Secure behind https', async () => {
    const { setCookie } = await session.ensureSession(new Request('https://dash.example/x'));
    expect(setCookie).toContain('; Secure');
  });

  it('seals the API key at rest and opens it again', async () => {
    const { session: created, setCookie } = await session.ensureSession(new Request(`${APP}/x`));
    const apiKey = 'a'.repeat(40);
    await session.attachAccount(created.id, { accountId: 'acc_1', walletAddress: 'wallet', network: 'solana', apiKey });
    const db = await getDb();
    const [row] = await db.select().from(sessions).where(eq(sessions.id, created.id));
    expect(row!.apiKeyCiphertext).toMatch(/^v1\./);
    expect(row!.apiKeyCiphertext).not.toContain(apiKey);
    const read = await session.readSession(new Request(`${APP}/x`, { headers: { cookie: cookieFrom(setCookie!) } }));
    expect(session.apiKeyOf(read)).toBe(apiKey);
    expect(read).toMatchObject({ accountId: 'acc_1', walletAddress: 'wallet', network: 'solana' });
    expect(await session.takeRevealableKey(created.id)).toBeUndefined();
  });

  it('reveals a rotated key exactly once', async () => {
    const { session: created } = await session.ensureSession(new Request(`${APP}/x`));
    await session.attachAccount(created.id, { accountId: 'acc_2', walletAddress: 'w', network: 'base', apiKey: 'c'.repeat(40) }, { revealable: true });
    expect(await session.takeRevealableKey(created.id)).toBe('c'.repeat(40));
    expect(await session.takeRevealableKey(created.id)).toBeUndefined();
  });

  it('forgets unknown, overlong and expired tokens', async () => {
    expect(await session.sessionByToken('nope')).toBeNull();
    expect(await session.sessionByToken('x'.repeat(200))).toBeNull();
    const { session: created, setCookie } = await session.ensureSession(new Request(`${APP}/x`));
    const db = await getDb();
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, created.id));
    expect(await session.sessionByToken(cookieFrom(setCookie!).split('=')[1])).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.id, created.id))).toHaveLength(0);
  });

  it('deletes a session on sign-out', async () => {
    const { session: created, setCookie } = await session.ensureSession(new Request(`${APP}/x`));
    await session.deleteSession(created.id);
    expect(await session.sessionByToken(cookieFrom(setCookie!).split('=')[1])).toBeNull();
    expect(session.clearSessionCookie(new Request(`${APP}/x`))).toContain('Max-Age=0');
  });
});
