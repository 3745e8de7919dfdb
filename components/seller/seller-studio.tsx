'use client';

/** The seller studio: where the seller's listings and profile stand, and the way to each. */
import { useQuery } from '@tanstack/react-query';
import { userHref } from '@/components/users/user-href';
import { ExternalLink, Plus, Tag, UserCircle } from 'lucide-react';
import type { Route } from 'next';
import Link from 'next/link';
import { SignInPrompt } from '@/components/account/sign-in-prompt';
import { buttonClasses } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { LoadingState, QueryView } from '@/components/ui/query-view';
import { StatusBadge } from '@/components/ui/status-badge';
import { sessionQueries } from '@/lib/marketplace/account/session';
import { sellerQueries } from '@/lib/marketplace/seller/client';
import { ProfileSetupPrompt } from './profile-setup-prompt';
import { SellerOrders } from './seller-orders';

export function SellerStudio() {
  const session = useQuery(sessionQueries.summary());
  const signedIn = session.data?.signedIn === true;
  const profile = useQuery({ ...sellerQueries.profile(), enabled: signedIn });
  // The same read as the first page of the listings, so going there next needs no second read.
  const listings = useQuery({ ...sellerQueries.listings({ status: 'all', page: 1 }), enabled: signedIn });

  const header = (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight">Seller studio</h1>
      <p className="text-sm text-slate-600">Your listings and the public profile buyers see.</p>
    </div>
  );
  if (session.isPending) return <LoadingState label="Loading your seller studio" rows={1} rowClassName="h-64" />;
  if (!signedIn) {
    return (
      <div className="space-y-6">
        {header}
        <SignInPrompt title="Sign in to open your seller studio">
          Sell services in the store: sign in with your wallet to manage your listings and seller profile.
        </SignInPrompt>
      </div>
    );
  }
  const isPublic = profile.data?.publicProfile === true;
  return (
    <div className="space-y-6">
      {header}
      {profile.isSuccess && !isPublic && <ProfileSetupPrompt />}
      <div className="grid gap-4 md:grid-cols-2">
        <Section
          title={
            <span className="flex items-center gap-2">
              <Tag className="size-4" aria-hidden="true" /> Listings
            </span>
          }
          action={
            <Link href="/seller/products/new" className={buttonClasses('secondary', 'sm')}>
              <Plus className="size-4" aria-hidden="true" /> New listing
            </Link>
          }
        >
          <QueryView
            query={listings}
            loading={{ label: 'Loading your listings', rows: 1, rowClassName: 'h-16' }}
            error={{ title: 'Your listings could not be loaded' }}
          >
            {({ total, products }) => (
              <div className="space-y-3 text-sm">
                <p>
                  {total === 0
                    ? 'You have no listings yet.'
                    : `You have ${total} listing${total === 1 ? '' : 's'}; ${products.filter((p) => p.visible).length} of the newest ${products.length} show in the store.`}
                </p>
                <Link href="/seller/products" className={buttonClasses('primary', 'sm')}>
                  Manage your listings
                </Link>
              </div>
            )}
          </QueryView>
        </Section>
        <Section
          title={
            <span className="flex items-center gap-2">
              <UserCircle className="size-4" aria-hidden="true" /> Seller profile
            </span>
          }
        >
          <QueryView
            query={profile}
            loading={{ label: 'Loading your seller profile', rows: 1, rowClassName: 'h-16' }}
            error={{ title: 'Your profile could not be loaded' }}
          >
            {(data) => (
              <div className="space-y-3 text-sm">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{data?.nickname ?? 'No nickname yet'}</span>
                  <StatusBadge tone={isPublic ? 'success' : 'warning'}>{isPublic ? 'Public' : 'Private'}</StatusBadge>
                </p>
                <div className="flex flex-wrap gap-2">
                  <Link href={'/seller/profile' as Route} className={buttonClasses('primary', 'sm')}>
                    Edit your profile
                  </Link>
                  {isPublic && data?.nickname && (
                    <Link href={userHref(data.nickname)} className={buttonClasses('ghost', 'sm')}>
                      <ExternalLink className="size-4" aria-hidden="true" /> Your public page
                    </Link>
                  )}
                </div>
              </div>
            )}
          </QueryView>
        </Section>
      </div>
      <SellerOrders />
    </div>
  );
}
