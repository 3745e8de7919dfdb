/** Lower-cased searchable text of a product; U+001F keeps a match from spanning two fields. */
export function searchTextOf(product: { name: string; description: string | null; tags: string[] }): string {
  return [product.name, product.description ?? '', ...product.tags].join('\u001f').toLowerCase();
}
