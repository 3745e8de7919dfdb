import { cn } from '@/lib/cn';
import Link from 'next/link';
import type { Product } from '@/lib/marketplace/store/contract';
import { userHref } from '@/components/users/user-href';
import { cardExcerpt } from './card-excerpt';
import { PriceDisplay } from './price';
import { productHref } from './product-href';
import { Avatar, CreatorBadge, Stars } from './seller-rating';
import { Thumbnail } from './thumbnail';
import { Icon } from '@/components/ui/icon';

export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  return (
    <article
      className={cn(
        'group relative flex w-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:border-brand-500 hover:shadow-md focus-within:ring-2 focus-within:ring-brand-500',
        // A card is laid out only as it nears the view (the first, the likely largest paint, at once): on a phone a
        // page of cards is mostly below the fold, and laying it out whole made the store's first layout about
        // half as long again.
        !priority && '[contain-intrinsic-block-size:auto_24rem] [content-visibility:auto]',
      )}
    >
      <Thumbnail url={product.thumbnailUrl} className="aspect-[16/10] w-full" priority={priority} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs text-slate-500">
          {[product.category, product.subCategory].filter(Boolean).join(' › ') || 'Uncategorized'}
        </p>
        <h3 className="line-clamp-2 text-sm font-semibold text-slate-900">
          {/* Product pages render per request with the listing's data: prefetching every card in view would read each listing upstream. */}
          <Link
            href={productHref(product.id)}
            prefetch={false}
            className="after:absolute after:inset-0 focus:outline-none"
          >
            {product.name}
          </Link>
        </h3>
        {product.description && (
          <p className="line-clamp-2 text-sm text-slate-600">{cardExcerpt(product.description)}</p>
        )}
        {/* The seller has a line of their own, so a long name reads in full beside neither price nor rating. */}
        <div className="mt-auto space-y-1 pt-2">
          <p className="flex min-w-0 items-start gap-1.5 text-xs text-slate-700">
            <Avatar url={product.seller.avatarUrl} name={product.seller.nickname} size={20} />
            {/* Above the card's stretched link, so the name opens the seller's page. */}
            <Link
              href={userHref(product.seller.nickname)}
              prefetch={false}
              className="relative z-10 min-w-0 self-center font-medium wrap-anywhere hover:underline"
            >
              {product.seller.nickname}
            </Link>
            <span className="flex shrink-0 items-center gap-1.5 self-center">
              <CreatorBadge seller={product.seller} />
              {product.createdByAgent && <Icon name="bot" className="size-3.5 text-slate-500" label="Agent listing" />}
            </span>
          </p>
          <div className="flex items-end justify-between gap-3">
            <Stars stars={product.seller.stars} reviews={product.seller.reviews} />
            <PriceDisplay pricing={product.pricing} />
          </div>
        </div>
      </div>
    </article>
  );
}

/** Listings as cards; the first card's image is the page's likely largest paint, so it is not lazy. */
export function ProductGrid({ products }: { products: Product[] }) {
  return (
    <>
      {/* The cards' titles are h3, as on a profile's listings. */}
      <h2 className="sr-only">Services</h2>
      <ul aria-label="Services" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {products.map((product, i) => (
          <li key={product.id} className="flex">
            <ProductCard product={product} priority={i === 0} />
          </li>
        ))}
      </ul>
    </>
  );
}
