/**
 * The vault: order secrets from upstream responses, sealed at rest. The browser
 * gets a handle in the secret's place; routes that need `X-Secret` take the
 * handle and the proxy adds the secret. A handle is a random name for one
 * session's entry: reading the same order again finds the same entry (by a
 * keyed digest of the secret), a handle means nothing in another session, and
 * entries keep their handles when sign-in moves them to the new session.
 */
import 'server-only';
import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { vault } from '@/lib/db/schema';
import { randomToken, seal, sessionSecret, unseal } from './crypto';
import { getDb } from './db';
import { VAULT_PREFIX } from '@/lib/marketplace/handles';

export async function keepSecret(sessionId: string, secret: string, purchaseId: string | null): Promise<string> {
  const secretDigest = createHmac('sha256', sessionSecret()).update(`order-secret\u0000${secret}`).digest('base64url');
  const db = await getDb();
  const [row] = await db
    .insert(vault)
    .values({ handle: `${VAULT_PREFIX}${randomToken(24)}`, sessionId, kind: 'order-secret', sealed: seal(secret, 'order-secret'), secretDigest, purchaseId })
    // Already kept by this session: a no-op update, so that the existing handle is returned.
    .onConflictDoUpdate({ target: [vault.sessionId, vault.secretDigest], set: { sessionId } })
    .returning({ handle: vault.handle });
  return row!.handle;
}

export async function secretFor(sessionId: string, handle: string): Promise<string | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(vault)
    .where(and(eq(vault.handle, handle), eq(vault.sessionId, sessionId)))
    .limit(1);
  return row ? unseal(row.sealed, 'order-secret') : undefined;
}
