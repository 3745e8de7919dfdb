'use client';

/** /seller/profile: the seller profile's page, signed in, with the profile read before its form opens. */
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { SignInPrompt } from '@/components/account/sign-in-prompt';
import { LoadingState, QueryView } from '@/components/ui/query-view';
import { sessionQueries } from '@/lib/marketplace/account/session';
import { sellerQueries } from '@/lib/marketplace/seller/client';

const loading = { label: 'Loading your seller profile', rows: 1, rowClassName: 'h-96' };
const loadForm = () => import('./profile-form');
// The form (and its form library) loads for a signed-in seller only, under the same loading state as the profile.
const ProfileForm = dynamic(() => loadForm().then((module) => module.ProfileForm), {
  loading: () => <LoadingState {...loading} />,
});

export function ProfileEditor() {
  const session = useQuery(sessionQueries.summary());
  const signedIn = session.data?.signedIn === true;
  const profile = useQuery({ ...sellerQueries.profile(), enabled: signedIn });
  // Fetched beside the profile's read, not after it.
  useEffect(() => {
    if (signedIn) void loadForm().catch(() => undefined);
  }, [signedIn]);
  const header = (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight">Seller profile</h1>
      <p className="text-sm text-slate-600">What buyers see on your public page and beside your listings.</p>
    </div>
  );
  if (session.isPending) return <LoadingState {...loading} />;
  if (!signedIn) {
    return (
      <div className="space-y-6">
        {header}
        <SignInPrompt title="Sign in to edit your seller profile">
          Your profile belongs to your account. Sign in with your wallet to edit it.
        </SignInPrompt>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {header}
      <QueryView query={profile} loading={loading} error={{ title: 'Your profile could not be loaded' }}>
        {(data) => <ProfileForm profile={data} />}
      </QueryView>
    </div>
  );
}
