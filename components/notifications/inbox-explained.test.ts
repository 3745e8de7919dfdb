import { describe, expect, it } from 'vitest';
import { INBOX_EXPLAINED_COOKIE, explainedAccounts, explainedCookie, explainedValueIn } from './inbox-explained';

/** What the server's cookie jar reads back from a Set-Cookie text (it decodes the value's escapes). */
const readBack = (setCookie: string) => explainedValueIn(setCookie.split(';')[0]!);

describe('the inbox explained cookie', () => {
  it('names the accounts told, and nothing for a missing or foreign value', () => {
    expect(explainedAccounts(undefined)).toEqual([]);
    expect(explainedAccounts('not json')).toEqual([]);
    expect(explainedAccounts('{"a":1}')).toEqual([]);
    expect(explainedAccounts('["acc_1",2,"acc 2"]')).toEqual(['acc_1', 'acc 2']);
  });

  it('adds an account once, keeps the five newest, and reads back whatever the ids hold', () => {
    let value: string | undefined;
    for (const id of ['a;1', 'b,2', 'c=3', 'd"4', 'e 5', 'a;1', 'f%6'])
      value = readBack(explainedCookie(value, id, false));
    expect(explainedAccounts(value)).toEqual(['c=3', 'd"4', 'e 5', 'a;1', 'f%6']);
  });

  it('is sent only to the inbox, for a year, and secure when the page is', () => {
    const cookie = explainedCookie(undefined, 'acc_1', true);
    expect(cookie.startsWith(`${INBOX_EXPLAINED_COOKIE}=`)).toBe(true);
    expect(cookie).toContain('path=/notifications');
    expect(cookie).toContain(`max-age=${365 * 24 * 60 * 60}`);
    expect(cookie).toContain('samesite=lax');
    expect(cookie).toMatch(/; secure$/);
    expect(explainedCookie(undefined, 'acc_1', false)).not.toContain('secure');
    // No separator of the cookie syntax in the value itself.
    expect(cookie.split(';')[0]!.slice(INBOX_EXPLAINED_COOKIE.length + 1)).toMatch(/^[A-Za-z0-9%._~!*'()-]+$/);
  });

  it('finds its value among other cookies', () => {
    expect(explainedValueIn(`x=1; ${INBOX_EXPLAINED_COOKIE}=%5B%22a%22%5D; y=2`)).toBe('["a"]');
    expect(explainedValueIn('x=1')).toBeUndefined();
    expect(explainedValueIn(`${INBOX_EXPLAINED_COOKIE}=%E0%A4%A`)).toBeUndefined();
  });
});
