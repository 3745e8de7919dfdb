import type { Route } from 'next';

/** A listing's page in the store. */
export function productHref(id: string): Route {
  return `/store/${encodeURIComponent(id)}` as Route;
}
