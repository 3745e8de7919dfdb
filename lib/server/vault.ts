/**
 * The vault: order secrets from upstream responses, sealed at rest. The browser
 * gets a handle in the secret's place; routes that need `X-Secret` take the
 * handle and the proxy adds the secret. Handles are an HMAC of the session and
 * the secret, so reading the same order twice gives the same handle, and a
 * handle from one session means nothing in another.
 */
import 'server-only';
import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { vault } from '@/lib/db/schema';
import { seal, sessionSecret, unseal } from './crypto';
import { getDb } from './db';
import { VAULT_PREFIX } from '@/lib/marketplace/handles';

export async function keepSecret(sessionId: string, secret: string, purchaseId: string | null): Promise<string> {
  const digest = createHmac('sha256', sessionSecret()).update(`order-secret\u0000${sessionId}\u0000${secret}`).digest('base64url').slice(0, 32);
  const handle = `${VAULT_PREFIX}${digest}`;
  const db = await getDb();
  await db
    .insert(vault)
    .values({ handle, sessionId, kind: 'order-secret', sealed: seal(secret, 'order-secret'), purchaseId })
    .onConflictDoNothing();
  return handle;
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
