'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/states';
import { EmptyState } from '@/components/ui/empty-state';
import { storeQueries } from '@/lib/marketplace/store/client';
import { STORE_LIMITS, type StoreFilters } from '@/lib/marketplace/store/filters';
import type { ListingFilters } from './listing-filters';
import { shouldReadOn, summarizeScan } from './listing-scan';
import { ProductGrid } from './product-card';
import { ProductGridSkeleton } from './product-grid-skeleton';
import { Icon } from '@/components/ui/icon';

const listings = (n: number) => `${n.toLocaleString('en-US')} listing${n === 1 ? '' : 's'}`;

/**
 * Results for price and delivery filters, which the marketplace cannot apply:
 * the upstream list is read 50 listings at a time and the matches gathered,
 * until a page's worth is found, the list ends, or this round's budget of reads
 * is spent; "look through more" starts another round. Keyed by its filters, so
 * a change starts over (pages already read stay cached and are matched again).
 */
export function ScanResults({ filters, listing }: { filters: StoreFilters; listing: ListingFilters }) {
  const scan = useInfiniteQuery(storeQueries.scan({ q: filters.q, category: filters.category, sort: filters.sort }));
  const pages = useMemo(() => scan.data?.pages ?? [], [scan.data]);
  const result = useMemo(() => summarizeScan(pages, listing), [pages, listing]);
  const [wanted, setWanted] = useState(filters.limit);
  const [roundStart, setRoundStart] = useState(0);

  const reading = scan.isPending || scan.isFetchingNextPage;
  const readOn =
    scan.isSuccess &&
    !scan.isFetchNextPageError &&
    !scan.isFetchingNextPage &&
    shouldReadOn(result, wanted, pages.length - roundStart);
  const { fetchNextPage } = scan;
  useEffect(() => {
    if (readOn) void fetchNextPage();
  }, [readOn, fetchNextPage]);

  if (scan.isError && pages.length === 0)
    return <ErrorState error={scan.error} onRetry={() => scan.refetch()} title="The store could not be loaded" />;

  const status = result.complete
    ? `Looked through all ${listings(result.total)}: ${result.matches.length} match.`
    : `Looked through ${result.scanned.toLocaleString('en-US')} of ${listings(result.total)}: ${result.matches.length} match so far.`;

  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <p role="status" className="text-sm font-medium text-slate-700">
          {pages.length > 0 ? status : 'Looking through the listings…'}
        </p>
        <p className="text-xs text-slate-500">
          The marketplace cannot filter by price or delivery itself, so this page looks through its listings{' '}
          {STORE_LIMITS.limitMax} at a time and keeps the ones that match.
        </p>
      </div>

      {result.matches.length > 0 ? (
        <ProductGrid products={result.matches} />
      ) : reading || readOn ? (
        <ProductGridSkeleton count={Math.min(filters.limit, 12)} />
      ) : (
        result.complete && (
          <EmptyState title="No services match">
            Try a wider price range, a longer delivery time, fewer words or another category.
          </EmptyState>
        )
      )}

      {scan.isFetchNextPageError && (
        <ErrorState error={scan.error} onRetry={() => scan.fetchNextPage()} title="More listings could not be loaded" />
      )}
      {result.ceiling && (
        <p role="status" className="text-sm text-amber-800">
          The marketplace lists at most {STORE_LIMITS.offsetMax.toLocaleString('en-US')} results for one search. Narrow
          your search to see the rest.
        </p>
      )}
      {!result.complete && !result.ceiling && pages.length > 0 && (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            disabled={reading || readOn}
            onClick={() => {
              setRoundStart(pages.length);
              setWanted(result.matches.length + filters.limit);
            }}
          >
            {reading || readOn ? <Icon name="loader-circle" className="size-4 animate-spin" /> : null}
            {reading || readOn ? 'Looking through listings…' : 'Look through more listings'}
          </Button>
        </div>
      )}
    </div>
  );
}
