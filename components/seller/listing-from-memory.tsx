'use client';

/**
 * A listing the page could not read (list and detail share one read window, which opening the listing from the list,
 * or creating it, has just used), shown from what this tab knows of it; otherwise why it could not be read, and it
 * is read again once the window opens.
 */
import dynamic from 'next/dynamic';
import { useSyncExternalStore, type ReactNode } from 'react';
import type { SellerSummary } from '@/lib/marketplace/store/contract';
import { listingFromMemory } from './listing-memory';

const unchanging = () => () => undefined;

/** Only a tab that knows the listing draws it: the server never does, so the form's code stays out of the page. */
const EditListingFromMemory = dynamic(() => import('./edit-listing-from-memory').then((m) => m.EditListingFromMemory));

export function ListingFromMemory({
  id,
  failed,
  seller,
}: {
  id: string;
  /** What the page says of its failed read (rendered on the server) when this tab does not know the listing. */
  failed: ReactNode;
  seller: SellerSummary;
}) {
  const listing = useSyncExternalStore(
    unchanging,
    () => listingFromMemory(id),
    () => undefined,
  );
  if (!listing) return failed;
  return <EditListingFromMemory listing={listing} seller={seller} />;
}
