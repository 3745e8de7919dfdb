'use client';

import { useQuery } from '@tanstack/react-query';
import type { Route } from 'next';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { FetchedAt } from '@/components/ui/fetched-at';
import { QueryView } from '@/components/ui/query-view';
import { EmptyState } from '@/components/ui/empty-state';
import { OtherAccountOrdersNote } from './other-account-orders';
import { SignInPrompt } from '@/components/account/sign-in-prompt';
import { PurchasesExport } from '@/components/export/purchases-export';
import { itemName } from './item-name';
import { NETWORK_LABEL } from '@/lib/marketplace/values';
import { KIND_LABEL, orderProgress } from '@/components/orders/progress';
import { Money } from '@/components/ui/money';
import { StatusBadge } from '@/components/ui/status-badge';
import type { HistoryItem } from '@/lib/marketplace/checkout/contract';
import { checkoutQueries as purchaseQueries } from '@/lib/marketplace/checkout/client';
import { sessionQueries } from '@/lib/marketplace/account/session';

function Row({ item }: { item: HistoryItem }) {
  const progress = orderProgress({
    status: item.status,
    transactionId: item.payment.transactionId,
    order: item.order,
    refunded: item.refund !== null,
  });
  const href =
    `/purchases/${encodeURIComponent(item.purchaseId)}?kind=${item.kind === 'direct_hire' ? 'hire' : 'store'}` as Route;
  return (
    <li className="relative flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-500">
      {/* On a phone the name takes its own full-width line; from sm up it shares the row and may shorten. */}
      <div className="min-w-0 flex-1 basis-full sm:basis-48">
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone="neutral">{KIND_LABEL[item.kind]}</Badge>
          <Link href={href} className="min-w-0 font-medium wrap-anywhere after:absolute after:inset-0 sm:truncate">
            {itemName(item)}
          </Link>
        </p>
        <p className="mt-1 text-xs text-slate-500">
          {new Date(item.createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })} ·{' '}
          {NETWORK_LABEL[item.network]}
          {item.order ? ` · job ${item.order.jobId}` : ''}
        </p>
      </div>
      <Money amount={item.payment.amount} token={item.payment.asset} show="usd" className="text-sm font-medium" />
      <StatusBadge tone={progress.tone}>{progress.label}</StatusBadge>
      {item.refund && (
        <Badge tone="neutral">
          <Money amount={item.refund.amount} token={item.refund.asset} /> refunded
        </Badge>
      )}
    </li>
  );
}

export function PurchasesList() {
  const router = useRouter();
  const cursor = useSearchParams()?.get('cursor') ?? undefined;
  const session = useQuery(sessionQueries.summary());
  const signedIn = session.data?.signedIn === true;
  const history = useQuery({ ...purchaseQueries.history(cursor), enabled: signedIn });

  const header = (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Purchases</h1>
        <p className="text-sm text-slate-600">Your purchases and hires, newest first, with their payment status.</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {signedIn && <PurchasesExport />}
        <Link href="/recovery" className={buttonClasses('secondary', 'sm')}>
          Unfinished operations
        </Link>
      </div>
    </div>
  );

  if (!signedIn) {
    return (
      <div className="space-y-6">
        {header}
        <SignInPrompt title="Sign in to see your purchase history">
          Orders belong to the wallet that paid. Sign in with it to list them. Anything this browser bought is also on
          the unfinished operations page until it is settled.
        </SignInPrompt>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      {header}
      <OtherAccountOrdersNote />
      {history.data && (
        <FetchedAt at={history.data.fetchedAt} onRefresh={() => history.refetch()} refreshing={history.isFetching} />
      )}
      <QueryView
        query={history}
        keepData="with-error"
        loading={{ label: 'Loading purchases', rows: 5, rowClassName: 'h-16' }}
        error={{ title: 'Your purchases could not be loaded' }}
        isEmpty={(data) => data.purchases.length === 0}
        empty={
          <EmptyState
            title={cursor ? 'No older purchases' : 'No purchases yet'}
            action={
              <Link href="/store" className={buttonClasses()}>
                Browse the store
              </Link>
            }
          />
        }
      >
        {(data) => (
          <>
            <ul aria-label="Purchases" className="space-y-2">
              {data.purchases.map((item) => (
                <Row key={item.purchaseId} item={item} />
              ))}
            </ul>
            <nav aria-label="Pages" className="flex justify-between">
              {cursor ? (
                <Button variant="secondary" size="sm" onClick={() => router.push('/purchases')}>
                  Newest
                </Button>
              ) : (
                <span />
              )}
              {data.hasMore && data.nextCursor && (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => router.push(`/purchases?cursor=${encodeURIComponent(data.nextCursor!)}`)}
                >
                  Older
                </Button>
              )}
            </nav>
          </>
        )}
      </QueryView>
    </div>
  );
}
