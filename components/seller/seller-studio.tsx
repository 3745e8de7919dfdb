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
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { ErrorState } from '@/components/ui/states';
import { sessionQueries } from '@/lib/marketplace/account/session';
import { sellerQueries } from '@/lib/marketplace/seller/client';
import { ProfileSetupPrompt } from './profile-setup-prompt';

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
  if (session.isPending) return <Skeleton className="h-64" />;
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
          {listings.isPending ? (
            <Skeleton className="h-16" />
          ) : listings.isError ? (
            <ErrorState
              error={listings.error}
              title="Your listings could not be loaded"
              onRetry={() => void listings.refetch()}
            />
          ) : (
            <div className="space-y-3 text-sm">
              <p>
                {listings.data.total === 0
                  ? 'You have no listings yet.'
                  : `You have ${listings.data.total} listing${listings.data.total === 1 ? '' : 's'}; ${listings.data.products.filter((p) => p.visible).length} of the newest ${listings.data.products.length} show in the store.`}
              </p>
              <Link href="/seller/products" className={buttonClasses('primary', 'sm')}>
                Manage your listings
              </Link>
            </div>
          )}
        </Section>
        <Section
          title={
            <span className="flex items-center gap-2">
              <UserCircle className="size-4" aria-hidden="true" /> Seller profile
            </span>
          }
        >
          {profile.isPending ? (
            <Skeleton className="h-16" />
          ) : profile.isError ? (
            <ErrorState
              error={profile.error}
              title="Your profile could not be loaded"
              onRetry={() => void profile.refetch()}
            />
          ) : (
            <div className="space-y-3 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{profile.data?.nickname ?? 'No nickname yet'}</span>
                <StatusBadge tone={isPublic ? 'success' : 'warning'}>{isPublic ? 'Public' : 'Private'}</StatusBadge>
              </p>
              <div className="flex flex-wrap gap-2">
                <Link href={'/seller/profile' as Route} className={buttonClasses('primary', 'sm')}>
                  Edit your profile
                </Link>
                {isPublic && profile.data?.nickname && (
                  <Link href={userHref(profile.data.nickname)} className={buttonClasses('ghost', 'sm')}>
                    <ExternalLink className="size-4" aria-hidden="true" /> Your public page
                  </Link>
                )}
              </div>
            </div>
          )}
        </Section>
      </div>
    </div>
  );
}
