'use client';

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SignInPrompt } from '@/components/account/sign-in-prompt';
import { LoadingState } from '@/components/ui/query-view';
import { sessionQueries } from '@/lib/marketplace/account/session';

/** Launches made with the account's key (social jobs, paying a job by ID) need an account: a prompt for someone signed out. */
export function LaunchSignedIn({ title, children }: { title: string; children: ReactNode }) {
  const session = useQuery(sessionQueries.summary());
  if (session.data?.signedIn) return children;
  if (session.isPending) return <LoadingState label="Checking that you are signed in" rows={1} rowClassName="h-40" />;
  return <SignInPrompt title={title}>This is done with your account, which the job then belongs to.</SignInPrompt>;
}
