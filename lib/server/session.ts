/**
 * Server sessions: an httpOnly SameSite=Lax cookie carrying a random token; the
 * database keeps only the token's SHA-256, so a leaked table opens no session.
 *
 * - The cookie is `__Host-` prefixed and Secure (Path=/, no Domain), so no
 *   sibling host can plant or read it; only plain-http development on this
 *   machine uses an unprefixed, non-Secure cookie.
 * - An anonymous session is created only when a journaled checkout needs one,
 *   at most ANONYMOUS_SESSIONS_PER_ADDRESS an hour per client address.
 * - Signing in always starts a new session and carries the old one's
 *   operations and vault entries over: an id known before sign-in never
 *   becomes a signed-in session.
 * - Signing out (or expiry) deletes the session with every secret it holds.
 */
import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import { journal, sessions, vault } from '@/lib/db/schema';
import { clientAddress } from './client-address';
import { SealBroken, randomToken, seal, sha256Hex, unseal } from './crypto';
import { getDb } from './db';
import { errorResponse } from './http';
import { RateLimiter } from './rate-limit';
import { type SessionSummary } from '@/lib/marketplace/account/session';

const COOKIE = 'mkt_session';
const DAY_MS = 24 * 60 * 60 * 1000;
const SIGNED_IN_TTL_MS = 30 * DAY_MS;
const ANONYMOUS_TTL_MS = 7 * DAY_MS;
/** lastSeenAt/expiresAt are refreshed at most this often, to keep reads cheap. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;
/** How long after a rotation the new key may be revealed (once). */
const REVEAL_WINDOW_MS = 5 * 60 * 1000;
export const ANONYMOUS_SESSIONS_PER_ADDRESS = 30;
/** Tokens are 32 random bytes, base64url: anything else in the cookie is no session. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export type Session = typeof sessions.$inferSelect;

export interface SessionCookie {
  name: string;
  secure: boolean;
}

/**
 * The session cookie for a request to `host`: `__Host-` and Secure in production
 * (whatever X-Forwarded-Proto says) and on any other host; plain only for
 * development on this machine, where browsers may be on http.
 */
export function sessionCookie(host: string | null): SessionCookie {
  let hostname = '';
  try {
    hostname = new URL(`http://${host ?? ''}`).hostname;
  } catch {
    // An unparsable Host gets the strict cookie.
  }
  const plain = process.env.NODE_ENV !== 'production' && LOOPBACK.has(hostname);
  return plain ? { name: COOKIE, secure: false } : { name: `__Host-${COOKIE}`, secure: true };
}

const cookieOf = (request: Request) => sessionCookie(new URL(request.url).host);

function setCookieValue(cookie: SessionCookie, value: string, maxAgeMs: number): string {
  return `${cookie.name}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${Math.floor(maxAgeMs / 1000)}${cookie.secure ? '; Secure' : ''}`;
}

/** The session token in a Cookie header; a malformed value (or none) is no token. Never decoded: tokens need no escaping. */
function tokenIn(cookieHeader: string | null, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eqAt = part.indexOf('=');
    if (eqAt === -1 || part.slice(0, eqAt).trim() !== name) continue;
    const value = part.slice(eqAt + 1).trim();
    if (TOKEN.test(value)) return value;
  }
  return undefined;
}

const ttlOf = (session: Pick<Session, 'accountId'>) => (session.accountId ? SIGNED_IN_TTL_MS : ANONYMOUS_TTL_MS);

export async function sessionByToken(token: string | undefined): Promise<Session | null> {
  if (!token || !TOKEN.test(token)) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.id, sha256Hex(token)))
    .limit(1);
  if (!row) return null;
  const now = Date.now();
  // Expired, or sealed under a secret this server no longer has (SESSION_SECRET changed or lost): signed out.
  if (row.expiresAt.getTime() <= now || !opens(row)) {
    await deleteSession(row.id);
    return null;
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now), expiresAt: new Date(now + ttlOf(row)) })
      .where(eq(sessions.id, row.id));
  }
  return row;
}

