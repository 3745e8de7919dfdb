import { describe, expect, it } from 'vitest';
import { searchParamsOf } from './search-params';

describe('searchParamsOf', () => {
  it('reads as the browser does: the first of repeated names, nothing for absent ones', () => {
    const params = searchParamsOf({ view: 'tips', page: ['2', '3'], range: undefined });
    expect(params.get('view')).toBe('tips');
    expect(params.get('page')).toBe('2');
    expect(params.getAll('page')).toEqual(['2', '3']);
    expect(params.get('range')).toBeNull();
  });

  it('keeps values as written, encoded characters included', () => {
    expect(searchParamsOf({ cursor: 'a b&c=d' }).get('cursor')).toBe('a b&c=d');
  });
});
