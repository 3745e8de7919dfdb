import type { Categories } from '@/lib/marketplace/store/contract';

/**
 * The choices of the listing form's category and subcategory: the store's
 * tree, the subcategories of the chosen category only, and a value the tree
 * does not have (an older listing's) kept as a choice so it shows as it is.
 */
export function categoryChoices(
  tree: Categories | undefined,
  category: string,
  subCategory: string,
): { categories: string[]; subCategories: string[] } {
  const keep = (list: string[], value: string) => (value && !list.includes(value) ? [value, ...list] : list);
  return {
    categories: keep(Object.keys(tree ?? {}), category),
    subCategories: keep(tree?.[category] ?? [], subCategory),
  };
}
