'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { putSession } from './session-store';
import { Icon } from '@/components/ui/icon';

// Loaded by the press that finds something in doubt, with the count.
const SignOutInDoubt = dynamic(() => import('./leaving-account').then((m) => m.SignOutInDoubt), { ssr: false });

const SIGNED_OUT = { signedIn: false, account: null, keyRevealable: false } as const;

/**
 * Signing out; its calls load when pressed. Operations in doubt end with the
 * session, so when there are any (or they cannot be counted) the person is
 * asked first, with the way to check them. The header and every reader of the
 * session follow at once.
 */
export function SignOutButton() {
  const router = useRouter();
  // Only the signing out itself disables the button: while the list is read it keeps the focus, for the dialog to give back.
  const [pending, setPending] = useState(false);
  const checking = useRef(false);
  const [doubt, setDoubt] = useState<number | 'unreadable' | null>(null);
  const out = async () => {
    setDoubt(null);
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
  const start = async () => {
    if (checking.current) return;
    checking.current = true;
    const found = await import('./leaving-account')
      .then((m) => m.operationsInDoubt())
      .catch(() => 'unreadable' as const);
    checking.current = false;
    if (found === 0) return out();
    setDoubt(found);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => void start()} disabled={pending}>
        <Icon name="log-out" className="size-4" /> Sign out
      </Button>
      {doubt !== null && <SignOutInDoubt doubt={doubt} onSignOut={() => void out()} onClose={() => setDoubt(null)} />}
    </>
  );
}
