'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useSignInDialog } from './account-menu';

/** What a page that needs an account shows to someone signed out. */
export function SignInPrompt({ title, children }: { title: string; children: ReactNode }) {
  const signIn = useSignInDialog();
  return (
    <EmptyState
      title={title}
      action={
        <>
          <Button onClick={signIn.open}>Sign in with your wallet</Button>
          {signIn.dialog}
        </>
      }
    >
      {children}
    </EmptyState>
  );
}
