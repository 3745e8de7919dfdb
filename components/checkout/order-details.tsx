import { deliveryLabel } from '@/components/store/delivery';
import { Money } from '@/components/ui/money';
import { Section } from '@/components/ui/section';
import { webLink } from '@/lib/link';
import type { Purchase } from '@/lib/marketplace/checkout/contract';
import { Row } from './payment-details';
import { Icon } from '@/components/ui/icon';

/** What was ordered: the worker and budget of a hire, the listing's terms, and the order's number on the marketplace. */
export function OrderDetails({ purchase }: { purchase: Purchase }) {
  const website = purchase.order?.url ? webLink(purchase.order.url) : undefined;
  return (
    <Section title="Order">
      <dl className="divide-y divide-slate-100">
        {purchase.directHire && <Row label="Worker">{purchase.directHire.nickname}</Row>}
        {purchase.directHire && (
          <Row label="Budget">
            <Money amount={purchase.directHire.budgetUsd} show="usd" />
          </Row>
        )}
        <Row label="Revisions">{purchase.product.revisions ?? 'Not stated'}</Row>
        <Row label="Delivery">{deliveryLabel(purchase.product.expectedDelivery)}</Row>
        <Row label="Job on the marketplace">
          {purchase.order ? purchase.order.jobId : 'Created once the payment is confirmed'}
        </Row>
      </dl>
      {website && (
        <a
          href={website.href}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
        >
          Open on the marketplace website <Icon name="external-link" className="size-3.5" />
        </a>
      )}
    </Section>
  );
}
