/** The purchases list as a CSV file: plain column names, statuses in words, the exact USDC amounts. */
import { itemName } from '@/components/checkout/item-name';
import { KIND_LABEL, orderProgress } from '@/components/orders/progress';
import type { CsvTable } from '@/lib/csv';
import { ASSET_NAMES } from '@/lib/marketplace/account/balances';
import type { HistoryItem } from '@/lib/marketplace/checkout/contract';
import { NETWORK_LABEL } from '@/lib/marketplace/values';

/** "2026-11-26 14:03:05": a UTC time as spreadsheets read it. */
export const utcTime = (iso: string) => new Date(iso).toISOString().slice(0, 19).replace('T', ' ');

export function purchasesCsv(items: readonly HistoryItem[]): CsvTable {
  return {
    header: [
      'Date (UTC)',
      'Item',
      'Kind',
      'Network',
      'Amount (USDC)',
      'Status',
      'Refunded amount',
      'Refunded in',
      'Purchase id',
    ],
    rows: items.map((item) => [
      utcTime(item.createdAt),
      itemName(item),
      KIND_LABEL[item.kind],
      NETWORK_LABEL[item.network],
      item.payment.amount,
      orderProgress({
        status: item.status,
        transactionId: item.payment.transactionId,
        order: item.order,
        refunded: item.refund !== null,
      }).label,
      item.refund?.amount ?? null,
      item.refund ? ASSET_NAMES[item.refund.asset].name : null,
      item.purchaseId,
    ]),
  };
}
