/**
 * Creating a listing, or editing one, rendered on the server: the form's stand-in with the saved listing (read by the
 * page with the visitor's session) and its store card, until a person starts with the form, whose code loads then.
 */
import { EmptyState } from '@/components/ui/empty-state';
import type { ListingRead } from '@/lib/marketplace/seller/client';
import type { SellerProfile } from '@/lib/marketplace/seller/contract';
import { emptyListingForm } from '@/lib/marketplace/seller/form-values';
import { PRODUCT_CODES } from '@/lib/marketplace/seller/terms';
import type { SellerSummary } from '@/lib/marketplace/store/contract';
import type { ServerRead } from '@/lib/marketplace/read-failure';
import { EditListingStandIn } from './edit-listing-stand-in';
import { ListingEditorHeading } from './listing-editor-heading';
import { ListingFormStandIn } from './listing-form-stand-in';
import { CreateListingOnFirstUse, EditListingOnFirstUse, ListingFromMemory } from './seller-controls-lazy';
import { ReadError } from '@/components/ui/read-error';

/** The seller as the store card shows them, from their profile. */
export const sellerOf = (profile: SellerProfile | null): SellerSummary => ({
  nickname: profile?.nickname ?? 'You',
  avatarUrl: profile?.pfpUrl ?? null,
  reviews: 0,
  stars: null,
  verifiedCreator: profile?.verifiedCreator ?? false,
});

export function NewListing({ seller }: { seller: SellerSummary }) {
  return (
    <div className="space-y-6">
      <ListingEditorHeading title="New listing" />
      <CreateListingOnFirstUse
        standIn={<ListingFormStandIn values={emptyListingForm()} seller={seller} submitLabel="Create listing" />}
        seller={seller}
      />
    </div>
  );
}

export function EditListing({
  id,
  read,
  seller,
}: {
  id: string;
  read: ServerRead<ListingRead>;
  seller: SellerSummary;
}) {
  return (
    <div className="space-y-6">
      <ListingEditorHeading title="Edit listing" />
      {read.ok ? (
        <EditListingOnFirstUse
          standIn={<EditListingStandIn listing={read.data} seller={seller} />}
          listing={read.data}
          seller={seller}
        />
      ) : read.failure.code === PRODUCT_CODES.notFound ? (
        <EmptyState title="No such listing">
          This listing does not exist or is not yours. Go back to your listings.
        </EmptyState>
      ) : (
        // Opened from the list or just created, the listing is known here though its read waits for the window.
        <ListingFromMemory
          id={id}
          failed={<ReadError failure={read.failure} title="This listing could not be loaded" readsAgain />}
          seller={seller}
        />
      )}
    </div>
  );
}
