'use client';

/** /users/[nickname]: a public profile, or in plain words why it cannot be shown. */
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { SignInPrompt } from '@/components/account/sign-in-prompt';
import { useCheckout } from '@/components/checkout/use-checkout';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { userQueries } from '@/lib/marketplace/users/client';
import { ProfileHeader } from './profile-header';
import { AboutAndBlog, Collections } from './profile-sections';
import { UserFacts } from './user-facts';

export function UserProfile({ nickname }: { nickname: string }) {
  // Signed out, the dashboard reads public profiles with its own reader account.
  const profile = useQuery(userQueries.profile(nickname));
  const checkout = useCheckout();

  const error = profile.isError && profile.error instanceof MarketplaceError ? profile.error : undefined;
  // Without the dashboard's reader account, a signed-out read needs the visitor's own.
  if (error?.action === 'sign-in') {
    return (
      <SignInPrompt title={`Sign in to see ${nickname}’s profile`}>
        Public profiles are read with your account. Signing in is free.
      </SignInPrompt>
    );
  }
  if (error?.status === 404) {
    return (
      <EmptyState title="No public profile">
        No public profile has the nickname “{nickname}”. Check the spelling.
      </EmptyState>
    );
  }
  // A read refused by the profile window says when it reads again (and does, on its own).
  return (
    <QueryView
      query={profile}
      loading={{ label: `Loading ${nickname}’s profile`, rows: 1, rowClassName: 'h-64' }}
      error={{ title: 'This profile could not be loaded' }}
    >
      {(user) => (
        <div className="space-y-6">
          <ProfileHeader
            user={user}
            onHire={() => checkout.open({ kind: 'hire', nickname: user.nickname })}
            checkoutDialog={checkout.dialog}
          />
          <UserFacts user={user} />
          <AboutAndBlog user={user} />
          <Collections user={user} />
          <Link href="/store" className="text-sm text-brand-700 hover:underline">
            Back to the store
          </Link>
        </div>
      )}
    </QueryView>
  );
}
