/**
 * Server sessions: an httpOnly SameSite=Lax cookie carrying a random token; the
 * database keeps only the token's SHA-256, so a leaked table opens no session.
 */
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { sessions } from '@/lib/db/schema';
import { randomToken, seal, sha256Hex, unseal } from './crypto';
import { getDb } from './db';
import { type SessionSummary } from '@/lib/marketplace/account/session';
import { decodeSegment } from '@/lib/marketplace/route';

export const SESSION_COOKIE = 'mkt_session';
const TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt/expiresAt are refreshed at most this often, to keep reads cheap. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export type Session = typeof sessions.$inferSelect;

export function readCookie(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eqAt = part.indexOf('=');
    if (eqAt === -1) continue;
    // A value that is not valid percent-encoding is no session, never an error.
    if (part.slice(0, eqAt).trim() === name) return decodeSegment(part.slice(eqAt + 1).trim());
  }
  return undefined;
}

function isSecureRequest(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto');
  return (forwarded ?? new URL(request.url).protocol.replace(':', '')) === 'https';
}

function cookieAttributes(request: Request, maxAgeSeconds: number): string {
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${isSecureRequest(request) ? '; Secure' : ''}`;
}

export async function sessionByToken(token: string | undefined): Promise<Session | null> {
  if (!token || token.length > 128) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.id, sha256Hex(token)))
    .limit(1);
  if (!row) return null;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now) {
    await db.delete(sessions).where(eq(sessions.id, row.id));
    return null;
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now), expiresAt: new Date(now + TTL_MS) })
      .where(eq(sessions.id, row.id));
  }
  return row;
}

export function readSession(request: Request): Promise<Session | null> {
  return sessionByToken(readCookie(request.headers.get('cookie'), SESSION_COOKIE));
}

/** The request's session, creating one (and the Set-Cookie value to send) when absent. */
export async function ensureSession(request: Request): Promise<{ session: Session; setCookie?: string }> {
  const existing = await readSession(request);
  if (existing) return { session: existing };
  const token = randomToken();
  const now = Date.now();
  const db = await getDb();
  const [session] = await db
    .insert(sessions)
    .values({ id: sha256Hex(token), createdAt: new Date(now), lastSeenAt: new Date(now), expiresAt: new Date(now + TTL_MS) })
    .returning();
  return { session: session!, setCookie: `${SESSION_COOKIE}=${token}; ${cookieAttributes(request, TTL_MS / 1000)}` };
}

export function clearSessionCookie(request: Request): string {
  return `${SESSION_COOKIE}=; ${cookieAttributes(request, 0)}`;
}

export interface SignedInAccount {
  accountId: string;
  walletAddress: string;
  network: string;
  apiKey: string;
}

/**
 * Put an account's API key into the session, sealed. A key that came from a
 * rotation may be revealed once, on request; one from sign-in never is.
 */
export async function attachAccount(sessionId: string, account: SignedInAccount, options: { revealable?: boolean } = {}): Promise<void> {
  const db = await getDb();
  await db
    .update(sessions)
    .set({
      accountId: account.accountId,
      walletAddress: account.walletAddress,
      network: account.network,
      apiKeyCiphertext: seal(account.apiKey, 'api-key'),
      apiKeyRevealable: options.revealable ?? false,
      signedInAt: new Date(),
    })
    .where(eq(sessions.id, sessionId));
}

/** The key, exactly once after a rotation; undefined otherwise. */
export async function takeRevealableKey(sessionId: string): Promise<string | undefined> {
  const db = await getDb();
  const [row] = await db
    .update(sessions)
    .set({ apiKeyRevealable: false })
    .where(and(eq(sessions.id, sessionId), eq(sessions.apiKeyRevealable, true)))
    .returning();
  return row ? apiKeyOf(row) : undefined;
}

export async function deleteSession(sessionId: string): Promise<void> {
  const db = await getDb();
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export function apiKeyOf(session: Session | null): string | undefined {
  return session?.apiKeyCiphertext ? unseal(session.apiKeyCiphertext, 'api-key') : undefined;
}

/** What the browser may know about its session: never the key. */
export function summarize(session: Session | null): SessionSummary {
  const signedIn = Boolean(session?.apiKeyCiphertext && session.accountId);
  return {
    signedIn,
    account:
      signedIn && session
        ? {
            accountId: session.accountId!,
            walletAddress: session.walletAddress ?? '',
            network: session.network === 'base' ? 'base' : 'solana',
            signedInAt: session.signedInAt?.toISOString() ?? null,
          }
        : null,
    keyRevealable: Boolean(signedIn && session?.apiKeyRevealable),
  };
}
