'use client';

/** The seller's listings: the status filter and the page in the URL, 12 a page, each with its states and actions. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { SignInPrompt } from '@/components/account/sign-in-prompt';
import { buttonClasses } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FetchedAt } from '@/components/ui/fetched-at';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState, QueryView } from '@/components/ui/query-view';
import { sessionQueries } from '@/lib/marketplace/account/session';
import { readUntilSince } from '@/lib/marketplace/polling';
import { lastSavedAt, sellerQueries } from '@/lib/marketplace/seller/client';
import { sellerWire } from '@/lib/marketplace/seller/terms';
import { listingsQueryOf, listingsUrl, STATUS_LABELS } from './listings-url';
import { ListingRow } from './listing-row';
import { ProfileSetupPrompt } from './profile-setup-prompt';

const STATUS_CHOICES = (Object.keys(STATUS_LABELS) as (keyof typeof STATUS_LABELS)[]).map((value) => ({
  value,
  label: STATUS_LABELS[value],
}));

const loading = { label: 'Loading your listings', rows: 1, rowClassName: 'h-64' };

export function ListingsView() {
  const router = useRouter();
  const query = listingsQueryOf(useSearchParams() ?? new URLSearchParams());
  const session = useQuery(sessionQueries.summary());
  const signedIn = session.data?.signedIn === true;
  const list = useQuery({ ...sellerQueries.listings(query), enabled: signedIn });
  const queryClient = useQueryClient();
  const fetchedAt = list.data?.fetchedAt;
  const { page, status } = query;
  // A page read before this tab's last save (a repeat the proxy answered from its cache) is read again once the window allows.
  useEffect(() => {
    const savedAt = lastSavedAt();
    if (fetchedAt === undefined || fetchedAt >= savedAt) return;
    void readUntilSince(
      () => queryClient.fetchQuery({ ...sellerQueries.listings({ page, status }), staleTime: 0 }),
      savedAt,
      sellerWire.list.window,
    );
  }, [fetchedAt, page, status, queryClient]);

  const header = (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Your listings</h1>
        <p className="text-sm text-slate-600">What you sell in the store, newest change first.</p>
      </div>
      {signedIn && (
        <Link href="/seller/products/new" className={buttonClasses('primary', 'md')}>
          <Plus className="size-4" aria-hidden="true" /> New listing
        </Link>
      )}
    </div>
  );

  if (session.isPending) return <LoadingState {...loading} />;
  if (!signedIn) {
    return (
      <div className="space-y-6">
        {header}
        <SignInPrompt title="Sign in to manage your listings">
          Listings belong to your account. Sign in with your wallet to see and change them.
        </SignInPrompt>
      </div>
    );
  }

  return (
    <div className="space-y-5">
      {header}
      <ChoiceGroup
        legend="Show"
        name="status"
        variant="segmented"
        choices={STATUS_CHOICES}
        value={query.status}
        onChange={(status) => router.push(listingsUrl({ status, page: 1 }))}
      />
      <QueryView query={list} loading={loading} error={{ title: 'Your listings could not be loaded' }}>
        {(listings) => (
          <>
            {!listings.publicProfile && <ProfileSetupPrompt />}
            {listings.products.length === 0 ? (
              query.page > 1 ? (
                <EmptyState
                  title="This page is empty"
                  action={<Link href={listingsUrl({ status: query.status, page: 1 })}>Go to the first page</Link>}
                >
                  There are fewer listings than this page number.
                </EmptyState>
              ) : (
                <EmptyState
                  title={
                    query.status === 'all'
                      ? 'No listings yet'
                      : `No ${STATUS_LABELS[query.status].toLowerCase()} listings`
                  }
                  action={
                    <Link href="/seller/products/new" className={buttonClasses('primary', 'md')}>
                      Create a listing
                    </Link>
                  }
                >
                  {query.status === 'all'
                    ? 'Create your first listing: a name and a price are enough to start.'
                    : 'Choose “All” to see your other listings.'}
                </EmptyState>
              )
            ) : (
              <ul aria-label="Listings" className="space-y-3">
                {listings.products.map((product) => (
                  <ListingRow key={product.id} product={product} />
                ))}
              </ul>
            )}
            <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
              <p className="text-slate-600">
                {listings.total === 0
                  ? 'No listings'
                  : `Page ${listings.page} of ${listings.totalPages} · ${listings.total} listing${listings.total === 1 ? '' : 's'}`}
              </p>
              <div className="flex items-center gap-2">
                {query.page > 1 && (
                  <Link
                    href={listingsUrl({ status: query.status, page: query.page - 1 })}
                    className={buttonClasses('secondary', 'sm')}
                  >
                    <ChevronLeft className="size-4" aria-hidden="true" /> Previous page
                  </Link>
                )}
                {listings.nextPage !== null && (
                  <Link
                    href={listingsUrl({ status: query.status, page: listings.nextPage })}
                    className={buttonClasses('secondary', 'sm')}
                  >
                    Next page <ChevronRight className="size-4" aria-hidden="true" />
                  </Link>
                )}
              </div>
            </nav>
            <FetchedAt at={listings.fetchedAt} />
          </>
        )}
      </QueryView>
    </div>
  );
}
