/**
 * Every page of a paged list, read one after another: an export holds all the
 * rows of what the page shows, not only the page on screen. Each read goes
 * through the page's own query (which waits out a shared read window instead
 * of failing), so an export of many pages takes its time but never trips a limit.
 */

interface PageRead<C, R> {
  rows: readonly R[];
  /** Where the next page starts; null after the last. */
  next: C | null;
}

/** Past the marketplace's deepest page (earnings 1,000 pages; swaps 10,000 rows by offset): a stop, should a list never end. */
const MAX_PAGES = 1000;

export async function readAllPages<C, R>(
  first: C,
  readPage: (cursor: C) => Promise<PageRead<C, R>>,
  onRows?: (count: number) => void,
): Promise<R[]> {
  const rows: R[] = [];
  const seen = new Set<C>();
  for (let cursor: C | null = first; cursor !== null && !seen.has(cursor) && seen.size < MAX_PAGES;) {
    seen.add(cursor);
    const page: PageRead<C, R> = await readPage(cursor);
    rows.push(...page.rows);
    onRows?.(rows.length);
    cursor = page.next;
  }
  return rows;
}
