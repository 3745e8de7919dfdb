/**
 * Links that come from other people (a seller's delivery files, chat
 * attachments) are shown as links only when they are plain web addresses:
 * never `javascript:`, `data:` or anything else a browser would run or open
 * in place.
 */
export function webLink(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** A file's name as people read it: the last segment of its link, decoded when it can be. */
export function fileNameOf(url: URL): string {
  const last = url.pathname.split('/').filter(Boolean).pop() ?? url.hostname;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
