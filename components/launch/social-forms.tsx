'use client';

/**
 * Likes and views on a post on X, and the quick orders, on one page: the
 * price is exact and shown before the wallet signs. All are paid in USDC on Solana.
 */
import { LaunchHeader } from './launch-header';
import { LikesAndViews } from './likes-and-views';
import { QuickOrder } from './quick-order';

export function SocialForms() {
  return (
    <div className="space-y-6">
      <LaunchHeader
        title="Likes and views"
        intro="Engagement on a post, paid in USDC on Solana: the price is exact and shown before your wallet signs."
      />
      <LikesAndViews />
      <QuickOrder />
    </div>
  );
}
