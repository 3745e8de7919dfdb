/** What Next hands a page as its `searchParams`. */
export type PageSearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A page's `searchParams` as the URLSearchParams its client components read with `useSearchParams`. */
export function searchParamsOf(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(record)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(name, one);
  }
  return params;
}
