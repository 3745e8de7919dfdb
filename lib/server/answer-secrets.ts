/**
 * Bearer secrets in upstream answers, as the route table declares them
 * (`route.secrets`). They are taken out in two steps, so that no raw secret is
 * ever cached and no session ever sees another session's handle:
 * 1. `sealAnswer` right after the upstream call: vault secrets are sealed in
 *    place, dropped credentials are removed (body and PAYMENT-REQUIRED header);
 *    this is what the read cache may keep.
 * 2. `bindAnswer` for each response delivered: every sealed secret becomes a
 *    vault handle of the asking session, or null when there is no session.
 * There is no path on which a raw secret reaches the browser.
 */
import 'server-only';
import type { FieldPath, RouteDef } from '@/lib/marketplace/route';
import { isRecord } from '@/lib/marketplace/schema';
import { decodeBase64Json, encodeBase64Json } from '@/lib/marketplace/siwx';
import { seal, unseal } from './crypto';
import { keepSecret } from './vault';

const SEALED = 'sealed:';
/** What a secret sealed inside an answer is bound to: the answer only (it becomes a vault entry, bound to its handle, before it leaves). */
const IN_ANSWER = 'answer';

function parentOf(body: unknown, path: FieldPath): { parent: Record<string, unknown>; key: string } | undefined {
  const parts = path.split('.');
  const key = parts.pop()!;
  let node: unknown = body;
  for (const part of parts) node = isRecord(node) ? node[part] : undefined;
  return isRecord(node) && key in node ? { parent: node, key } : undefined;
}

function drop(route: RouteDef, body: unknown): void {
  for (const path of route.secrets?.drop ?? []) {
    const at = parentOf(body, path);
    if (at) delete at.parent[at.key];
  }
}

/** Where a secret is written down again elsewhere in an answer (a URL with `secret=…`), the placeholder stands in. */
const SECRET_PLACEHOLDER = '{secret}';

/** Replace every occurrence of the secrets in the strings of a JSON value (mutated); returns the value. */
export function scrubSecrets(
  value: unknown,
  secrets: readonly string[],
  replacement: string = SECRET_PLACEHOLDER,
): unknown {
  const live = secrets.filter((s) => s !== '');
  if (live.length === 0) return value;
  const scrub = (text: string) =>
    live.reduce(
      (out, secret) => out.replaceAll(secret, replacement).replaceAll(encodeURIComponent(secret), replacement),
      text,
    );
  if (typeof value === 'string') return scrub(value);
  if (Array.isArray(value)) {
    value.forEach((item, i) => (value[i] = scrubSecrets(item, live, replacement)));
  } else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) value[key] = scrubSecrets(item, live, replacement);
  }
  return value;
}

/** Step 1: seal vault secrets and remove dropped credentials, in the body (mutated) and the challenge header. */
export function sealAnswer(route: RouteDef, body: unknown, headers: Headers): void {
  if (!route.secrets) return;
  const sealed: string[] = [];
  for (const { path, kind } of route.secrets.vault ?? []) {
    const at = parentOf(body, path);
    if (!at) continue;
    const value = at.parent[at.key];
    at.parent[at.key] = typeof value === 'string' ? `${SEALED}${seal(value, kind, IN_ANSWER)}` : null;
    if (typeof value === 'string') sealed.push(value);
  }
  // The same secret written into another field (an action URL) is not left behind there.
  scrubSecrets(body, sealed);
  drop(route, body);
  const challenge = headers.get('payment-required');
  if (challenge && route.secrets.drop?.length) {
    try {
      const decoded = decodeBase64Json(challenge);
      drop(route, decoded);
      headers.set('payment-required', encodeBase64Json(decoded));
    } catch {
      // A challenge we cannot read might hold a credential: it does not pass.
      headers.delete('payment-required');
    }
  }
}

/** Step 2: sealed secrets become this session's vault handles; without a session they are dropped. */
export async function bindAnswer(route: RouteDef, body: unknown, sessionId: string | undefined): Promise<void> {
  for (const { path, kind, ref } of route.secrets?.vault ?? []) {
    const at = parentOf(body, path);
    const value = at?.parent[at.key];
    if (!at || typeof value !== 'string' || !value.startsWith(SEALED)) continue;
    if (!sessionId) {
      at.parent[at.key] = null;
      continue;
    }
    const refAt = ref ? parentOf(body, ref) : undefined;
    const refValue = refAt?.parent[refAt.key];
    at.parent[at.key] = await keepSecret(
      sessionId,
      unseal(value.slice(SEALED.length), kind, IN_ANSWER),
      typeof refValue === 'string' ? refValue : null,
      kind,
    );
  }
}
