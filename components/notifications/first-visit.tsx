'use client';

/** Before the inbox first opens for an account in this browser: what opening it does, said once. */
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

/** Whether this browser has told this account what opening the inbox does; null until storage has been read. */
export function useExplained(accountId: string | undefined): [boolean | null, () => void] {
  const key = accountId && `marketplace.notifications.inbox-explained.v1:${accountId}`;
  const [explained, setExplained] = useState<boolean | null>(null);
  useEffect(() => {
    // Storage exists only in the browser: read after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setExplained(key ? globalThis.localStorage?.getItem(key) === 'yes' : null);
  }, [key]);
  const acknowledge = () => {
    if (key) globalThis.localStorage?.setItem(key, 'yes');
    setExplained(true);
  };
  return [explained, acknowledge];
}

export function FirstVisit({ onOpen }: { onOpen: () => void }) {
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
      <Button className="mt-4" onClick={onOpen}>
        Open my inbox
      </Button>
    </section>
  );
}
