/**
 * The listings page's URL: the status filter and the page number live in it,
 * so a filtered page can be shared and the back button works. Anything else in
 * the URL, or a value out of range, reads as the default.
 */
import type { Route } from 'next';
import { toQueryString } from '@/lib/marketplace/query-string';
import type { ListingsPage } from '@/lib/marketplace/seller/client';
import { PRODUCT_STATUSES, SELLER_LIMITS, type ProductStatus } from '@/lib/marketplace/seller/terms';

export const STATUS_LABELS: Record<ProductStatus, string> = { all: 'All', active: 'Active', inactive: 'Inactive' };

export function listingsQueryOf(params: Pick<URLSearchParams, 'get'>): ListingsPage {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: (PRODUCT_STATUSES as readonly (string | null)[]).includes(status) ? (status as ProductStatus) : 'all',
    page: Number.isInteger(page) && page >= 1 && page <= SELLER_LIMITS.pageMax ? page : 1,
  };
}

/** The listings page for a filter and page, defaults left out. */
export const listingsUrl = ({ status, page }: ListingsPage): Route =>
  `/seller/products${toQueryString({ status: status === 'all' ? undefined : status, page: page === 1 ? undefined : page })}` as Route;

/** A listing's editor. */
export const listingHref = (id: string) => `/seller/products/${encodeURIComponent(id)}` as Route;
