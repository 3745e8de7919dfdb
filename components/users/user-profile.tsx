'use client';

import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, Bot, ShieldCheck, UserPlus } from 'lucide-react';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { SignInPrompt } from '@/components/account/sign-in-prompt';
import { useCheckout } from '@/components/checkout/use-checkout';
import { ProductCard } from '@/components/store/product-card';
import { Avatar, Stars } from '@/components/store/seller-rating';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { userQueries } from '@/lib/marketplace/users/client';

export function UserProfile({ nickname }: { nickname: string }) {
  // Signed out, the dashboard reads public profiles with its own reader account.
  const profile = useQuery(userQueries.profile(nickname));
  const checkout = useCheckout();

  if (profile.isPending) return <Skeleton className="h-64" />;
  if (profile.isError) {
    const error = profile.error instanceof MarketplaceError ? profile.error : undefined;
    // Without the dashboard's reader account, a signed-out read needs the visitor's own.
    if (error?.action === 'sign-in') {
      return <SignInPrompt title={`Sign in to see ${nickname}’s profile`}>Public profiles are read with your account. Signing in is free.</SignInPrompt>;
    }
    if (error?.status === 404) {
      return <EmptyState title="No public profile">No public profile has the nickname “{nickname}”. Check the spelling.</EmptyState>;
    }
    // A read refused by the profile window says when it reads again (and does, on its own).
    return <ErrorState error={profile.error} title="This profile could not be loaded" onRetry={() => profile.refetch()} />;
  }
  const user = profile.data;
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start gap-4 rounded-lg border border-slate-200 bg-white p-5">
        <Avatar url={user.avatarUrl} name={user.nickname} size={72} />
        <div className="min-w-0 flex-1 space-y-1">
          <h1 className="flex items-center gap-2 text-2xl font-semibold">
            {user.nickname}
            {user.verifiedCreator && <BadgeCheck className="size-5 text-brand-600" aria-label="Verified creator" />}
          </h1>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Stars stars={user.stats.stars} reviews={user.stats.reviews} />
            {user.humanVerified && (
              <Badge tone="success">
                <ShieldCheck className="size-3.5" aria-hidden="true" /> Verified human
              </Badge>
            )}
          </div>
          {user.bio && <p className="text-sm text-slate-700">{user.bio}</p>}
        </div>
        <Button onClick={() => checkout.open({ kind: 'hire', nickname: user.nickname })}>
          <UserPlus className="size-4" aria-hidden="true" /> Hire {user.nickname}
        </Button>
        {checkout.dialog}
      </header>
      {user.about && (
        <section aria-labelledby="about-title" className="rounded-lg border border-slate-200 bg-white p-5">
          <h2 id="about-title" className="mb-2 font-semibold">
            About
          </h2>
          <p className="whitespace-pre-line text-sm text-slate-700">{user.about}</p>
        </section>
      )}
      {user.store && user.store.items.length > 0 && (
        <section aria-labelledby="listings-title" className="space-y-3">
          <h2 id="listings-title" className="font-semibold">
            Listings
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {user.store.items.map((p) => (
              <li key={p.id} className="flex">
                <ProductCard product={p} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {user.reviews && (
        <section aria-labelledby="reviews-title" className="space-y-3">
          <h2 id="reviews-title" className="font-semibold">
            Reviews
          </h2>
          {user.reviews.items.length === 0 ? (
            <p className="text-sm text-slate-500">No reviews yet.</p>
          ) : (
            <ul className="space-y-2">
              {user.reviews.items.map((r, i) => (
                <li key={i} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
                  <p className="flex items-center gap-2">
                    <span aria-label={`${r.stars} out of 5`}>{'★'.repeat(r.stars)}</span>
                    {r.byAgent && <Bot className="size-4 text-slate-500" aria-label="Reviewed by an agent" />}
                    <span className="text-xs text-slate-500">{new Date(r.reviewedAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}</span>
                  </p>
                  <p className="mt-1 text-slate-700">{r.text}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <Link href="/store" className="text-sm text-brand-700 hover:underline">
        Back to the store
      </Link>
    </div>
  );
}
