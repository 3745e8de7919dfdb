'use client';

/**
 * Orders this browser paid from another account than the one signed in (remembered when paid, see
 * use-checkout-flow): the note on Purchases, which never lists them, and the hook that follows them. The list itself,
 * on the recovery page, is other-account-orders.tsx.
 */
import Link from 'next/link';
import { useMemo, useSyncExternalStore } from 'react';
import {
  otherAccountOrdersText,
  parseOtherAccountOrders,
  subscribeOtherAccountOrders,
} from '@/lib/marketplace/other-account-orders';

/** The orders this browser paid from another account; the list lives in this browser only, so none on the server's render. */
export function useOtherAccountOrders() {
  const text = useSyncExternalStore(subscribeOtherAccountOrders, otherAccountOrdersText, () => '[]');
  return useMemo(() => parseOtherAccountOrders(text), [text]);
}

/** On Purchases, which never lists them: where the orders paid from another account are. */
export function OtherAccountOrdersNote() {
  const count = useOtherAccountOrders().length;
  if (count === 0) return null;
  return (
    <p className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
      {count === 1 ? 'One order' : `${count} orders`} this browser paid from another wallet{' '}
      {count === 1 ? 'belongs' : 'belong'} to that wallet&apos;s account, so {count === 1 ? 'it is' : 'they are'} not
      listed here.{' '}
      <Link href="/recovery" className="font-medium text-brand-700 underline">
        See {count === 1 ? 'it' : 'them'} under unfinished operations
      </Link>
      .
    </p>
  );
}
