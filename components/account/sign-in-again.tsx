'use client';

import { Button } from '@/components/ui/button';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { useSignInDialog } from './account-menu';

/** Under a failure that a fresh sign-in resolves (a wallet on another account than the session's): the way to do it, in place. */
export function SignInAgain({ error }: { error: unknown }) {
  const signIn = useSignInDialog();
  if (!(error instanceof MarketplaceError) || error.action !== 'sign-in') return null;
  return (
    <>
      <Button variant="secondary" size="sm" className="mt-3" onClick={signIn.open}>
        Sign in again
      </Button>
      {signIn.dialog}
    </>
  );
}
