/**
 * Whether this browser has told an account what opening the inbox does (it marks everything read, spec 4.13). Kept in
 * a cookie the server reads, so the page opens the inbox only once it has been said, and says it before any read.
 */

/** The cookie: the accounts told in this browser, newest last, as JSON (the cookie jar decodes its escapes). */
export const INBOX_EXPLAINED_COOKIE = 'mkt_inbox_explained';
/** Before the cookie, the browser's storage said it, per account. */
export const legacyExplainedKey = (accountId: string) => `marketplace.notifications.inbox-explained.v1:${accountId}`;

const KEPT = 5;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The accounts a cookie's (decoded) value names; none for anything else. */
export function explainedAccounts(value: string | undefined): string[] {
  try {
    const ids: unknown = JSON.parse(value ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The Set-Cookie text that adds an account to what the cookie held: kept a year, sent only to the inbox. */
export function explainedCookie(value: string | undefined, accountId: string, secure: boolean): string {
  const ids = [...explainedAccounts(value).filter((id) => id !== accountId), accountId].slice(-KEPT);
  const attributes = `path=/notifications; max-age=${YEAR_SECONDS}; samesite=lax${secure ? '; secure' : ''}`;
  return `${INBOX_EXPLAINED_COOKIE}=${encodeURIComponent(JSON.stringify(ids))}; ${attributes}`;
}

/** This cookie's decoded value in a Cookie header (`document.cookie`). */
export function explainedValueIn(cookieHeader: string): string | undefined {
  const raw = cookieHeader
    .split(/;\s*/)
    .find((pair) => pair.startsWith(`${INBOX_EXPLAINED_COOKIE}=`))
    ?.slice(INBOX_EXPLAINED_COOKIE.length + 1);
  try {
    return raw === undefined ? undefined : decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}
