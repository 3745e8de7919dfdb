'use client';

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SignInPrompt } from '@/components/account/sign-in-prompt';
import { LoadingState } from '@/components/ui/query-view';
import { sessionQueries } from '@/lib/marketplace/account/session';

/** The creator's pages need an account: a prompt for someone signed out. */
export function CreatorSignedIn({ children }: { children: ReactNode }) {
  const session = useQuery(sessionQueries.summary());
  if (session.data?.signedIn) return children;
  if (session.isPending) return <LoadingState label="Checking that you are signed in" rows={1} rowClassName="h-40" />;
  return (
    <SignInPrompt title="Sign in to see the jobs you created">
      Your jobs, their entries and what they need from you belong to your account.
    </SignInPrompt>
  );
}
