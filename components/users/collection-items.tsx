/**
 * The items of a public profile's collection as list rows, one renderer per collection: the server renders the first
 * page with the profile, the browser the pages "load more" reads.
 */
import { ProductCard } from '@/components/store/product-card';
import type { CollectionPage } from '@/lib/marketplace/users/contract';
import type { UserCollection } from '@/lib/marketplace/users/terms';
import { PortfolioTile } from './portfolio-tile';
import { Truncated } from './truncated';
import { LocalTime } from '@/components/ui/local-time';
import { Icon } from '@/components/ui/icon';

export type CollectionRows = {
  [C in UserCollection]: { collection: C; items: CollectionPage<C>['items'] };
}[UserCollection];

/** `offset`: how many items of the collection come before these (a portfolio tile is named by its place). */
export function CollectionItems({ rows, offset = 0 }: { rows: CollectionRows; offset?: number }) {
  switch (rows.collection) {
    case 'store':
      return rows.items.map((p) => (
        <li key={p.id} className="flex">
          <ProductCard product={p} />
        </li>
      ));
    case 'reviews':
      return rows.items.map((r, i) => (
        // Laid out only near the view, as a store card is (product-card.tsx).
        <li
          key={i}
          className="rounded-lg border border-slate-200 p-4 text-sm [contain-intrinsic-block-size:auto_6rem] [content-visibility:auto]"
        >
          <p className="flex items-center gap-2">
            <span role="img" aria-label={`${r.stars} out of 5`}>
              <span aria-hidden="true">
                {'★'.repeat(r.stars)}
                {'☆'.repeat(5 - r.stars)}
              </span>
            </span>
            {r.byAgent && <Icon name="bot" className="size-4 text-slate-500" label="Reviewed by an agent" />}
            <span className="text-xs text-slate-500">
              <LocalTime iso={r.reviewedAt} style="date" />
            </span>
          </p>
          <p className="mt-1 text-slate-700">
            {r.text}
            {r.textTruncated && <Truncated />}
          </p>
        </li>
      ));
    case 'portfolio':
      return rows.items.map((url, i) => (
        <li key={`${url}-${i}`}>
          <PortfolioTile url={url} index={offset + i} />
        </li>
      ));
  }
}
