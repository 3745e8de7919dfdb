'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDashboardConfig } from '@/components/shell/dashboard-config';
import { SignedInMenu } from './signed-in-menu';
import { useSessionSummary } from './use-session-summary';
import { Icon } from '@/components/ui/icon';

// Wallet libraries load with the dialog, never with the page.
const SignInDialog = dynamic(() => import('./sign-in-dialog'), { ssr: false });

export function useSignInDialog() {
  const { sandbox } = useDashboardConfig();
  const [open, setOpen] = useState(false);
  const dialog = open ? <SignInDialog open onClose={() => setOpen(false)} sandbox={sandbox} /> : null;
  return { open: () => setOpen(true), dialog };
}

export function AccountMenu() {
  const session = useSessionSummary();
  const signIn = useSignInDialog();

  if (session?.signedIn && session.account) return <SignedInMenu account={session.account} />;
  return (
    <>
      <Button size="sm" onClick={signIn.open}>
        <Icon name="log-in" className="size-4" /> Sign in
      </Button>
      {signIn.dialog}
    </>
  );
}
