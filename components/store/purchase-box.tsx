'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useCheckout } from '@/components/checkout/use-checkout';
import { canPurchase, type PurchaseSubject } from './purchase-subject';
import { Icon } from '@/components/ui/icon';

const TERMS: Record<PurchaseSubject['mode'], string> = {
  fixed:
    'Checkout gives a 30-minute quote in USDC on Solana or Base. The price shown is not a quote and reserves nothing.',
  on_request: 'This seller prices each job on request. Describe the work and your budget in a hire.',
  unavailable: 'This listing cannot be bought right now.',
};

/**
 * The price, the terms and the buy button beside the description on wide
 * screens, and the same price and button pinned to the bottom of narrow
 * screens, where the box sits below the description: buying never needs
 * scrolling. The prices arrive rendered by the server.
 */
export function PurchaseBox({
  subject,
  price,
  barPrice,
}: {
  subject: PurchaseSubject;
  price: ReactNode;
  barPrice: ReactNode;
}) {
  const checkout = useCheckout();
  const { nickname } = subject;
  const buy = canPurchase(subject)
    ? subject.mode === 'fixed'
      ? {
          label: (
            <>
              <Icon name="shopping-cart" className="size-4" /> Buy with USDC
            </>
          ),
          primary: true,
          run: () =>
            checkout.open({
              kind: 'store',
              productId: subject.id,
              productName: subject.name,
              listedPrice: subject.price ?? undefined,
            }),
        }
      : {
          label: (
            <>
              <Icon name="user-plus" className="size-4" /> Hire {nickname} with your budget
            </>
          ),
          primary: false,
          run: () => nickname && checkout.open({ kind: 'hire', nickname }),
        }
    : null;
  return (
    <>
      <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
        <div className="flex items-start justify-between gap-3">
          <span className="text-sm font-medium text-slate-600">Price</span>
          {price}
        </div>
        <p className="text-sm text-slate-600">{TERMS[subject.mode]}</p>
        {buy && (
          <Button variant={buy.primary ? 'primary' : 'secondary'} className="w-full" onClick={buy.run}>
            {buy.label}
          </Button>
        )}
      </div>
      {buy && (
        <div
          role="region"
          aria-label="Buy this service"
          data-bottom-bar
          className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-lg backdrop-blur lg:hidden"
        >
          <div className="mx-auto flex max-w-7xl items-center justify-between gap-3">
            {barPrice}
            <Button variant={buy.primary ? 'primary' : 'secondary'} className="min-w-0 shrink" onClick={buy.run}>
              {buy.label}
            </Button>
          </div>
        </div>
      )}
      {checkout.dialog}
    </>
  );
}
