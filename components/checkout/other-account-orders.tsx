'use client';

/**
 * Orders this browser paid from another account than the one signed in
 * (remembered when paid, see use-checkout-flow): the signed-in Purchases never
 * lists them, so the recovery page does, each with its order page.
 */
import type { Route } from 'next';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { shortenMiddle } from '@/components/ui/shorten-middle';
import { Section } from '@/components/ui/section';
import { forgetOtherAccountOrder } from '@/lib/marketplace/other-account-orders';
import { NETWORK_LABEL } from '@/lib/marketplace/values';
import { useOtherAccountOrders } from './other-account-orders-note';
import { LocalTime } from '@/components/ui/local-time';

const networkLabel = (network: string) =>
  network === 'solana' || network === 'base' ? NETWORK_LABEL[network] : 'another network';

export function OtherAccountOrders() {
  const orders = useOtherAccountOrders();
  if (orders.length === 0) return null;
  return (
    <Section title="Paid from another account">
      <p className="text-sm text-slate-600">
        Orders paid here with a wallet other than the one signed in. Each belongs to the account of the wallet that
        paid: signed in with that wallet, it is in Purchases.
      </p>
      <ul aria-label="Paid from another account" className="mt-3 space-y-3">
        {orders.map((order) => (
          <li key={order.purchaseId} className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone="neutral">{order.kind === 'hire' ? 'Hire' : 'Purchase'}</Badge>
              <span className="font-medium break-words">{order.summary}</span>
            </div>
            <p className="text-xs text-slate-500">
              Paid <LocalTime iso={order.at} /> with {networkLabel(order.network)} wallet{' '}
              <span title={order.payer}>{shortenMiddle(order.payer)}</span>, while signed in as{' '}
              <span title={order.signedInAs}>{shortenMiddle(order.signedInAs)}</span>
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <Link
                href={
                  `/purchases/${encodeURIComponent(order.purchaseId)}?kind=${order.kind === 'hire' ? 'hire' : 'store'}` as Route
                }
                className={buttonClasses('secondary', 'sm')}
              >
                Open the order
              </Link>
              <Button size="sm" variant="ghost" onClick={() => forgetOtherAccountOrder(order.purchaseId)}>
                Remove from this list
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
