import { describe, expect, it } from 'vitest';
import { inboxPageHref, inboxPageOf } from './inbox-page';

describe('the inbox page in the address', () => {
  it('reads 1 to 500, and 1 when there is none', () => {
    expect(inboxPageOf(null)).toBe(1);
    expect(inboxPageOf('')).toBe(1);
    expect(inboxPageOf('7')).toBe(7);
    expect(inboxPageOf('500')).toBe(500);
  });

  it('refuses what is not a page rather than guessing', () => {
    for (const bad of ['0', '501', '-1', '2.5', '02', 'abc', '1e2']) expect(inboxPageOf(bad)).toBeUndefined();
  });

  it('writes the first page as the inbox itself', () => {
    expect(inboxPageHref(1)).toBe('/notifications');
    expect(inboxPageHref(3)).toBe('/notifications?page=3');
  });
});