/** Whether the session's sealed key opens with this server's secret. */
function opens(row: Session): boolean {
  try {
    apiKeyOf(row);
    return true;
  } catch (error) {
    if (error instanceof SealBroken) return false;
    throw error;
  }
}

export function readSession(request: Request): Promise<Session | null> {
  return sessionOfCookies(request.headers.get('cookie'), new URL(request.url).host);
}

/** The session a Cookie header names, on a request to `host` (for handlers given Node's request rather than a web Request). */
export function sessionOfCookies(cookieHeader: string | null, host: string | null): Promise<Session | null> {
  return sessionByToken(tokenIn(cookieHeader, sessionCookie(host).name));
}

const globalForLimits = globalThis as unknown as { anonymousSessionLimiter?: RateLimiter };
const anonymousSessionLimiter = (globalForLimits.anonymousSessionLimiter ??= new RateLimiter({
  max: ANONYMOUS_SESSIONS_PER_ADDRESS,
  windowMs: 60 * 60 * 1000,
}));

export type EnsuredSession =
  | { session: Session; setCookie?: string; refused?: undefined }
  | { refused: Response; session?: undefined; setCookie?: undefined };

/**
 * The request's session, or a new anonymous one (with the Set-Cookie value to
 * send) for an operation that must be journaled; refused with a 429 when the
 * client's address has started too many in the last hour.
 */
export async function ensureSession(request: Request): Promise<EnsuredSession> {
  const existing = await readSession(request);
  if (existing) return { session: existing };
  const decision = anonymousSessionLimiter.take(clientAddress(request));
  if (!decision.ok)
    return { refused: errorResponse(429, 'PROXY_SESSION_LIMIT', { retryAfterSeconds: decision.retryAfterSeconds }) };
  const token = randomToken();
  const now = Date.now();
  const db = await getDb();
  const [session] = await db
    .insert(sessions)
    .values({
      id: sha256Hex(token),
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + ANONYMOUS_TTL_MS),
    })
    .returning();
  return { session: session!, setCookie: setCookieValue(cookieOf(request), token, ANONYMOUS_TTL_MS) };
}

export function clearSessionCookie(request: Request): string {
  return setCookieValue(cookieOf(request), '', 0);
}

export interface SignedInAccount {
  accountId: string;
  walletAddress: string;
  network: string;
  apiKey: string;
}

interface KeyOptions {
  /** The key came from a rotation: it may be revealed once, within REVEAL_WINDOW_MS. */
  revealable?: boolean;
}

function accountColumns(sessionId: string, account: SignedInAccount, options: KeyOptions, now: number) {
  return {
    accountId: account.accountId,
    walletAddress: account.walletAddress,
    network: account.network,
    apiKeyCiphertext: seal(account.apiKey, 'api-key', sessionId),
    apiKeyRevealableUntil: options.revealable ? new Date(now + REVEAL_WINDOW_MS) : null,
    signedInAt: new Date(now),
  };
}

/**
 * Sign in (or take a rotated key): a new session holding the account's key,
 * sealed. The request's current session, if any, is deleted in the same
 * transaction; it hands its journal rows and vault entries over when it was
 * anonymous or of the same account, never another account's.
 */
export async function signIn(
  request: Request,
  account: SignedInAccount,
  options: KeyOptions = {},
): Promise<{ session: Session; setCookie: string }> {
  const previous = await readSession(request);
  const token = randomToken();
  const now = Date.now();
  const db = await getDb();
  const id = sha256Hex(token);
  const session = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(sessions)
      .values({
        id,
        createdAt: new Date(now),
        lastSeenAt: new Date(now),
        expiresAt: new Date(now + SIGNED_IN_TTL_MS),
        ...accountColumns(id, account, options, now),
      })
      .returning();
    if (previous) {
      // What an anonymous session (or this same account) started carries over; another account's is ended with its session.
      if (!previous.accountId || previous.accountId === account.accountId) {
        await tx.update(journal).set({ sessionId: created!.id }).where(eq(journal.sessionId, previous.id));
        await tx.update(vault).set({ sessionId: created!.id }).where(eq(vault.sessionId, previous.id));
      } else {
        await tx.delete(journal).where(eq(journal.sessionId, previous.id));
        await tx.delete(vault).where(eq(vault.sessionId, previous.id));
      }
      await tx.delete(sessions).where(eq(sessions.id, previous.id));
    }
    return created!;
  });
  if (previous) ended(previous);
  return { session, setCookie: setCookieValue(cookieOf(request), token, SIGNED_IN_TTL_MS) };
}

