'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useDashboardConfig } from '@/components/shell/dashboard-config';
import type { CheckoutTarget } from '@/lib/marketplace/checkout/form';

// Wallet and x402 libraries load with the dialog, never with the page.
const CheckoutDialog = dynamic(() => import('./checkout-dialog'), { ssr: false });

export function useCheckout() {
  const { sandbox } = useDashboardConfig();
  const [target, setTarget] = useState<CheckoutTarget | null>(null);
  const dialog = target ? <CheckoutDialog target={target} sandbox={sandbox} onClose={() => setTarget(null)} /> : null;
  return { open: setTarget, dialog };
}
