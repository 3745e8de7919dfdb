import { describe, expect, it } from 'vitest';
import { moveItem } from './portfolio';

describe('moving a portfolio item', () => {
  it('moves an item down past its neighbours and keeps the others in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
  });
  it('moves an item up', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });
  it('changes nothing for a move out of the list, and never changes its input', () => {
    const items = ['a', 'b'] as const;
    expect(moveItem(items, 0, 2)).toEqual(['a', 'b']);
    expect(moveItem(items, -1, 0)).toEqual(['a', 'b']);
    expect(items).toEqual(['a', 'b']);
  });
});
