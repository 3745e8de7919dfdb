/**
 * The seller studio's calls: query options for the listings, one listing, the
 * seller profile and its categories, and the mutations. Every product mutation
 * takes its idempotency key from the caller, who makes it once per intended
 * change and keeps it across retries (the proxy journals it before the call
 * leaves); an uncertain result is retried with the same key and body.
 *
 * Reads of listings share one 10 s window with the marketplace, and the proxy
 * answers repeats from its read cache: after a mutation, put its answer into
 * the caches (`withSavedProduct`) instead of reading the list again at once.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callRoute, type Transport } from '../call';
import { MarketplaceError } from '../errors';
import type {
  ProductActionBody,
  ProductBody,
  ProductList,
  ProductMutation,
  ProfilePatch,
  SellerProduct,
  SellerProfile,
  sellerRoutes,
} from './contract';
import { SELLER_LIMITS, type ProductStatus } from './terms';
import { wireRoutes } from '../route';
import { sellerWire } from './terms';

/** The area's routes as pages call them: no schemas, the proxy checks what goes and comes back. */
export const sellerCalls = wireRoutes<typeof sellerRoutes>(sellerWire);

export interface ListingsPage {
  page: number;
  status: ProductStatus;
}

export const sellerKeys = {
  all: ['seller'] as const,
  listings: () => ['seller', 'listings'] as const,
  listingsPage: ({ page, status }: ListingsPage) => ['seller', 'listings', status, page] as const,
  listing: (id: string) => ['seller', 'listing', id] as const,
  profile: () => ['seller', 'profile'] as const,
  categories: () => ['seller', 'categories'] as const,
};

/** Wait at least the Retry-After of a 429 before trying again; otherwise do not retry reads on their own. */
const retryAfterRateLimit = (failures: number, error: Error) =>
  failures < 1 && error instanceof MarketplaceError && error.status === 429 && error.retryAt !== undefined;
const retryDelay = (_: number, error: Error) =>
  error instanceof MarketplaceError && error.retryAt ? Math.max(1000, error.retryAt - Date.now() + 250) : 1000;

const READ_WINDOW_MS = 10_000;

export const sellerQueries = {
  listings: (page: ListingsPage, transport?: Transport) =>
    queryOptions({
      queryKey: sellerKeys.listingsPage(page),
      queryFn: async ({ signal }) => {
        const { data, fetchedAt } = await callRoute(sellerCalls.list, {
          query: { page: page.page, status: page.status },
          signal,
          transport,
        });
        return { ...data, fetchedAt };
      },
      staleTime: READ_WINDOW_MS,
      retry: retryAfterRateLimit,
      retryDelay,
    }),
  listing: (id: string, transport?: Transport) =>
    queryOptions({
      queryKey: sellerKeys.listing(id),
      queryFn: async ({ signal }) => {
        const { data, fetchedAt } = await callRoute(sellerCalls.detail, { params: { id }, signal, transport });
        return { ...data, fetchedAt };
      },
      staleTime: READ_WINDOW_MS,
      retry: retryAfterRateLimit,
      retryDelay,
    }),
  profile: (transport?: Transport) =>
    queryOptions({
      queryKey: sellerKeys.profile(),
      queryFn: async ({ signal }) => (await callRoute(sellerCalls.profile, { signal, transport })).data.profile,
      staleTime: 30_000,
    }),
  categories: (transport?: Transport) =>
    queryOptions({
      queryKey: sellerKeys.categories(),
      queryFn: async ({ signal }) => (await callRoute(sellerCalls.categories, { signal, transport })).data.categories,
      staleTime: 10 * 60_000,
    }),
};

// ---- mutations ----------------------------------------------------------------------

/** Create a listing; the body carries the caller's key (the same one on every retry of this creation). */
export async function createListing(body: ProductBody): Promise<ProductMutation> {
  return (await callRoute(sellerCalls.create, { body })).data;
}

