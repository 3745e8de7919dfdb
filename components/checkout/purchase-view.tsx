'use client';

/**
 * One purchase or hire: its state in plain words, what happens next, the
 * payment and pricing, and the order room once the order is active. Status is
 * read at the pace of the shared 10 s window (and Retry-After), with the
 * original identifiers only: nothing here ever pays again.
 */
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, ArrowLeft, ExternalLink, ShieldAlert } from 'lucide-react';
import type { Route } from 'next';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDuration, useSecondsLeft } from '@/components/ui/countdown';
import { FetchedAt } from '@/components/ui/fetched-at';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/states';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { formatAsset, formatUsd } from '@/lib/money';
import { NETWORK_LABEL } from './quote-summary';
import type { CheckoutTarget } from './checkout-dialog';
import { useCheckout } from './use-checkout';
import { deliveryLabel } from '@/components/store/delivery';
import { OrderRoom } from '@/components/orders/order-room';
import { KIND_LABEL, STATUS_COPY } from './status-copy';
import { isVaultHandle } from '@/lib/marketplace/handles';
import { type Checkout, type Purchase, type PurchaseStatus, type CheckoutKind } from '@/lib/marketplace/checkout/contract';
import { checkoutQueries as purchaseQueries } from '@/lib/marketplace/checkout/client';

const STEPS: PurchaseStatus[] = ['awaiting_payment', 'processing', 'payment_submitted', 'payment_confirmed'];

