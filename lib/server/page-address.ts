/**
 * Page addresses a person could not have meant: a path that decodes to a NUL
 * or another control character. Such a path is refused in words before any
 * page reads it (a NUL cannot reach the database, nor a control character a
 * log line).
 */
import { CONTROL } from './proxy-path';

/** The same characters, still percent-encoded as a path arrives. */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

export const hasControlCharacter = (rawPathname: string): boolean =>
  ENCODED_CONTROL.test(rawPathname) || CONTROL.test(rawPathname);

/** The refusal itself: a small page of its own in plain words (the dashboard's shell would read the session first). */
export function invalidAddressPage(nonce: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>That address is not valid</title><style nonce="${nonce}">body{font:16px/1.5 system-ui,sans-serif;margin:2rem;max-width:40rem}@media (prefers-color-scheme:dark){body{background:#0f172a;color:#e2e8f0}a{color:#93c5fd}}</style></head><body><main><h1>That address is not valid</h1><p>It holds a character that no page address can contain, so nothing was read. Check the link, or go to the <a href="/store">store</a>.</p></main></body></html>`;
}