/** Replace a listing completely (every field; omitted ones would reset to their defaults). */
export async function replaceListing(id: string, body: ProductBody): Promise<ProductMutation> {
  return (await callRoute(sellerCalls.replace, { params: { id }, body })).data;
}

export async function setListingActive(id: string, active: boolean, body: ProductActionBody): Promise<ProductMutation> {
  return (await callRoute(active ? sellerCalls.activate : sellerCalls.deactivate, { params: { id }, body })).data;
}

/**
 * Save changed profile fields. There is no idempotency receipt: after an
 * uncertain result (no answer, 5xx), read the profile again before offering a
 * retry (spec 4.5); `isUncertain` tells which errors those are.
 */
export async function updateProfile(patch: ProfilePatch): Promise<SellerProfile | null> {
  return (await callRoute(sellerCalls.updateProfile, { body: patch })).data.profile;
}

/** Errors after which a write may or may not have happened: check (read again or retry with the same key), never start over. */
export const isUncertain = (error: unknown): boolean =>
  error instanceof MarketplaceError && (error.code === 'NETWORK_ERROR' || error.status >= 500);

// ---- caches ---------------------------------------------------------------------------

type CachedList = ProductList & { fetchedAt: number };

/** Whether a listing belongs on a page with this status filter. */
const fitsStatus = (product: SellerProduct, status: ProductStatus) =>
  status === 'all' || (status === 'active') === product.active;

/**
 * A cached page with a saved listing in it (the list is newest update first):
 * the first page gets it on top, a later page keeps it where it was, and a page
 * whose status filter no longer fits it drops it.
 */
function pageWithProduct(list: CachedList, product: SellerProduct): CachedList {
  const others = list.products.filter((p) => p.id !== product.id);
  const wasThere = others.length < list.products.length;
  if (!fitsStatus(product, list.status)) return wasThere ? { ...list, products: others, total: list.total - 1 } : list;
  if (list.page === 1)
    return {
      ...list,
      products: [product, ...others].slice(0, SELLER_LIMITS.pageSize),
      total: list.total + (wasThere ? 0 : 1),
    };
  return wasThere ? { ...list, products: list.products.map((p) => (p.id === product.id ? product : p)) } : list;
}

const SAVED_AT_KEY = 'marketplace.seller.saved-at';

/**
 * When this tab last saved a listing (kept across reloads): a list read older
 * than that may predate the change (the proxy answers repeats inside the read
 * window from its cache), so the page reads again until it does not.
 */
export const lastSavedAt = (): number => Number(globalThis.sessionStorage?.getItem(SAVED_AT_KEY) ?? 0);

/** Put a mutation's answer into the caches the studio reads, so no read (and no 10 s window) is needed to show it. */
export function withSavedProduct(queryClient: QueryClient, answer: ProductMutation): void {
  globalThis.sessionStorage?.setItem(SAVED_AT_KEY, String(Date.now()));
  const { product, profileSetupUrl } = answer;
  queryClient.setQueryData(sellerKeys.listing(product.id), (old: { fetchedAt: number } | undefined) => ({
    ok: true as const,
    product,
    profileSetupUrl,
    fetchedAt: old?.fetchedAt ?? Date.now(),
  }));
  queryClient.setQueriesData<CachedList>({ queryKey: sellerKeys.listings() }, (list) =>
    list ? pageWithProduct(list, product) : list,
  );
}

/**
 * A listing as the cached list pages hold it, to open its editor without a
 * detail read: list and detail share one 10 s window, so reading the detail
 * right after the list would have to wait.
 */
export function listingFromCache(
  queryClient: QueryClient,
  id: string,
): { ok: true; product: SellerProduct; profileSetupUrl: string | null; fetchedAt: number } | undefined {
  for (const [, list] of queryClient.getQueriesData<CachedList>({ queryKey: sellerKeys.listings() })) {
    const product = list?.products.find((p) => p.id === id);
    if (list && product) return { ok: true, product, profileSetupUrl: list.profileSetupUrl, fetchedAt: list.fetchedAt };
  }
  return undefined;
}
