'use client';

/**
 * The page of listings the server read, with what this tab saved since (the read may predate a save: the proxy
 * answers a repeat inside the read window from its cache) and the links to the other pages. Rendered on the server
 * first; in the browser it shows a listing as saved at once, and reads the page again once the window allows.
 */
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { Fragment, useEffect, type ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FetchedAtRefresh } from '@/components/ui/fetched-at-refresh';
import type { ListingsPage as Place, ListingsRead } from '@/lib/marketplace/seller/client';
import { pageWithProduct } from '@/lib/marketplace/seller/saved-listing';
import { rememberListed, useSavedSince } from './listing-memory';
import { listingsUrl, STATUS_LABELS } from './listings-url';
import { ProfileSetupPrompt } from './profile-setup-prompt';
import { ReadsAgainAfterSave } from './reads-again-after-save';
import { ToggleListing } from './toggle-listing';
import { Icon } from '@/components/ui/icon';

function NoListings({ place }: { place: Place }) {
  if (place.page > 1)
    return (
      <EmptyState
        title="This page is empty"
        action={<Link href={listingsUrl({ status: place.status, page: 1 })}>Go to the first page</Link>}
      >
        There are fewer listings than this page number.
      </EmptyState>
    );
  return (
    <EmptyState
      title={place.status === 'all' ? 'No listings yet' : `No ${STATUS_LABELS[place.status].toLowerCase()} listings`}
      action={
        <Link href="/seller/products/new" className={buttonClasses('primary', 'md')}>
          Create a listing
        </Link>
      }
    >
      {place.status === 'all'
        ? 'Create your first listing: a name and a price are enough to start.'
        : 'Choose “All” to see your other listings.'}
    </EmptyState>
  );
}

function Pages({ place, list }: { place: Place; list: ListingsRead }) {
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-slate-600">
        {list.total === 0
          ? 'No listings'
          : `Page ${list.page} of ${list.totalPages} · ${list.total} listing${list.total === 1 ? '' : 's'}`}
      </p>
      <div className="flex items-center gap-2">
        {place.page > 1 && (
          <Link
            href={listingsUrl({ status: place.status, page: place.page - 1 })}
            className={buttonClasses('secondary', 'sm')}
          >
            <Icon name="chevron-left" className="size-4" /> Previous page
          </Link>
        )}
        {list.nextPage !== null && (
          <Link
            href={listingsUrl({ status: place.status, page: list.nextPage })}
            className={buttonClasses('secondary', 'sm')}
          >
            Next page <Icon name="chevron-right" className="size-4" />
          </Link>
        )}
      </div>
    </nav>
  );
}

/** A listing saved in this tab, drawn here with what was saved: its code loads with the change's. */
const SavedListingRow = dynamic(() => import('./listing-row').then((m) => m.ListingRow));

export function ListingsPage({
  place,
  read,
  rows,
}: {
  place: Place;
  read: ListingsRead;
  /** Each listing read, rendered on the server, by id. */
  rows: Record<string, ReactNode>;
}) {
  const saved = useSavedSince(read.fetchedAt);
  const list = saved.reduce(pageWithProduct, read);
  const savedIds = new Set(saved.map((product) => product.id));
  // The editor opened from here starts from the listed listing, with no detail read in the window this read used.
  useEffect(() => rememberListed(read), [read]);
  return (
    <>
      <ReadsAgainAfterSave fetchedAt={read.fetchedAt} />
      {!list.publicProfile && <ProfileSetupPrompt />}
      {list.products.length === 0 ? (
        <NoListings place={place} />
      ) : (
        <ul aria-label="Listings" className="space-y-3">
          {list.products.map((product) =>
            savedIds.has(product.id) ? (
              <SavedListingRow key={product.id} product={product} toggle={<ToggleListing product={product} />} />
            ) : (
              <Fragment key={product.id}>{rows[product.id]}</Fragment>
            ),
          )}
        </ul>
      )}
      <Pages place={place} list={list} />
      <FetchedAtRefresh at={read.fetchedAt} />
    </>
  );
}
