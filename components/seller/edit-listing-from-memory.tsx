'use client';

/** A listing's form and its stand-in, from what this tab knows of the listing (`listing-from-memory.tsx`). */
import type { ListingRead } from '@/lib/marketplace/seller/client';
import type { SellerSummary } from '@/lib/marketplace/store/contract';
import { EditListingStandIn } from './edit-listing-stand-in';
import { EditListingOnFirstUse } from './listing-forms-lazy';

export function EditListingFromMemory({ listing, seller }: { listing: ListingRead; seller: SellerSummary }) {
  return (
    <EditListingOnFirstUse
      standIn={<EditListingStandIn listing={listing} seller={seller} />}
      listing={listing}
      seller={seller}
    />
  );
}
