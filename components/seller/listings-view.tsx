/**
 * The seller's listings, rendered on the server from the page its page read with the visitor's session: the status
 * filter and the page are in the URL (links the server renders), 12 listings a page, each with its states and
 * actions. The page of listings itself comes with the browser code that shows this tab's saves on it.
 */
import Link from 'next/link';
import { Tabs } from '@/components/earnings/tabs';
import { buttonClasses } from '@/components/ui/button';
import { ReadError } from '@/components/ui/read-error';
import type { ListingsPage as Place, ListingsRead } from '@/lib/marketplace/seller/client';
import { PRODUCT_STATUSES } from '@/lib/marketplace/seller/terms';
import type { ServerRead } from '@/lib/marketplace/read-failure';
import { ListingRow } from './listing-row';
import { listingsUrl, STATUS_LABELS } from './listings-url';
import { ListingsPage, ToggleListing } from './seller-controls-lazy';
import { Icon } from '@/components/ui/icon';

export function ListingsView({ place, read }: { place: Place; read: ServerRead<ListingsRead> }) {
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Your listings</h1>
          <p className="text-sm text-slate-600">What you sell in the store, newest change first.</p>
        </div>
        <Link href="/seller/products/new" className={buttonClasses('primary', 'md')}>
          <Icon name="plus" className="size-4" /> New listing
        </Link>
      </div>
      <Tabs
        label="Show"
        items={PRODUCT_STATUSES.map((status) => ({
          key: status,
          label: STATUS_LABELS[status],
          href: listingsUrl({ status, page: 1 }),
          current: status === place.status,
        }))}
      />
      {read.ok ? (
        <ListingsPage
          place={place}
          read={read.data}
          rows={Object.fromEntries(
            read.data.products.map((product) => [
              product.id,
              <ListingRow key={product.id} product={product} toggle={<ToggleListing product={product} />} />,
            ]),
          )}
        />
      ) : (
        <ReadError failure={read.failure} title="Your listings could not be loaded" readsAgain />
      )}
    </div>
  );
}
