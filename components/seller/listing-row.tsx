/** One listing in the seller's list: picture, name, states, price, and the ways to see, edit, show or hide it. */
import Link from 'next/link';
import type { ReactNode } from 'react';
import { productHref } from '@/components/store/product-href';
import { Thumbnail } from '@/components/store/thumbnail';
import { buttonClasses } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import type { SellerProduct } from '@/lib/marketplace/seller/contract';
import { ListingBadges } from './listing-badges';
import { listingHref } from './listings-url';
import { LocalTime } from '@/components/ui/local-time';
import { Icon } from '@/components/ui/icon';

/** `toggle`: its activation or deactivation, the one control of a row, from where the row is rendered. */
export function ListingRow({ product, toggle }: { product: SellerProduct; toggle: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <Thumbnail url={product.thumbnailUrl} className="aspect-[16/10] w-24 shrink-0 rounded-md" />
      {/* On a phone the name takes its own full-width line; from sm up it shares the row and may shorten. */}
      <div className="min-w-0 flex-1 basis-full space-y-1.5 sm:basis-48">
        <h2 className="font-medium wrap-anywhere sm:truncate">
          <Link href={listingHref(product.id)} className="hover:underline">
            {product.name}
          </Link>
        </h2>
        <ListingBadges product={product} />
        <p className="text-xs text-slate-500">
          Updated <LocalTime iso={product.updatedAt} />
        </p>
      </div>
      <div className="text-sm">
        {product.priceUsd === null ? (
          <span className="text-slate-600">Price on request</span>
        ) : (
          <span>
            You receive <Money amount={product.priceUsd} show="usd" className="font-semibold" />
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {product.visible && (
          <Link href={productHref(product.id)} className={buttonClasses('ghost', 'sm')} prefetch={false}>
            <Icon name="external-link" className="size-4" /> Public page
            <span className="sr-only"> of {product.name}</span>
          </Link>
        )}
        <Link href={listingHref(product.id)} className={buttonClasses('secondary', 'sm')}>
          Edit<span className="sr-only"> {product.name}</span>
        </Link>
        {toggle}
      </div>
    </li>
  );
}
