/**
 * Turning this app's proxy URL into the upstream path, refusing anything that
 * could step outside the allowlist: dot segments, encoded slashes or
 * backslashes, empty segments (which is also how absolute URLs would sneak in)
 * and control characters.
 */

const PROXY_PREFIX = '/api/marketplace';

export type ProxyPath = { ok: true; path: string } | { ok: false };

const ENCODED_SEPARATOR = /%2f|%5c/i;
/** NUL and the other control characters: no path segment, proxied or a page's, may hold one. */
export const CONTROL = /[\u0000-\u001f\u007f]/;

export function upstreamPathFrom(rawPathname: string): ProxyPath {
  if (!rawPathname.startsWith(`${PROXY_PREFIX}/`)) return { ok: false };
  const path = rawPathname.slice(PROXY_PREFIX.length);
  if (path.length > 2048 || ENCODED_SEPARATOR.test(path) || path.includes('\\')) return { ok: false };
  for (const segment of path.slice(1).split('/')) {
    if (segment === '') return { ok: false };
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return { ok: false };
    }
    if (decoded === '.' || decoded === '..' || CONTROL.test(decoded)) return { ok: false };
  }
  return { ok: true, path };
}
