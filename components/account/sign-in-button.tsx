'use client';

import { Button } from '@/components/ui/button';
import { useSignInDialog } from './account-menu';

/** The prompt's one control: opens the sign-in dialog (whose wallet code loads with it). */
export function SignInButton() {
  const signIn = useSignInDialog();
  return (
    <>
      <Button onClick={signIn.open}>Sign in with your wallet</Button>
      {signIn.dialog}
    </>
  );
}