/** Put an account's key into an existing session, sealed (sign-in itself goes through `signIn`, which also renews the id). */
export async function attachAccount(
  sessionId: string,
  account: SignedInAccount,
  options: KeyOptions = {},
): Promise<void> {
  const db = await getDb();
  await db
    .update(sessions)
    .set(accountColumns(sessionId, account, options, Date.now()))
    .where(eq(sessions.id, sessionId));
}

/** The key, exactly once, within REVEAL_WINDOW_MS of a rotation; undefined otherwise. */
export async function takeRevealableKey(sessionId: string): Promise<string | undefined> {
  const db = await getDb();
  const [row] = await db
    .update(sessions)
    .set({ apiKeyRevealableUntil: null })
    .where(and(eq(sessions.id, sessionId), gt(sessions.apiKeyRevealableUntil, new Date())))
    .returning();
  return row ? apiKeyOf(row) : undefined;
}

type SessionEnded = (ended: { sessionId: string; accountId: string | null }) => void;
const globalForEnded = globalThis as unknown as { sessionEndedListeners?: Set<SessionEnded> };
const endedListeners = (globalForEnded.sessionEndedListeners ??= new Set());

/** Be told when a session ends (signed out, expired, or replaced by a sign-in): its live streams end with it (startup.ts). */
export function onSessionEnded(listener: SessionEnded): void {
  endedListeners.add(listener);
}

function ended(session: Pick<Session, 'id' | 'accountId'>): void {
  for (const listener of endedListeners) listener({ sessionId: session.id, accountId: session.accountId });
}

/** Whether any session is still signed in to the account. */
export async function accountHasSessions(accountId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.accountId, accountId)).limit(1);
  return row !== undefined;
}

/** Delete a session and every secret it holds: its sealed key, its vault entries, its journal rows (with their checkout tokens). */
export async function deleteSession(sessionId: string): Promise<void> {
  const db = await getDb();
  const deleted = await db.transaction(async (tx) => {
    await tx.delete(vault).where(eq(vault.sessionId, sessionId));
    await tx.delete(journal).where(eq(journal.sessionId, sessionId));
    return tx
      .delete(sessions)
      .where(eq(sessions.id, sessionId))
      .returning({ id: sessions.id, accountId: sessions.accountId });
  });
  deleted.forEach(ended);
}

export function apiKeyOf(session: Session | null): string | undefined {
  return session?.apiKeyCiphertext ? unseal(session.apiKeyCiphertext, 'api-key', session.id) : undefined;
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
    keyRevealable: Boolean(
      signedIn && session?.apiKeyRevealableUntil && session.apiKeyRevealableUntil.getTime() > Date.now(),
    ),
  };
}

/**
 * Run a handler; when something the session sealed cannot be opened (a journal
 * token or a vault secret sealed under a secret this server no longer has), the
 * session is signed out: deleted, its cookie cleared, and a 401 asking to sign
 * in again instead of a 500.
 */
export async function withReadableSession(request: Request, handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    if (!(error instanceof SealBroken)) throw error;
    const token = tokenIn(request.headers.get('cookie'), cookieOf(request).name);
    if (token) await deleteSession(sha256Hex(token));
    return errorResponse(401, 'PROXY_SESSION_UNREADABLE', { headers: { 'set-cookie': clearSessionCookie(request) } });
  }
}
