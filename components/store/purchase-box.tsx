'use client';

import { ShoppingCart, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useCheckout } from '@/components/checkout/use-checkout';
import type { ProductDetail } from '@/lib/marketplace/store/contract';
import { PriceDisplay } from './price';

export interface PurchaseAction {
  label: ReactNode;
  primary: boolean;
  run: () => void;
}

/** What a listing can be bought with, if anything, and the checkout dialog it opens. */
export function usePurchaseAction(product: ProductDetail): { action: PurchaseAction | null; dialog: ReactNode } {
  const checkout = useCheckout();
  const { mode } = product.pricing;
  const nickname = product.seller.nickname;
  const action: PurchaseAction | null =
    mode === 'fixed'
      ? {
          label: (
            <>
              <ShoppingCart className="size-4" aria-hidden="true" /> Buy with USDC
            </>
          ),
          primary: true,
          run: () => checkout.open({ kind: 'store', productId: product.id, productName: product.name }),
        }
      : mode === 'on_request' && nickname
        ? {
            label: (
              <>
                <UserPlus className="size-4" aria-hidden="true" /> Hire {nickname} with your budget
              </>
            ),
            primary: false,
            run: () => checkout.open({ kind: 'hire', nickname }),
          }
        : null;
  return { action, dialog: checkout.dialog };
}

const TERMS: Record<ProductDetail['pricing']['mode'], string> = {
  fixed: 'Checkout gives a 30-minute quote in USDC on Solana or Base. The price shown is not a quote and reserves nothing.',
  on_request: 'This seller prices each job on request. Describe the work and your budget in a hire.',
  unavailable: 'This listing cannot be bought right now.',
};

/** The price, the terms and the buy button, beside the description on wide screens. */
export function PurchaseBox({ product, action }: { product: ProductDetail; action: PurchaseAction | null }) {
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex items-start justify-between gap-3">
        <span className="text-sm font-medium text-slate-600">Price</span>
        <PriceDisplay pricing={product.pricing} large />
      </div>
      <p className="text-sm text-slate-600">{TERMS[product.pricing.mode]}</p>
      {action && (
        <Button variant={action.primary ? 'primary' : 'secondary'} className="w-full" onClick={action.run}>
          {action.label}
        </Button>
      )}
    </div>
  );
}

/**
 * The price and the buy button pinned to the bottom of narrow screens, where the
 * purchase box sits below the description: buying never needs scrolling.
 */
export function StickyBuyBar({ product, action }: { product: ProductDetail; action: PurchaseAction | null }) {
  if (!action) return null;
  return (
    <div
      role="region"
      aria-label="Buy this service"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-lg backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3">
        <PriceDisplay pricing={product.pricing} align="start" />
        <Button variant={action.primary ? 'primary' : 'secondary'} className="min-w-0 shrink" onClick={action.run}>
          {action.label}
        </Button>
      </div>
    </div>
  );
}
