/**
 * The client's address, for per-address limits.
 *
 * A route handler in Next 16 sees no socket. Next's own server (`next start`)
 * fills `X-Forwarded-For` with the socket's address only when a request arrives
 * without one, and otherwise passes the header on as it came. So this trusts
 * exactly one hop: the right-most entry is the address seen by whatever added it
 * last. Behind one reverse proxy that sets or appends the header (nginx's
 * `$proxy_add_x_forwarded_for`, a load balancer), that is the real client.
 * Exposed directly, a client can write the header itself and choose its own
 * address for these limits: deploy behind a proxy.
 */
import 'server-only';

export function clientAddress(request: Request): string {
  const entries = (request.headers.get('x-forwarded-for') ?? '').split(',');
  const last = entries[entries.length - 1]!.trim();
  // The header is the client's text: bound what is kept as a key.
  return last ? last.slice(0, 64).toLowerCase() : 'unknown';
}
