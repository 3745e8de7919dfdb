/**
 * Where a page asks for one of the marketplace's pictures: through this dashboard's own origin
 * (lib/server/media-proxy.ts), so the browser needs no new connection for it. Anything but a web address (a
 * `data:` or `blob:` preview) is shown as it is.
 */
const MEDIA_PATH = '/api/media';

export const mediaSrc = (url: string): string =>
  /^https?:\/\//i.test(url) ? `${MEDIA_PATH}?url=${encodeURIComponent(url)}` : url;
