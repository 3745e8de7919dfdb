import { describe, expect, it } from 'vitest';
import { hrefOf, placeOf } from './place';

describe('the earnings page in the URL', () => {
  it('reads a place, falling back to the defaults for anything unknown', () => {
    expect(placeOf(new URLSearchParams('view=tips&range=30d&page=2'))).toEqual({ view: 'tips', range: '30d', page: 2 });
    expect(placeOf(new URLSearchParams('view=nope&range=1y&page=0'))).toEqual({
      view: 'overview',
      range: '7d',
      page: 1,
    });
    expect(placeOf(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('writes only what differs from the defaults, and a range only where it applies', () => {
    expect(hrefOf({ view: 'overview', range: '7d', page: 1 })).toBe('/earnings');
    expect(hrefOf({ view: 'overview', range: '30d', page: 1 })).toBe('/earnings?range=30d');
    expect(hrefOf({ view: 'tips', range: '30d', page: 2 })).toBe('/earnings?view=tips&page=2');
    expect(hrefOf({ view: 'vault', range: '30d', page: 1 })).toBe('/earnings?view=vault&range=30d');
  });
});
