'use client';

import { LogOut } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { putSession } from './session-store';

const SIGNED_OUT = { signedIn: false, account: null, keyRevealable: false } as const;

/** Signing out; its call loads when pressed. The header and every reader of the session follow at once. */
export function SignOutButton() {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const out = async () => {
    setPending(true);
    try {
      const [{ signOut }, { getQueryClient }, { accountKeys }] = await Promise.all([
        import('@/lib/marketplace/account/session-actions'),
        import('@/components/query-client'),
        import('@/lib/marketplace/account/client'),
      ]);
      await signOut();
      // The header's reads of this account (its balances) are forgotten with it.
      getQueryClient().removeQueries({ queryKey: accountKeys.all });
      putSession({ summary: SIGNED_OUT, at: Date.now() });
      toast.success('Signed out');
      router.push('/store');
    } catch (error) {
      const { errorMessage } = await import('@/components/ui/states');
      toast.error(errorMessage(error));
      setPending(false);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void out()} disabled={pending}>
      <LogOut className="size-4" aria-hidden="true" /> Sign out
    </Button>
  );
}
