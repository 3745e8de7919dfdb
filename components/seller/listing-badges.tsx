import { StatusBadge } from '@/components/ui/status-badge';
import type { SellerProduct } from '@/lib/marketplace/seller/contract';

/** A listing's three states in words: on sale or paused, the profile public or private, and so shown in the store or not. */
export function ListingBadges({ product }: { product: Pick<SellerProduct, 'active' | 'publicProfile' | 'visible'> }) {
  return (
    <ul aria-label="Listing state" className="flex flex-wrap gap-1.5">
      <li>
        <StatusBadge tone={product.active ? 'success' : 'neutral'}>
          {product.active ? 'Active' : 'Inactive'}
        </StatusBadge>
      </li>
      <li>
        <StatusBadge tone={product.publicProfile ? 'success' : 'warning'}>
          {product.publicProfile ? 'Public profile' : 'Private profile'}
        </StatusBadge>
      </li>
      <li>
        <StatusBadge tone={product.visible ? 'brand' : 'neutral'}>
          {product.visible ? 'Visible in the store' : 'Not in the store'}
        </StatusBadge>
      </li>
    </ul>
  );
}
