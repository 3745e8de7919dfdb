'use client';

import { useCheckout } from '@/components/checkout/use-checkout';
import { Button } from '@/components/ui/button';
import type { PublicUser } from '@/lib/marketplace/users/contract';
import { Icon } from '@/components/ui/icon';

/**
 * Hiring from a profile. The checkout, loaded when pressed, finds whom it hires in the tab's query cache: the profile
 * the page rendered is put there first, so it is not read again (the page itself brings no query client).
 */
export function HireButton({ user }: { user: PublicUser }) {
  const checkout = useCheckout();
  const hire = async () => {
    const [{ getQueryClient }, { userQueries }] = await Promise.all([
      import('@/components/query-client'),
      import('@/lib/marketplace/users/client'),
    ]);
    getQueryClient().setQueryData(
      userQueries.profile(user.nickname).queryKey,
      (read) => read ?? { ok: true as const, user },
    );
    checkout.open({ kind: 'hire', nickname: user.nickname });
  };
  return (
    <>
      <Button onClick={() => void hire()}>
        <Icon name="user-plus" className="size-4" /> Hire {user.nickname}
      </Button>
      {checkout.dialog}
    </>
  );
}
