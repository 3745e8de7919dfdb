/**
 * An order this browser cannot read, in plain words: the way back to purchases, and where to look instead. Renders
 * on the server (a refusal the page's own read met) as well as in the browser (a later read's).
 */
import type { Route } from 'next';
import Link from 'next/link';
import { Icon } from '@/components/ui/icon';

export const backToPurchases = (
  <Link href="/purchases" className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900">
    <Icon name="arrow-left" className="size-4" /> Purchases
  </Link>
);

/** Status is private: a read without the buyer's token or account is refused (not found, payment, sign-in). */
export const isDenied = (status: number) => status === 404 || status === 402 || status === 401;

export function NotReadable() {
  return (
    <div role="alert" className="rounded-lg border border-slate-200 bg-white p-5 text-sm">
      <p className="font-semibold">This order cannot be read from here</p>
      <p className="mt-1 text-slate-600">
        Status is private. Open it in the browser that bought it, or sign in with the account that paid. If you believe
        you paid, do not pay again: your unfinished operations keep what is needed to check it.
      </p>
      <Link href="/recovery" className="mt-3 inline-block font-medium text-brand-700 hover:underline">
        Open the unfinished operations
      </Link>
    </div>
  );
}

/** When the order number was not found as a purchase and the link did not say which it is: it may be a hire. */
export function LookUpAsHire({ purchaseId }: { purchaseId: string }) {
  return (
    <Link
      href={`/purchases/${encodeURIComponent(purchaseId)}?kind=hire` as Route}
      className="text-sm font-medium text-brand-700 hover:underline"
    >
      Is this a hire? Look it up as a hire
    </Link>
  );
}
