'use client';

/** Before the inbox first opens for an account in this browser: what opening it does, said once. */
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { explainedCookie, explainedValueIn, legacyExplainedKey } from './inbox-explained';

export function FirstVisit({ accountId }: { accountId: string }) {
  const router = useRouter();
  const [opening, startOpening] = useTransition();
  // Remembered where the server reads it; the page rendered again then opens the inbox.
  const open = useCallback(() => {
    document.cookie = explainedCookie(explainedValueIn(document.cookie), accountId, location.protocol === 'https:');
    startOpening(() => router.refresh());
  }, [accountId, router]);
  // A browser that was told before the cookie existed is not told again.
  useEffect(() => {
    if (globalThis.localStorage?.getItem(legacyExplainedKey(accountId)) === 'yes') open();
  }, [accountId, open]);

  return (
    <section
      aria-labelledby="first-visit-title"
      className="rounded-lg border border-amber-200 bg-amber-50 p-5 text-sm text-amber-900"
    >
      <h2 id="first-visit-title" className="text-base font-semibold">
        Opening your inbox marks everything in it as read
      </h2>
      <p className="mt-2">
        When you open the inbox, the marketplace marks every notification you have as read, up to that moment, and your
        unread count goes to zero. Only what arrives afterwards counts as unread. The live notifications in the bell
        never mark anything read.
      </p>
      <Button className="mt-4" onClick={open} disabled={opening} aria-busy={opening}>
        {opening ? 'Opening your inbox…' : 'Open my inbox'}
      </Button>
    </section>
  );
}
