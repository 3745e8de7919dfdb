/**
 * The seller studio, rendered on the server from the page's reads of the profile and the first page of listings:
 * where the listings and the profile stand, and the way to each. Only its refresh runs in the browser.
 */
import type { Route } from 'next';
import Link from 'next/link';
import { userHref } from '@/components/users/user-href';
import { buttonClasses } from '@/components/ui/button';
import { ReadError } from '@/components/ui/read-error';
import { Section } from '@/components/ui/section';
import { StatusBadge } from '@/components/ui/status-badge';
import type { ListingsRead } from '@/lib/marketplace/seller/client';
import type { SellerProfile } from '@/lib/marketplace/seller/contract';
import type { ServerRead } from '@/lib/marketplace/read-failure';
import { ProfileSetupPrompt } from './profile-setup-prompt';
import { ReadsAgainAfterSave } from './seller-controls-lazy';
import { SellerOrders } from './seller-orders';
import { Icon } from '@/components/ui/icon';

function ListingsSummary({ read }: { read: ServerRead<ListingsRead> }) {
  if (!read.ok) return <ReadError failure={read.failure} title="Your listings could not be loaded" readsAgain />;
  const { total, products, fetchedAt } = read.data;
  return (
    <div className="space-y-3 text-sm">
      <ReadsAgainAfterSave fetchedAt={fetchedAt} />
      <p>
        {total === 0
          ? 'You have no listings yet.'
          : `You have ${total} listing${total === 1 ? '' : 's'}; ${products.filter((p) => p.visible).length} of the newest ${products.length} show in the store.`}
      </p>
      <Link href="/seller/products" className={buttonClasses('primary', 'sm')}>
        Manage your listings
      </Link>
    </div>
  );
}

function ProfileSummary({ read }: { read: ServerRead<SellerProfile | null> }) {
  if (!read.ok) return <ReadError failure={read.failure} title="Your profile could not be loaded" readsAgain />;
  const profile = read.data;
  const isPublic = profile?.publicProfile === true;
  return (
    <div className="space-y-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{profile?.nickname ?? 'No nickname yet'}</span>
        <StatusBadge tone={isPublic ? 'success' : 'warning'}>{isPublic ? 'Public' : 'Private'}</StatusBadge>
      </p>
      <div className="flex flex-wrap gap-2">
        <Link href={'/seller/profile' as Route} className={buttonClasses('primary', 'sm')}>
          Edit your profile
        </Link>
        {isPublic && profile.nickname && (
          <Link href={userHref(profile.nickname)} className={buttonClasses('ghost', 'sm')}>
            <Icon name="external-link" className="size-4" /> Your public page
          </Link>
        )}
      </div>
    </div>
  );
}

export function SellerStudio({
  profile,
  listings,
  website,
}: {
  profile: ServerRead<SellerProfile | null>;
  listings: ServerRead<ListingsRead>;
  /** The marketplace website's origin, where the seller's orders are handled; null when unknown. */
  website: string | null;
}) {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Seller studio</h1>
        <p className="text-sm text-slate-600">Your listings and the public profile buyers see.</p>
      </div>
      {profile.ok && profile.data?.publicProfile !== true && <ProfileSetupPrompt />}
      <div className="grid gap-4 md:grid-cols-2">
        <Section
          title={
            <span className="flex items-center gap-2">
              <Icon name="tag" className="size-4" /> Listings
            </span>
          }
          action={
            <Link href="/seller/products/new" className={buttonClasses('secondary', 'sm')}>
              <Icon name="plus" className="size-4" /> New listing
            </Link>
          }
        >
          <ListingsSummary read={listings} />
        </Section>
        <Section
          title={
            <span className="flex items-center gap-2">
              <Icon name="circle-user" className="size-4" /> Seller profile
            </span>
          }
        >
          <ProfileSummary read={profile} />
        </Section>
      </div>
      <SellerOrders website={website} />
    </div>
  );
}
