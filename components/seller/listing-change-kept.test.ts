// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { hasKeptChange, keptChangeKey } from './listing-change-kept';

afterEach(() => sessionStorage.clear());

describe('a listing change kept in the tab', () => {
  it('is found by its slot, under any account, and by no other slot', () => {
    expect(hasKeptChange('new-listing')).toBe(false);
    sessionStorage.setItem(keptChangeKey('acc_1', 'listing:prd_1'), '{}');
    expect(hasKeptChange('listing:prd_1')).toBe(true);
    expect(hasKeptChange('new-listing')).toBe(false);
    expect(hasKeptChange('listing:prd_')).toBe(false);
  });
});
