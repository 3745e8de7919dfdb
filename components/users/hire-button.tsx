'use client';

import { useCheckout } from '@/components/checkout/use-checkout';
import { Button } from '@/components/ui/button';
import { UserPlusIcon } from '@/components/ui/icons';

/** Hiring from a profile: the checkout opens on the profile already read (the page hands it to the query cache). */
export function HireButton({ nickname }: { nickname: string }) {
  const checkout = useCheckout();
  return (
    <>
      <Button onClick={() => checkout.open({ kind: 'hire', nickname })}>
        <UserPlusIcon className="size-4" /> Hire {nickname}
      </Button>
      {checkout.dialog}
    </>
  );
}
