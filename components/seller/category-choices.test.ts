import { describe, expect, it } from 'vitest';
import { categoryChoices } from './category-choices';

const tree = { Design: ['Logos', 'Icons'], Writing: ['Copy'] };

describe('the listing form’s category choices', () => {
  it('offers the store’s categories, and only the chosen one’s subcategories', () => {
    expect(categoryChoices(tree, '', '')).toEqual({ categories: ['Design', 'Writing'], subCategories: [] });
    expect(categoryChoices(tree, 'Design', '')).toEqual({
      categories: ['Design', 'Writing'],
      subCategories: ['Logos', 'Icons'],
    });
  });

  it('keeps a saved value the store does not list, so it shows as it is', () => {
    expect(categoryChoices(tree, 'Pottery', 'Mugs')).toEqual({
      categories: ['Pottery', 'Design', 'Writing'],
      subCategories: ['Mugs'],
    });
    expect(categoryChoices(tree, 'Design', 'Banners').subCategories).toEqual(['Banners', 'Logos', 'Icons']);
  });

  it('shows a saved value while the tree is still loading', () => {
    expect(categoryChoices(undefined, 'Design', 'Logos')).toEqual({ categories: ['Design'], subCategories: ['Logos'] });
  });
});
