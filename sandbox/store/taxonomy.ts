/** The store's category tree (main category -> subcategories), from the seed catalog. */
import { CATALOG } from '../seed/catalog-data';

export const CATEGORY_TREE: Record<string, string[]> = Object.fromEntries(
  CATALOG.map((c) => [c.name, c.subcategories.map((s) => s.name)]),
);

const canonical = new Map<string, string>();
for (const [main, subs] of Object.entries(CATEGORY_TREE)) {
  canonical.set(main.toLowerCase(), main);
  for (const sub of subs) canonical.set(sub.toLowerCase(), sub);
}

/** The category as the tree spells it, or the input when it is not in the tree. */
export function canonicalCategory(input: string): string {
  if (input.toLowerCase() === 'all') return 'All';
  return canonical.get(input.toLowerCase()) ?? input;
}
