/**
 * Likes and views on a post on X, and the quick orders, on one page: the
 * price is exact and shown before the wallet signs. All are paid in USDC on
 * Solana. Rendered on the server; each form's code loads when a person starts
 * with it.
 */
import { LaunchHeader } from './launch-header';
import { LikesAndViewsOnFirstUse, QuickOrderOnFirstUse } from './social-forms-lazy';
import { LikesAndViewsStandIn, QuickOrderStandIn } from './social-stand-ins';

export function SocialForms() {
  return (
    <div className="space-y-6">
      <LaunchHeader
        title="Likes and views"
        intro="Engagement on a post, paid in USDC on Solana: the price is exact and shown before your wallet signs."
      />
      <LikesAndViewsOnFirstUse standIn={<LikesAndViewsStandIn />} />
      <QuickOrderOnFirstUse standIn={<QuickOrderStandIn />} />
    </div>
  );
}
