/**
 * Where a page asks for one of the marketplace's pictures: through this dashboard's own origin
 * (lib/server/media-proxy.ts), so the browser needs no new connection for it. An address without its scheme
 * (`//host/…`) is taken as https; anything but a web address (a `data:` or `blob:` preview) is shown as it is.
 */
const MEDIA_PATH = '/api/media';

export function mediaSrc(url: string): string {
  const address = url.trim();
  if (address.startsWith('//')) return mediaSrc(`https:${address}`);
  return /^https?:\/\//i.test(address) ? `${MEDIA_PATH}?url=${encodeURIComponent(address)}` : url;
}
