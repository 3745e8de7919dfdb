import type { ProductDetail } from '@/lib/marketplace/store/contract';

/** What the buy controls need of a listing: little, so the page hands the browser little. */
export interface PurchaseSubject {
  id: string;
  name: string;
  mode: ProductDetail['pricing']['mode'];
  /** The price the page shows, with the platform fee (null when priced on request). */
  price: string | null;
  nickname: string | null;
}

export const purchaseSubjectOf = (product: ProductDetail): PurchaseSubject => ({
  id: product.id,
  name: product.name,
  mode: product.pricing.mode,
  price: product.pricing.displayAmount,
  nickname: product.seller.nickname || null,
});

/** Whether a listing can be bought at all: a fixed price, or a seller who takes hires. */
export const canPurchase = (subject: PurchaseSubject): boolean =>
  subject.mode === 'fixed' || (subject.mode === 'on_request' && subject.nickname !== null);
