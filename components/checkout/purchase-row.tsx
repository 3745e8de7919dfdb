import type { Route } from 'next';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { Money } from '@/components/ui/money';
import { StatusBadge } from '@/components/ui/status-badge';
import { KIND_LABEL, orderProgress } from '@/components/orders/progress';
import type { HistoryItem } from '@/lib/marketplace/checkout/contract';
import { NETWORK_LABEL } from '@/lib/marketplace/values';
import { itemName } from './item-name';
import { LocalTime } from '@/components/ui/local-time';

/** One purchase or hire of the history, rendered on the server: the whole row opens its order. */
export function PurchaseRow({ item }: { item: HistoryItem }) {
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
          <LocalTime iso={item.createdAt} /> · {NETWORK_LABEL[item.network]}
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
