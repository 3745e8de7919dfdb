/**
 * The vault: order and job secrets from upstream responses, sealed at rest.
 * The browser gets a handle in the secret's place; routes that take a secret
 * take the handle and the proxy puts the secret back. Handles are an HMAC of
 * the kind, the session and the secret, so reading the same order twice gives
 * the same handle, and a handle from one session means nothing in another.
 */
import 'server-only';
import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { vault } from '@/lib/db/schema';
import type { SecretKind } from '@/lib/marketplace/route';
import { seal, sessionSecret, unseal } from './crypto';
import { getDb } from './db';
import { VAULT_PREFIX } from '@/lib/marketplace/handles';

/** Keep a secret for a session; `ref` names what it opens (the purchase or the job). */
export async function keepSecret(sessionId: string, secret: string, ref: string | null, kind: SecretKind = 'order-secret'): Promise<string> {
  const digest = createHmac('sha256', sessionSecret()).update(`${kind}\u0000${sessionId}\u0000${secret}`).digest('base64url').slice(0, 32);
  const handle = `${VAULT_PREFIX}${digest}`;
  const db = await getDb();
  await db
    .insert(vault)
    .values({ handle, sessionId, kind, sealed: seal(secret, kind), purchaseId: ref })
    .onConflictDoNothing();
  return handle;
}

/** The secret behind a handle of this session, only if it is of the kind asked for. */
export async function secretFor(sessionId: string, handle: string, kind: SecretKind = 'order-secret'): Promise<string | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(vault)
    .where(and(eq(vault.handle, handle), eq(vault.sessionId, sessionId), eq(vault.kind, kind)))
    .limit(1);
  return row ? unseal(row.sealed, kind) : undefined;
}
