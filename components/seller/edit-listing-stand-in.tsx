import type { ListingRead } from '@/lib/marketplace/seller/client';
import { listingFormOf } from '@/lib/marketplace/seller/form-values';
import type { SellerSummary } from '@/lib/marketplace/store/contract';
import { ListingBadges } from './listing-badges';
import { ListingFormStandIn } from './listing-form-stand-in';

/** A saved listing's states and its form, as they first show. */
export function EditListingStandIn({ listing, seller }: { listing: ListingRead; seller: SellerSummary }) {
  return (
    <div className="space-y-6">
      <ListingBadges product={listing.product} />
      <ListingFormStandIn values={listingFormOf(listing.product)} seller={seller} submitLabel="Save the listing" />
    </div>
  );
}
