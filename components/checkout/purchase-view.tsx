'use client';

/**
 * One purchase or hire: where it stands on its timeline, in plain words, what
 * happens next, the payment and the order, and the order room once the seller
 * has it. Status is read at the pace of its window (and Retry-After), with the
 * original identifiers only: nothing here ever pays again.
 */
import { useQuery } from '@tanstack/react-query';
import { OrderRoom } from '@/components/orders/order-room';
import { orderRoomHandle } from '@/components/orders/order-room-reads';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { KIND_LABEL, withPaymentInDoubt } from '@/components/orders/progress';
import { useOrderProgress } from '@/components/orders/use-order-progress';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CopyableValue } from '@/components/ui/copyable-value';
import { FetchedAt } from '@/components/ui/fetched-at';
import { QueryView } from '@/components/ui/query-view';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/states';
import { StatusBadge } from '@/components/ui/status-badge';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { checkoutQueries, type StatusRead } from '@/lib/marketplace/checkout/client';
import type { Purchase } from '@/lib/marketplace/checkout/contract';
import type { CheckoutKind } from '@/lib/marketplace/checkout/terms';
import type { CheckoutTarget } from '@/lib/marketplace/checkout/form';
import { isUncertain, recoveryQuery, type RecoveryOperation } from '@/lib/marketplace/recovery';
import { OrderDetails } from './order-details';
import { LookUpAsHire, NotReadable, backToPurchases, isDenied } from './order-refusal';
import { PaymentDetails } from './payment-details';
import { PurchaseStatus } from './purchase-status';
import { useCheckout } from './use-checkout';

function NotReadableHere({ error }: { error: unknown }) {
  if (!(error instanceof MarketplaceError && isDenied(error.status)))
    return <ErrorState error={error} title="The status could not be read" />;
  return <NotReadable />;
}

/**
 * What to buy again when a quote lapsed unpaid: from the purchase, or for a quote that never reached one (only its
 * checkout is read), from the request this browser's journal kept.
 */
function requoteTarget(
  purchase: Purchase | undefined,
  sent: RecoveryOperation | undefined,
  summary: string,
): CheckoutTarget | undefined {
  if (!purchase) {
    const { productId, nickname } = sent?.body ?? {};
    if (typeof productId === 'string') return { kind: 'store', productId, productName: summary };
    return typeof nickname === 'string' ? { kind: 'hire', nickname } : undefined;
  }
  if (purchase.kind === 'direct_hire')
    return purchase.directHire ? { kind: 'hire', nickname: purchase.directHire.nickname } : undefined;
  return purchase.productId
    ? { kind: 'store', productId: purchase.productId, productName: purchase.product.name ?? 'this listing' }
    : undefined;
}

function PurchaseDetails({
  read,
  refresh,
}: {
  read: StatusRead & { purchaseId: string };
  refresh: { refetch: () => void; fetching: boolean; error: unknown };
}) {
  const { purchase, checkout } = read;
  const subject = purchase ?? checkout!;
  const handle = orderRoomHandle(purchase);
  // This browser's own send of the payment, if the journal holds it: a payment without an answer is still in doubt
  // while the checkout reads as awaiting payment (it may be on its way), and is never to be paid again.
  const sent = useQuery(recoveryQuery()).data?.find((op) => op.purchaseId === read.purchaseId);
  const progress = withPaymentInDoubt(useOrderProgress(subject, purchase, handle), !!sent && isUncertain(sent));
  const requote = useCheckout();
  const target = requoteTarget(purchase, sent, checkout?.summary ?? '');
  const title = purchase
    ? purchase.kind === 'direct_hire'
      ? `Hire of ${purchase.directHire?.nickname ?? 'a worker'}`
      : (purchase.product.name ?? 'A store purchase')
    : checkout!.summary;
  const kindLabel = purchase ? KIND_LABEL[purchase.kind] : read.kind === 'hire' ? 'Hire' : 'Purchase';

  return (
    <div className="space-y-6">
      {backToPurchases}
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="neutral">{kindLabel}</Badge>
          <StatusBadge tone={progress.tone}>{progress.label}</StatusBadge>
        </div>
        <h1 className="text-2xl font-semibold tracking-tight break-words">{title}</h1>
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
          Order number <CopyableValue value={read.purchaseId} label="Order number" />
        </p>
        <FetchedAt at={read.fetchedAt} onRefresh={refresh.refetch} refreshing={refresh.fetching} />
      </header>

      {refresh.error !== null && <ErrorState error={refresh.error} title="The latest status could not be read" />}
      <OrderTimeline steps={progress.steps} />
      <PurchaseStatus progress={progress} recovery={purchase?.recovery}>
        {progress.actions.requote && target && (
          <Button className="mt-3" onClick={() => requote.open(target)}>
            Get a new quote
          </Button>
        )}
        {requote.dialog}
      </PurchaseStatus>

      <div className="grid gap-4 lg:grid-cols-2">
        <PaymentDetails subject={subject} />
        {purchase && <OrderDetails purchase={purchase} />}
      </div>

      {progress.actions.chat && handle && (
        <OrderRoom
          handle={handle}
          seller={purchase?.directHire?.nickname}
          orderStatus={purchase?.order?.status}
          actions={progress.actions}
        />
      )}
    </div>
  );
}

export function PurchaseView({
  purchaseId,
  kind,
  kindGuessed = false,
}: {
  purchaseId: string;
  kind: CheckoutKind;
  kindGuessed?: boolean;
}) {
  const query = useQuery(checkoutQueries.status(purchaseId, kind));
  return (
    <QueryView
      query={query}
      // A later read that fails is said inside the details, which stay.
      keepData="silently"
      loading={{
        label: 'Loading the order',
        children: (
          <>
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-24" />
            <Skeleton className="h-48" />
          </>
        ),
      }}
      error={{
        render: (error) => (
          <div className="space-y-4">
            {backToPurchases}
            <NotReadableHere error={error} />
            {kindGuessed && error instanceof MarketplaceError && error.status === 404 && (
              <LookUpAsHire purchaseId={purchaseId} />
            )}
          </div>
        ),
      }}
    >
      {(data) => (
        <PurchaseDetails
          read={{ ...data, purchaseId }}
          refresh={{ refetch: () => void query.refetch(), fetching: query.isFetching, error: query.error }}
        />
      )}
    </QueryView>
  );
}