function Steps({ status }: { status: PurchaseStatus }) {
  const at = STEPS.indexOf(status);
  return (
    <ol aria-label="Progress" className="grid grid-cols-4 gap-2 text-xs">
      {STEPS.map((step, i) => (
        <li
          key={step}
          aria-current={step === status ? 'step' : undefined}
          className={`rounded border-t-4 pt-1 ${at >= i ? 'border-brand-600 text-slate-900' : 'border-slate-200 text-slate-400'}`}
        >
          {STATUS_COPY[step].label}
        </li>
      ))}
    </ol>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

function PaymentDetails({ subject }: { subject: Purchase | Checkout }) {
  const payment = subject.payment;
  const pricing = subject.pricing;
  const hire = 'kind' in subject ? subject.kind === 'direct_hire' : subject.family === 'hire';
  const payWithin = useSecondsLeft(Date.parse(payment.initiateBefore));
  const awaiting = subject.status === 'awaiting_payment';
  return (
    <section aria-labelledby="payment-title" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="payment-title" className="mb-2 text-base font-semibold">
        Payment
      </h2>
      <dl className="divide-y divide-slate-100">
        <Row label="Amount">{formatAsset(payment.amount, payment.asset)}</Row>
        <Row label="Network">{NETWORK_LABEL[subject.network]}</Row>
        <Row label={hire ? 'Worker receives' : 'Seller receives (net)'}>{hire ? formatAsset(pricing.sellerNetUsd, 'USDC') : formatUsd(pricing.sellerNetUsd)}</Row>
        <Row label="Order amount (incl. fee)">{formatAsset(pricing.orderAmountUsdc, 'USDC')}</Row>
        <Row label="Identification amount">{formatAsset(pricing.identificationAmountUsdc, 'USDC')}</Row>
        {payment.transactionId && (
          <Row label="Transaction">
            <span className="break-all font-mono text-xs">{payment.transactionId}</span>
          </Row>
        )}
        <Row label="Quote expires">{new Date(payment.expiresAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}</Row>
        {awaiting && <Row label="Payment must start within">{payWithin > 0 ? formatDuration(payWithin) : 'too late for this quote'}</Row>}
      </dl>
    </section>
  );
}

function NotReadable({ error }: { error: unknown }) {
  const denied = error instanceof MarketplaceError && (error.status === 404 || error.status === 402 || error.status === 401);
  if (!denied) return <ErrorState error={error} title="The status could not be read" />;
  return (
    <div role="alert" className="rounded-lg border border-slate-200 bg-white p-5 text-sm">
      <p className="font-semibold">This order cannot be read from here</p>
      <p className="mt-1 text-slate-600">
        Status is private. Open it in the browser that bought it, or sign in with the account that paid. If you believe you paid, do not pay again: your recovery list keeps the
        original identifiers.
      </p>
      <Link href="/recovery" className="mt-3 inline-block font-medium text-brand-700 hover:underline">
        Open the recovery list
      </Link>
    </div>
  );
}

export function PurchaseView({ purchaseId, kind, kindGuessed = false }: { purchaseId: string; kind: CheckoutKind; kindGuessed?: boolean }) {
  const query = useQuery(purchaseQueries.status(purchaseId, kind));
  const requote = useCheckout();
  const back = (
    <Link href="/purchases" className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900">
      <ArrowLeft className="size-4" aria-hidden="true" /> Purchases
    </Link>
  );

  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading the order" className="space-y-4">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-24" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className="space-y-4">
        {back}
        <NotReadable error={query.error} />
        {kindGuessed && query.error instanceof MarketplaceError && query.error.status === 404 && (
          <Link href={`/purchases/${encodeURIComponent(purchaseId)}?kind=hire` as Route} className="text-sm font-medium text-brand-700 hover:underline">
            Is this a hire? Look it up as a hire
          </Link>
        )}
      </div>
    );
  }

  const { purchase, checkout, kind: readKind } = query.data;
  const subject = purchase ?? checkout!;
  const status = subject.status;
  const copy = STATUS_COPY[status];
  const title = purchase ? (purchase.kind === 'direct_hire' ? `Hire of ${purchase.directHire?.nickname ?? 'a worker'}` : purchase.product.name) : checkout!.summary;
  const seller = purchase?.directHire?.nickname ?? 'the seller';
  const neverPaid = status === 'expired' && !subject.payment.transactionId;
  const requoteTarget: CheckoutTarget | undefined = purchase
    ? purchase.kind === 'direct_hire' && purchase.directHire
      ? { kind: 'hire', nickname: purchase.directHire.nickname }
      : purchase.productId
        ? { kind: 'store', productId: purchase.productId, productName: purchase.product.name }
        : undefined
    : undefined;
  const roomOpen = purchase && isVaultHandle(purchase.secret) && purchase.chat && purchase.order?.fundingStatus === 'funded';

  return (
    <div className="space-y-6">
      {back}
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="neutral">{purchase ? KIND_LABEL[purchase.kind] : readKind === 'hire' ? 'Hire' : 'Purchase'}</Badge>
          <Badge tone={copy.tone}>{copy.label}</Badge>
        </div>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="font-mono text-xs text-slate-500">{purchaseId}</p>
        <FetchedAt at={query.data.fetchedAt} onRefresh={() => query.refetch()} refreshing={query.isFetching} />
      </header>

      {query.isError && <ErrorState error={query.error} title="The latest status could not be read" />}

      <Steps status={status} />

      <section aria-labelledby="status-title" className="rounded-lg border border-slate-200 bg-white p-5">
        <h2 id="status-title" className="text-base font-semibold">
          {copy.label}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{copy.meaning}</p>
        <p className="mt-1 text-sm text-slate-700">{copy.next}</p>
        {purchase?.nextAction?.description && <p className="mt-1 text-xs text-slate-500">From the marketplace: {purchase.nextAction.description}</p>}
        {copy.doNotPayAgain && (
          <p className="mt-3 flex items-start gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> Do not pay again for this order. A second payment would be a second order, not a replacement.
          </p>
        )}
        {status === 'payment_review' && purchase?.recovery && (
          <div className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            <p className="flex items-center gap-2 font-semibold">
              <ShieldAlert className="size-4" aria-hidden="true" /> Recovery
            </p>
            <p className="mt-1">{purchase.recovery.guidance}</p>
            <p className="mt-1 text-xs">Reason: {purchase.recovery.reason}</p>
          </div>
        )}
        {neverPaid && requoteTarget && (
          <Button className="mt-3" onClick={() => requote.open(requoteTarget)}>
            Get a new quote
          </Button>
        )}
        {requote.dialog}
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <PaymentDetails subject={subject} />
        {purchase && (
          <section aria-labelledby="order-title" className="rounded-lg border border-slate-200 bg-white p-5">
            <h2 id="order-title" className="mb-2 text-base font-semibold">
              Order
            </h2>
            <dl className="divide-y divide-slate-100">
              {purchase.directHire && <Row label="Worker">{purchase.directHire.nickname}</Row>}
              {purchase.directHire && <Row label="Budget">{formatUsd(purchase.directHire.budgetUsd)}</Row>}
              <Row label="Revisions">{purchase.product.revisions ?? '—'}</Row>
              <Row label="Delivery">{deliveryLabel(purchase.product.expectedDelivery)}</Row>
              {purchase.order ? (
                <>
                  <Row label="Job">{purchase.order.jobId}</Row>
                  <Row label="Order status">{purchase.order.status}</Row>
                  <Row label="Work">{purchase.order.workStatus ?? '—'}</Row>
                  <Row label="Funding">{purchase.order.fundingStatus ?? '—'}</Row>
                </>
              ) : (
                <Row label="Order">Created once the payment is confirmed</Row>
              )}
            </dl>
            {purchase.order?.url && (
              <a href={purchase.order.url} target="_blank" rel="noopener noreferrer" className="mt-2 inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
                Open on the marketplace website <ExternalLink className="size-3.5" aria-hidden="true" />
              </a>
            )}
          </section>
        )}
      </div>

      {roomOpen && <OrderRoom handle={purchase.secret!} seller={seller === 'the seller' ? 'Seller' : seller} />}
    </div>
  );
}
