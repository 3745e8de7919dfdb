'use client';

/** Creating a listing, or editing one (a full replacement), with the form and its live preview. */
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { SignInPrompt } from '@/components/account/sign-in-prompt';
import { ListingEditorHeading } from './listing-editor-heading';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState, QueryView } from '@/components/ui/query-view';
import { toast } from '@/components/ui/toaster';
import { sessionQueries } from '@/lib/marketplace/account/session';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { createListing, replaceListing, sellerQueries } from '@/lib/marketplace/seller/client';
import type { ProductFields, SellerProfile } from '@/lib/marketplace/seller/contract';
import { PRODUCT_CODES } from '@/lib/marketplace/seller/terms';
import { emptyListingForm, listingFormOf, productBodyOf } from '@/lib/marketplace/seller/form-values';
import type { SellerSummary } from '@/lib/marketplace/store/contract';
import { ChangeStatus, useChangeLabel } from './change-status';
import { ListingBadges } from './listing-badges';
import { ListingForm } from './listing-form';
import { listingFromMemory } from './listing-memory';
import { listingHref } from './listings-url';
import { useListingChange } from './use-listing-change';

/** The editor's loading shape: one tall block where the form comes. */
const editorLoading = (label: string) => ({ label, rows: 1, rowClassName: 'h-96' });

/** The seller as the store card shows them, from their profile. */
const sellerOf = (profile: SellerProfile | null | undefined): SellerSummary => ({
  nickname: profile?.nickname ?? 'You',
  avatarUrl: profile?.pfpUrl ?? null,
  reviews: 0,
  stars: null,
  verifiedCreator: profile?.verifiedCreator ?? false,
});

export function ListingEditor({ productId }: { productId?: string }) {
  const session = useQuery(sessionQueries.summary());
  const title = productId ? 'Edit listing' : 'New listing';
  const header = <ListingEditorHeading title={title} />;
  if (session.isPending)
    return <LoadingState {...editorLoading(productId ? 'Loading the listing' : 'Loading the listing form')} />;
  if (session.data?.signedIn !== true) {
    return (
      <div className="space-y-6">
        {header}
        <SignInPrompt title="Sign in to manage your listings">
          Listings belong to your account. Sign in with your wallet to create and edit them.
        </SignInPrompt>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {header}
      {productId ? <EditListing id={productId} /> : <CreateListing />}
    </div>
  );
}

function CreateListing() {
  const router = useRouter();
  const profile = useQuery(sellerQueries.profile());
  const change = useListingChange({
    onSaved: (answer) => {
      toast.success(answer.replayed ? 'Already saved: this listing had been created before.' : 'Listing created.');
      router.push(listingHref(answer.product.id));
    },
  });
  const createLabel = useChangeLabel(change, 'Create listing', 'Creating');
  const save = (fields: ProductFields) =>
    change.submit({
      intent: { create: productBodyOf(fields, '') },
      send: (key) => createListing(productBodyOf(fields, key)),
    });
  return (
    <>
      <ListingForm
        defaultValues={emptyListingForm()}
        onSave={save}
        submitLabel={createLabel}
        disabled={change.busy || change.uncertain}
        seller={sellerOf(profile.data)}
      />
      <ChangeStatus change={change} />
    </>
  );
}

function EditListing({ id }: { id: string }) {
  // Opened from the list, the listing is already here: no detail read, whose window the list just used.
  const cached = listingFromMemory(id);
  const listing = useQuery({
    ...sellerQueries.listing(id),
    initialData: cached,
    initialDataUpdatedAt: cached?.fetchedAt,
  });
  const profile = useQuery(sellerQueries.profile());
  const change = useListingChange();
  const saveLabel = useChangeLabel(change, 'Save the listing', 'Saving');
  if (listing.isError && listing.error instanceof MarketplaceError && listing.error.code === PRODUCT_CODES.notFound) {
    return (
      <EmptyState title="No such listing">
        This listing does not exist or is not yours. Go back to your listings.
      </EmptyState>
    );
  }
  return (
    <QueryView
      query={listing}
      loading={editorLoading('Loading the listing')}
      error={{ title: 'This listing could not be loaded' }}
    >
      {({ product }) => {
        const save = (fields: ProductFields) =>
          change.submit({
            intent: { replace: product.id, body: productBodyOf(fields, '') },
            send: (key) => replaceListing(product.id, productBodyOf(fields, key)),
          });
        return (
          <>
            <ListingBadges product={product} />
            {/* Keyed by the saved version, so after a save the form holds what was saved (omitted fields at their defaults). */}
            <ListingForm
              key={product.updatedAt}
              defaultValues={listingFormOf(product)}
              onSave={save}
              submitLabel={saveLabel}
              disabled={change.busy || change.uncertain}
              seller={sellerOf(profile.data)}
            />
            <ChangeStatus change={change} savedText="Listing saved." />
          </>
        );
      }}
    </QueryView>
  );
}
