import { userHref } from '@/components/users/user-href';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { ReadError } from '@/components/ui/read-error';
import { cn } from '@/lib/cn';
import type { ReadFailure } from '@/lib/marketplace/read-failure';
import type { ProductDetail } from '@/lib/marketplace/store/contract';
import { deliveryLabel } from './delivery';
import { PriceDisplay } from './price';
import { ProductAttachments } from './product-attachments';
import { Thumbnail } from './thumbnail';
import { PurchaseBox } from './purchase-box';
import { canPurchase, purchaseSubjectOf } from './purchase-subject';
import { Avatar, CreatorBadge, Stars } from './seller-rating';
import { LocalTime } from '@/components/ui/local-time';
import { Icon } from '@/components/ui/icon';

/** A listing that could not be read (not a missing one: that is the not-found page). */
export function ProductReadError({ failure }: { failure: ReadFailure }) {
  return (
    <div className="space-y-4">
      <Link href="/store" className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900">
        <Icon name="arrow-left" className="size-4" /> Back to the store
      </Link>
      <ReadError failure={failure} title="This service could not be loaded" />
    </div>
  );
}

/** A listing, rendered on the server; only the buy controls run in the browser. */
export function ProductDetailView({ product }: { product: ProductDetail }) {
  const seller = product.seller;
  const subject = purchaseSubjectOf(product);
  return (
    // Room at the bottom for the sticky buy bar on narrow screens.
    <article className={cn('space-y-6', canPurchase(subject) && 'pb-24 lg:pb-0')}>
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link href="/store" className="hover:underline">
              Store
            </Link>
          </li>
          {[product.category, product.subCategory]
            .filter((c): c is string => !!c)
            .map((c) => (
              <li key={c} className="flex items-center gap-1">
                <span aria-hidden="true">›</span>
                <Link href={`/store?category=${encodeURIComponent(c)}`} prefetch={false} className="hover:underline">
                  {c}
                </Link>
              </li>
            ))}
        </ol>
      </nav>

      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          <header className="space-y-2">
            <h1 className="text-2xl font-semibold tracking-tight break-words">{product.name}</h1>
            <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              {product.createdByAgent && (
                <Badge tone="brand">
                  <Icon name="bot" className="size-3.5" /> Listed by an agent
                </Badge>
              )}
              <span>
                Listed <LocalTime iso={product.createdAt} style="date" />
              </span>
            </div>
          </header>

          <Thumbnail url={product.thumbnailUrl} className="aspect-[16/10] w-full rounded-lg" priority />

          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <div className="rounded-md border border-slate-200 bg-white p-3">
              <dt className="flex items-center gap-1 text-xs text-slate-500">
                <Icon name="clock" className="size-3.5" /> Delivery
              </dt>
              <dd className="text-sm font-medium">{deliveryLabel(product.expectedDelivery)}</dd>
            </div>
            <div className="rounded-md border border-slate-200 bg-white p-3">
              <dt className="flex items-center gap-1 text-xs text-slate-500">
                <Icon name="refresh-cw" className="size-3.5" /> Revisions
              </dt>
              <dd className="text-sm font-medium">{product.revisions ?? 'Not stated'}</dd>
            </div>
            <div className="col-span-2 rounded-md border border-slate-200 bg-white p-3 sm:col-span-1">
              <dt className="flex items-center gap-1 text-xs text-slate-500">
                <Icon name="tag" className="size-3.5" /> Category
              </dt>
              <dd className="text-sm font-medium">{product.subCategory ?? product.category ?? 'Uncategorized'}</dd>
            </div>
          </dl>

          <section aria-labelledby="about-title" className="space-y-2">
            <h2 id="about-title" className="text-base font-semibold">
              About this service
            </h2>
            {product.description ? (
              <p className="whitespace-pre-line break-words text-sm leading-relaxed text-slate-800">
                {product.description}
              </p>
            ) : (
              <p className="text-sm text-slate-500">The seller has not written a description.</p>
            )}
          </section>

          {product.tags.length > 0 && (
            <ul aria-label="Tags" className="flex flex-wrap gap-2">
              {product.tags.map((tag) => (
                <li key={tag}>
                  <Link
                    href={`/store?q=${encodeURIComponent(tag)}`}
                    prefetch={false}
                    className="rounded-full bg-slate-100 px-3 py-1 text-xs text-slate-700 hover:bg-slate-200"
                  >
                    {tag}
                  </Link>
                </li>
              ))}
            </ul>
          )}

          <ProductAttachments urls={product.attachmentUrls} />
        </div>

        <aside className="space-y-4">
          <PurchaseBox
            subject={subject}
            price={<PriceDisplay pricing={product.pricing} large />}
            barPrice={<PriceDisplay pricing={product.pricing} align="start" />}
          />
          <section aria-labelledby="seller-title" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
            <h2 id="seller-title" className="text-xs font-semibold uppercase tracking-wide text-slate-500">
              Seller
            </h2>
            <div className="flex items-center gap-3">
              <Avatar url={seller.avatarUrl} name={seller.nickname} size={48} />
              <div className="min-w-0">
                <Link
                  href={userHref(seller.nickname)}
                  prefetch={false}
                  className="flex items-center gap-1 font-semibold text-slate-900 hover:underline"
                >
                  <span className="truncate">{seller.nickname}</span>
                  <CreatorBadge seller={seller} />
                </Link>
                <Stars stars={seller.stars} reviews={seller.reviews} />
              </div>
            </div>
            {seller.bio && <p className="text-sm text-slate-600">{seller.bio}</p>}
            {product.url && (
              <a
                href={product.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
              >
                View on the marketplace website <Icon name="external-link" className="size-3.5" />
              </a>
            )}
          </section>
        </aside>
      </div>
    </article>
  );
}
