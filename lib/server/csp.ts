/**
 * The Content-Security-Policy of every response (set by the root proxy.ts for
 * pages, by next.config.mjs for API answers and static files):
 * - scripts: this origin's files, and inline scripts only with this response's
 *   nonce (Next reads it from the request's policy and puts it on its own
 *   scripts); nothing else, no eval outside development;
 * - connections: this dashboard only (the browser's wallets read the chain
 *   through /api/solana-rpc and never read Base at all);
 * - images: this origin, data: and blob: (wallet icons) only: the
 *   marketplace's pictures come through this origin (lib/server/media-proxy.ts);
 * - no plugins, no framing by anyone, forms and <base> to this origin only.
 * Styles may be inline: React renders style attributes, and nonces cannot
 * cover those.
 */
import 'server-only';

export interface PagePolicyOptions {
  nonce: string;
  development: boolean;
}

export function pagePolicy({ nonce, development }: PagePolicyOptions): string {
  return [
    "default-src 'self'",
    // React's development build rebuilds server error stacks with eval.
    `script-src 'self' 'nonce-${nonce}'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
