/**
 * The vault: order and job secrets from upstream responses, sealed at rest.
 * The browser gets a handle in the secret's place; routes that take a secret
 * take the handle and the proxy puts the secret back. A handle is a random name
 * for one session's entry: reading the same order again finds the same entry
 * (by a keyed digest of the kind and the secret), a handle means nothing in
 * another session, and entries keep their handles when sign-in moves them to
 * the new session.
 */
import 'server-only';
import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { vault } from '@/lib/db/schema';
import type { SecretKind } from '@/lib/marketplace/route';
import { randomToken, seal, sessionSecret, unseal } from './crypto';
import { getDb } from './db';
import { VAULT_PREFIX } from '@/lib/marketplace/handles';

/** Keep a secret for a session; `ref` names what it opens (the purchase or the job). */
export async function keepSecret(
  sessionId: string,
  secret: string,
  ref: string | null,
  kind: SecretKind = 'order-secret',
): Promise<string> {
  const secretDigest = createHmac('sha256', sessionSecret()).update(`${kind}\u0000${secret}`).digest('base64url');
  const handle = `${VAULT_PREFIX}${randomToken(24)}`;
  const db = await getDb();
  const [row] = await db
    .insert(vault)
    .values({ handle, sessionId, kind, sealed: seal(secret, kind, handle), secretDigest, purchaseId: ref })
    // Already kept by this session: a no-op update, so that the existing handle is returned.
    .onConflictDoUpdate({ target: [vault.sessionId, vault.secretDigest], set: { sessionId } })
    .returning({ handle: vault.handle });
  return row!.handle;
}

/** The secret behind a handle of this session, only if it is of the kind asked for. */
export async function secretFor(
  sessionId: string,
  handle: string,
  kind: SecretKind = 'order-secret',
): Promise<string | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(vault)
    .where(and(eq(vault.handle, handle), eq(vault.sessionId, sessionId), eq(vault.kind, kind)))
    .limit(1);
  return row ? unseal(row.sealed, kind, row.handle) : undefined;
}
