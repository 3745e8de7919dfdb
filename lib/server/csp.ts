/**
 * The Content-Security-Policy of every response (set by the root proxy.ts for
 * pages, by next.config.mjs for API answers and static files):
 * - scripts: this origin's files, and inline scripts only with this response's
 *   nonce (Next reads it from the request's policy and puts it on its own
 *   scripts); nothing else, no eval outside development;
 * - connections: this dashboard only (the browser's wallets read the chain
 *   through /api/solana-rpc and never read Base at all);
 * - images: this origin, data: and blob: (wallet icons), the marketplace's
 *   origin (the sandbox serves product images itself) and MEDIA_ORIGINS, and
 *   nothing else against the live service;
 * - no plugins, no framing by anyone, forms and <base> to this origin only.
 * Styles may be inline: React renders style attributes, and nonces cannot
 * cover those.
 */
import 'server-only';

export interface PagePolicyOptions {
  nonce: string;
  imageOrigins: readonly string[];
  development: boolean;
}

export function pagePolicy({ nonce, imageOrigins, development }: PagePolicyOptions): string {
  return [
    "default-src 'self'",
    // React's development build rebuilds server error stacks with eval.
    `script-src 'self' 'nonce-${nonce}'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...imageOrigins].join(' '),
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const LOOPBACK = ['localhost', '127.0.0.1'];

/**
 * The origins pages show images from: the marketplace's and the configured
 * media origins. Against the sandbox, also the marketplace's loopback twin,
 * since a local sandbox names itself `localhost` while the dashboard calls
 * `127.0.0.1`; against the live service, nothing more than configured.
 */
export function imageOriginsOf(
  upstreamUrl: string,
  mediaOrigins: readonly string[],
  upstreamIsSandbox: boolean,
): string[] {
  const upstream = new URL(upstreamUrl);
  const origins = [upstream.origin];
  if (upstreamIsSandbox && LOOPBACK.includes(upstream.hostname)) {
    for (const host of LOOPBACK)
      origins.push(`${upstream.protocol}//${host}${upstream.port ? `:${upstream.port}` : ''}`);
  }
  return [...new Set([...origins, ...mediaOrigins])];
}
