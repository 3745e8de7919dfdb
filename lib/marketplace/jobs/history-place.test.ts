import { describe, expect, it } from 'vitest';
import { historyHref, historyPlaceFrom } from './history-place';

const placeOf = (query: string) => historyPlaceFrom(new URLSearchParams(query));

describe('the submissions page’s place in its URL', () => {
  it('reads the filter and the page', () => {
    expect(placeOf('filter=winners&page=3')).toEqual({ filter: 'winners', page: 3 });
    expect(placeOf('')).toEqual({ filter: 'all', page: 1 });
  });

  it('falls back to the first page of all entries for anything it does not know', () => {
    expect(placeOf('filter=mine&page=0')).toEqual({ filter: 'all', page: 1 });
    expect(placeOf('page=2.5')).toEqual({ filter: 'all', page: 1 });
    expect(placeOf('page=-1')).toEqual({ filter: 'all', page: 1 });
    expect(placeOf('page=1000001')).toEqual({ filter: 'all', page: 1 });
    expect(placeOf('page=1000000').page).toBe(1_000_000);
  });

  it('writes short links, the defaults left out, and reads back what it wrote', () => {
    expect(historyHref({ filter: 'all', page: 1 })).toBe('/submissions');
    expect(historyHref({ filter: 'open', page: 1 })).toBe('/submissions?filter=open');
    expect(historyHref({ filter: 'all', page: 4 })).toBe('/submissions?page=4');
    const place = { filter: 'rewarded', page: 2 } as const;
    expect(placeOf(historyHref(place).split('?')[1]!)).toEqual(place);
  });
});
