import { describe, expect, it } from 'vitest';
import { hasControlCharacter } from './page-address';

describe('page addresses with control characters', () => {
  it.each([
    '/purchases/%00',
    '/store/%0A',
    '/users/a%1fb',
    '/jobs/%7F',
    '/store/%0d%0aSet-Cookie:x',
    '/purchases/\u0000',
  ])('refuses %s', (path) => {
    expect(hasControlCharacter(path)).toBe(true);
  });

  it.each(['/purchases/chk_1', '/store/a%20b', '/users/%C3%A9l%C3%A8ve', '/store/%25', '/jobs/%2F'])(
    'lets %s through',
    (path) => {
      expect(hasControlCharacter(path)).toBe(false);
    },
  );
});
