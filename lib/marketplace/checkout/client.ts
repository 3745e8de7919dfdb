/**
 * The buyer's side of checkout in the browser: asking for a quote, sending the
 * identical request with the payment, reading status, the purchase history and
 * the recovery list. Every call goes through this app's proxy, which adds the
 * server-held checkout token or key.
 */
import { queryOptions } from '@tanstack/react-query';
import { callRoute, type Transport } from '../call';
import type { MarketplaceError } from '../errors';
import { callPaid, loadForPaying } from '../paid-call';
import { nextRead, paceOf } from '../polling';
import type { Confirmed, PaymentTerms } from '../payment-guard';
import { toAtomic } from '@/lib/money';
import { quoteRefusal } from './quote-check';
import type { Checkout, HireBody, Purchase, PurchaseBody, QuoteChallenge, checkoutRoutes } from './contract';
import { type CheckoutKind, USDC_DECIMALS } from './terms';
import { wireRoutes } from '../route';
import { FINISHED_ORDER_STATUSES } from '../orders/terms';
import { checkoutWire } from './terms';

/** The area's routes as pages call them: no schemas, the proxy checks what goes and comes back. */
export const checkoutCalls = wireRoutes<typeof checkoutRoutes>(checkoutWire);

const checkoutCallOf = (kind: CheckoutKind) => (kind === 'store' ? checkoutCalls.purchase : checkoutCalls.hire);
const statusCallOf = (kind: CheckoutKind) =>
  kind === 'store' ? checkoutCalls.purchaseStatus : checkoutCalls.hireStatus;

export type CheckoutAnswer =
  | {
      kind: 'quote';
      checkout: Checkout;
      /** The decoded PAYMENT-REQUIRED object, exactly as the x402 client needs it. */
      paymentRequired: QuoteChallenge;
      /** Set when the marketplace refused a payment and asks again (nothing was charged). */
      refusal?: MarketplaceError;
    }
  | { kind: 'purchase'; httpStatus: number; purchase: Purchase };

/** POST a checkout (first without, then with PAYMENT-SIGNATURE): a quote to pay, or the purchase it became. */
export async function postCheckout(
  kind: CheckoutKind,
  body: PurchaseBody | HireBody,
  paymentSignature?: string,
): Promise<CheckoutAnswer> {
  // The quote's schemas load when a quote is asked for, never with the page.
  const { checkoutRouteOf, quoteChallengeSchema } = await loadForPaying(() => import('./contract'));
  const answer = await callPaid(
    checkoutRouteOf(kind),
    { body: body as never },
    { challenge: quoteChallengeSchema, challengeIn: 'header', alsoInBody: ['checkout'], payment: paymentSignature },
  );
  if (answer.kind === 'challenge') {
    const { paymentRequired, refusal } = answer;
    return { kind: 'quote', checkout: paymentRequired.checkout, paymentRequired, refusal };
  }
  return { kind: 'purchase', httpStatus: answer.status, purchase: answer.data.purchase };
}

/**
 * What a person confirms by paying a quote: the amount the page shows
 * (`payment.amount`, never the requirement's own figure), on the quote's
 * network, for the checkout route itself. A quote that is not for what was
 * asked, or does not add up, is refused here too (`quoteRefusal`).
 */
export function confirmedQuote(
  kind: CheckoutKind,
  checkout: Checkout,
  asked: PurchaseBody | HireBody,
  terms: PaymentTerms,
): Confirmed {
  const refusal = quoteRefusal(kind, checkout, asked);
  if (refusal) throw refusal;
  return {
    network: checkout.network,
    maxAtomic: toAtomic(checkout.payment.amount, USDC_DECIMALS).toString(),
    exact: true,
    resourcePath: checkoutCallOf(kind).path,
    terms,
  };
}

/** Statuses where the payment may still be moving: keep reading (never pay again). */
const PENDING_STATUSES = new Set(['processing', 'payment_submitted']);

export const checkoutKeys = {
  all: ['purchases'] as const,
  status: (purchaseId: string) => ['purchases', 'status', purchaseId] as const,
  history: (cursor: string | undefined) => ['purchases', 'history', cursor ?? ''] as const,
};

export interface StatusRead {
  kind: CheckoutKind;
  checkout?: Checkout;
  purchase?: Purchase;
  fetchedAt: number;
}

export type StatusSelector = { purchaseId: string } | { idempotencyKey: string };

/** Read a checkout's status with its original identifiers; the kind says which of the two status routes. */
export async function checkStatus(
  selector: StatusSelector,
  kind: CheckoutKind,
  signal?: AbortSignal,
  transport?: Transport,
): Promise<StatusRead> {
  const { data, fetchedAt } = await callRoute(statusCallOf(kind), { body: selector, signal, transport });
  return { kind, checkout: data.checkout, purchase: data.purchase, fetchedAt };
}

/**
 * How often a status is read again: at the window's pace while money moves, slowly while a quote or a review waits or
 * the order's work goes on, never once settled.
 */
export function statusPace(read: Pick<StatusRead, 'checkout' | 'purchase'> | undefined): number | false {
  const status = read?.purchase?.status ?? read?.checkout?.status;
  if (!status) return false;
  const pace = paceOf(checkoutCalls.purchaseStatus.window);
  if (PENDING_STATUSES.has(status)) return pace;
  // Confirmed, the order is funded and then activated (its room, with the chat and the secret): two facts, read until both.
  const purchase = read?.purchase;
  if (status === 'payment_confirmed' && (purchase?.order?.fundingStatus !== 'funded' || !purchase.chat)) return pace;
  if (status === 'awaiting_payment' || status === 'payment_review') return 30_000;
  // Activated: the order's own state (delivered, approved, closed) is the status's to tell, until it is finished.
  if (status === 'payment_confirmed' && !FINISHED_ORDER_STATUSES.has(purchase?.order?.status ?? '')) return 60_000;
  return false;
}

export const checkoutQueries = {
  status: (purchaseId: string, kind: CheckoutKind, transport?: Transport) =>
    queryOptions({
      queryKey: checkoutKeys.status(purchaseId),
      queryFn: ({ signal }) => checkStatus({ purchaseId }, kind, signal, transport),
      // Status reads share one window: read at its pace while the payment or the order's funding moves.
      refetchInterval: (query) => nextRead(query.state.error, statusPace(query.state.data)),
      retry: false,
    }),
  history: (cursor: string | undefined, transport?: Transport) =>
    queryOptions({
      queryKey: checkoutKeys.history(cursor),
      queryFn: async ({ signal }) => {
        const { data, fetchedAt } = await callRoute(checkoutCalls.history, {
          query: { limit: 20, cursor },
          signal,
          transport,
        });
        return { ...data, fetchedAt };
      },
      staleTime: 10_000,
    }),
};
