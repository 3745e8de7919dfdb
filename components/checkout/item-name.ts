import type { HistoryItem } from '@/lib/marketplace/checkout/contract';

/** What a purchase bought, in words: the listing's name, or whom a hire was of. */
export function itemName(item: HistoryItem): string {
  if (item.kind === 'direct_hire') return `Hire of ${item.product.directHire?.nickname ?? 'a worker'}`;
  return item.product.name ?? item.product.id ?? 'A store purchase';
}
