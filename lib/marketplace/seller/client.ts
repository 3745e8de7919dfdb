/**
 * The seller studio's calls: the reads (the pages read the listings and the
 * profile on the server), query options for what the forms read in the browser,
 * and the mutations. Every product mutation
 * takes its idempotency key from the caller, who makes it once per intended
 * change and keeps it across retries (the proxy journals it before the call
 * leaves); an uncertain result is retried with the same key and body.
 *
 * Reads of listings share one 10 s window with the marketplace, and the proxy
 * answers repeats from its read cache: after a mutation, its answer stands in
 * for the listing on a page read before it (`saved-listing.ts`) until the list
 * can be read again.
 */
import { queryOptions } from '@tanstack/react-query';
import { callRoute, type Transport } from '../call';
import { MarketplaceError, isEarlierSendPending } from '../errors';
import type { ListingFields, ProductMutation, ProfilePatch, SellerProfile, sellerRoutes } from './contract';
import type { ProductStatus } from './terms';
import { wireRoutes } from '../route';
import { sellerWire } from './terms';
import { isNotNow } from '../window-retry';

/** The area's routes as pages call them: no schemas, the proxy checks what goes and comes back. */
export const sellerCalls = wireRoutes<typeof sellerRoutes>(sellerWire);

export interface ListingsPage {
  page: number;
  status: ProductStatus;
}

export const sellerKeys = {
  all: ['seller'] as const,
  profile: () => ['seller', 'profile'] as const,
  categories: () => ['seller', 'categories'] as const,
};

/** Where a read runs: the browser's own fetch, or a page's server with the visitor's session. */
interface ReadOptions {
  signal?: AbortSignal;
  transport?: Transport;
}

/** A page of the seller's listings, with when it was fetched (the proxy answers repeats from its read cache). */
export async function readListings(page: ListingsPage, { signal, transport }: ReadOptions = {}) {
  const { data, fetchedAt } = await callRoute(sellerCalls.list, {
    query: { page: page.page, status: page.status },
    signal,
    transport,
  });
  return { data: { ...data, fetchedAt } };
}

/** One listing of the seller's, with when it was fetched; a missing or foreign one is the same 404. */
export async function readListing(id: string, { signal, transport }: ReadOptions = {}) {
  const { data, fetchedAt } = await callRoute(sellerCalls.detail, { params: { id }, signal, transport });
  return { data: { ...data, fetchedAt } };
}

/** The seller profile; null before it was first saved (reading never creates it). */
export async function readProfile({ signal, transport }: ReadOptions = {}) {
  return { data: (await callRoute(sellerCalls.profile, { signal, transport })).data.profile };
}

/** The categories a seller profile chooses from. */
export async function readCategories({ signal, transport }: ReadOptions = {}) {
  return { data: (await callRoute(sellerCalls.categories, { signal, transport })).data.categories };
}

export type ListingsRead = Awaited<ReturnType<typeof readListings>>['data'];
export type ListingRead = Awaited<ReturnType<typeof readListing>>['data'];

export const sellerQueries = {
  profile: (transport?: Transport) =>
    queryOptions({
      queryKey: sellerKeys.profile(),
      queryFn: async ({ signal }) => (await readProfile({ signal, transport })).data,
      staleTime: 30_000,
    }),
  categories: (transport?: Transport) =>
    queryOptions({
      queryKey: sellerKeys.categories(),
      queryFn: async ({ signal }) => (await readCategories({ signal, transport })).data,
      staleTime: 10 * 60_000,
    }),
};

// ---- mutations ----------------------------------------------------------------------

/**
 * One intended change to a listing, as data: what `sendListingChange` sends,
 * and what a tab keeps while its outcome is in doubt, to send it again as it
 * was (same fields, same key) after a reload.
 */
export type ListingChangeIntent =
  | { kind: 'create'; fields: ListingFields }
  /** A complete replacement: omitted fields would reset to their defaults. */
  | { kind: 'replace'; id: string; fields: ListingFields }
  | { kind: 'activate' | 'deactivate'; id: string };

/** A change's answer, with when the dashboard's server had it (`savedAt`, on the clock its reads are stamped by). */
export type ListingSaved = ProductMutation & { savedAt: number };

export async function sendListingChange(intent: ListingChangeIntent, idempotencyKey: string): Promise<ListingSaved> {
  const { data, fetchedAt } = await sent(intent, idempotencyKey);
  return { ...data, savedAt: fetchedAt };
}

function sent(intent: ListingChangeIntent, idempotencyKey: string) {
  switch (intent.kind) {
    case 'create':
      return callRoute(sellerCalls.create, { body: { ...intent.fields, idempotencyKey } });
    case 'replace':
      return callRoute(sellerCalls.replace, { params: { id: intent.id }, body: { ...intent.fields, idempotencyKey } });
    case 'activate':
    case 'deactivate': {
      const route = intent.kind === 'activate' ? sellerCalls.activate : sellerCalls.deactivate;
      return callRoute(route, { params: { id: intent.id }, body: { idempotencyKey } });
    }
  }
}

/**
 * Save changed profile fields. There is no idempotency receipt: after an
 * uncertain result (no answer, 5xx), read the profile again before offering a
 * retry (spec 4.5); `isUncertain` tells which errors those are.
 */
export async function updateProfile(patch: ProfilePatch): Promise<SellerProfile | null> {
  return (await callRoute(sellerCalls.updateProfile, { body: patch })).data.profile;
}

/**
 * Errors after which a write may or may not have happened: check (read again or retry with the same key), never start
 * over. A 503 that names a wait is the marketplace saying "not now" (spec 7): nothing happened.
 */
export const isUncertain = (error: unknown): boolean =>
  (error instanceof MarketplaceError &&
    (error.code === 'NETWORK_ERROR' || (error.status >= 500 && !isNotNow(error)))) ||
  isEarlierSendPending(error);
