'use client';

/**
 * The steps of one checkout: a quote for the request, the wallet's signature
 * capped at the quoted amount, and the identical request sent again with it.
 * The idempotency key is made once per intended operation and never replaced
 * once a payment was sent: a timeout leads to "check status", never to a
 * second payment.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MarketplaceError, mayHaveHappened } from '@/lib/marketplace/errors';
import { confirmedQuote, postCheckout, type CheckoutAnswer } from '@/lib/marketplace/checkout/client';
import { quoteRefusal } from '@/lib/marketplace/checkout/quote-check';
import { checkoutBody, type CheckoutForm, type CheckoutTarget } from '@/lib/marketplace/checkout/form';
import type { HireBody, PurchaseBody } from '@/lib/marketplace/checkout/contract';
import { newIdempotencyKey } from '@/lib/marketplace/values';
import { canonicalJson } from '@/lib/marketplace/canonical-json';
import { SOLANA_RPC_PATH } from '@/lib/wallet/providers';
import type { PaymentTerms } from '@/lib/marketplace/payment-guard';
import { useSessionSummary } from '@/components/account/use-session-summary';
import { connectToPay, type WalletChoice } from '@/lib/wallet/use-wallets';
import { fromWallet, isAccountOf } from '@/lib/wallet/wallet-checks';
import { forgetOtherAccountOrder, rememberOtherAccountOrder } from '@/lib/marketplace/other-account-orders';
import { signPayment } from '@/lib/wallet/x402';
import { freshOperations, uncertainFor, type RecoveryOperation } from '@/lib/marketplace/recovery';

export type Quote = Extract<CheckoutAnswer, { kind: 'quote' }>;

export type Phase =
  /** The form; `error` when the last attempt produced no quote. */
  | { name: 'form'; error?: unknown }
  /** `sending`: the payment is on its way (signed and sent), and its answer is awaited. */
  | { name: 'working'; label: string; sending?: boolean }
  /** A quote to pay; `problem` when the last payment attempt failed or was refused (nothing was charged). */
  | { name: 'quote'; quote: Quote; problem?: unknown }
  | { name: 'waiting'; until: number; reason: string; retry: () => void }
  /** No answer came back after the payment: it may have gone through. */
  | { name: 'uncertain'; quote: Quote }
  /** The quote can no longer be paid; nothing was charged. */
  | { name: 'stale'; error: MarketplaceError };

/** Errors after which the same request may be sent again unchanged, after Retry-After. */
const WAIT_AND_RETRY = new Set(['DIRECT_HIRE_USER_BUSY', 'SERVICE_UNAVAILABLE', 'RATE_LIMITED']);
/** Quotes that can no longer be paid: a new quote (and key) is the way forward; nothing was charged. */
const QUOTE_GONE = new Set(['CHECKOUT_QUOTE_EXPIRED', 'CHECKOUT_QUOTE_TOO_LATE']);

function shouldWait(error: unknown): error is MarketplaceError & { retryAt: number } {
  return (
    error instanceof MarketplaceError &&
    error.retryAt !== undefined &&
    (WAIT_AND_RETRY.has(error.code) || error.status === 503 || error.status === 429)
  );
}

/** A payment of this session for the same listing or the same worker whose outcome is still in doubt. */
export const earlierPaymentFor = (operations: readonly RecoveryOperation[], target: CheckoutTarget) =>
  uncertainFor(operations, target.kind === 'store' ? 'checkout.purchase' : 'checkout.hire', (body) =>
    target.kind === 'store'
      ? body.productId === target.productId
      : String(body.nickname).toLowerCase() === target.nickname.toLowerCase(),
  );

export function useCheckoutFlow(
  target: CheckoutTarget,
  terms: PaymentTerms | null,
  onPurchase: (purchaseId: string) => void,
) {
  const [phase, setPhase] = useState<Phase>({ name: 'form' });
  // One key per intended operation: kept across retries, replaced only when the request itself changes before any payment was sent.
  // The operation also remembers the account that asked: a quote belongs to it.
  const [operation, setOperation] = useState<{
    key: string;
    fingerprint: string;
    body: PurchaseBody | HireBody;
    account?: string;
  } | null>(null);
  const [paymentSent, setPaymentSent] = useState(false);
  const signedIn = useSessionSummary()?.account;
  const queryClient = useQueryClient();
  const newKey = () => newIdempotencyKey(target.kind === 'store' ? 'purchase' : 'hire');

  const requestQuote = async (body: PurchaseBody | HireBody) => {
    setPhase({ name: 'working', label: 'Asking the marketplace for a quote…' });
    try {
      const answer = await postCheckout(target.kind, body);
      if (answer.kind === 'purchase') return onPurchase(answer.purchase.purchaseId);
      // A quote for something else, over the budget typed, or whose lines do not add up is never offered;
      // nothing was paid, so the next ask is a new operation rather than the same quote again.
      const refusal = quoteRefusal(target.kind, answer.checkout, body);
      if (refusal) {
        setOperation(null);
        throw refusal;
      }
      setPhase({ name: 'quote', quote: answer });
    } catch (error) {
      if (shouldWait(error))
        setPhase({
          name: 'waiting',
          until: error.retryAt,
          reason: error.message,
          retry: () => void requestQuote(body),
        });
      else setPhase({ name: 'form', error });
    }
  };

  /** Ask for a quote for a checked form. */
  const quote = (form: CheckoutForm) => {
    const fingerprint = canonicalJson(checkoutBody(target, form, ''));
    const same = operation?.fingerprint === fingerprint && operation.account === signedIn?.accountId;
    const key = same ? operation.key : newKey();
    const body = checkoutBody(target, form, key);
    setOperation({ key, fingerprint, body, account: signedIn?.accountId });
    void requestQuote(body);
  };

  /**
   * Signed in as another account since the quote (to pay with the wallet's own
   * account, say), the same order is quoted again for it, under a new key:
   * nothing was paid, and the old quote simply expires.
   */
  const requoteIfAccountChanged = (): boolean => {
    if (!operation || paymentSent || operation.account === signedIn?.accountId) return false;
    const key = newKey();
    const body = { ...operation.body, idempotencyKey: key };
    setOperation({ ...operation, key, body, account: signedIn?.accountId });
    void requestQuote(body);
    return true;
  };

  const sendPayment = async (quote: Quote, signature: string) => {
    if (!operation) return;
    setPhase({ name: 'working', label: 'Sending the payment…', sending: true });
    setPaymentSent(true);
    // Refused, the payment charged nothing: it is not an order paid from another account.
    const refused = () => forgetOtherAccountOrder(quote.checkout.id);
    try {
      const answer = await postCheckout(target.kind, operation.body, signature);
      if (answer.kind === 'purchase') return onPurchase(answer.purchase.purchaseId);
      // The payment was refused (nothing charged) and a quote comes again: one not fit to offer leads to a new quote.
      refused();
      const unfit = quoteRefusal(target.kind, answer.checkout, operation.body);
      if (unfit) return setPhase({ name: 'stale', error: unfit });
      setPhase({ name: 'quote', quote: answer, problem: answer.refusal });
    } catch (error) {
      if (shouldWait(error))
        setPhase({
          name: 'waiting',
          until: error.retryAt,
          reason: error.message,
          retry: () => void sendPayment(quote, signature),
        });
      else if (mayHaveHappened(error)) setPhase({ name: 'uncertain', quote });
      else {
        refused();
        if (error instanceof MarketplaceError && QUOTE_GONE.has(error.code)) setPhase({ name: 'stale', error });
        else setPhase({ name: 'quote', quote, problem: error });
      }
    }
  };

  /**
   * Sign the quote with a wallet, only as shown (the amount on the page, USDC,
   * the marketplace's payee), and send it. `otherAccount`: the person was told
   * this wallet pays from another account than the signed-in one, and chose
   * it; the order is then remembered for the recovery page. Either way the
   * operation (its key) is the same one.
   */
  const pay = async (quote: Quote, choice: WalletChoice, otherAccount: boolean) => {
    if (!operation || requoteIfAccountChanged()) return;
    setPhase({ name: 'working', label: `Connecting ${choice.name}…` });
    try {
      if (!terms) throw new MarketplaceError({ status: 0, code: 'PAYMENT_TERMS_UNKNOWN' });
      // Since this quote, another tab may have paid for the same thing without an answer: then only checking it is
      // offered (the dialog shows it at the form), never this second payment.
      const earlier = earlierPaymentFor(await freshOperations(queryClient), target);
      if (earlier && earlier.idempotencyKey !== operation.key) return setPhase({ name: 'form' });
      const wallet = await connectToPay(choice, otherAccount ? null : signedIn);
      setPhase({ name: 'working', label: `Confirm the payment in ${choice.name}…` });
      const signature = await signPayment(
        {
          paymentRequired: quote.paymentRequired as never,
          confirmed: confirmedQuote(target.kind, quote.checkout, operation.body, terms),
        },
        wallet,
        new URL(SOLANA_RPC_PATH, window.location.origin).toString(),
      );
      if (signedIn && !isAccountOf(wallet, signedIn))
        rememberOtherAccountOrder({
          purchaseId: quote.checkout.id,
          kind: target.kind,
          summary: target.kind === 'store' ? target.productName : `Hire ${target.nickname}`,
          network: wallet.network,
          payer: wallet.address,
          signedInAs: signedIn.walletAddress,
          at: new Date().toISOString(),
        });
      await sendPayment(quote, signature);
    } catch (error) {
      setPhase({ name: 'quote', quote, problem: fromWallet(error) });
    }
  };

  /** Back to the form for a new quote: a new operation, as nothing was paid. */
  const startOver = () => {
    setOperation(null);
    setPaymentSent(false);
    setPhase({ name: 'form' });
  };

  return {
    phase,
    paymentSent,
    quote,
    pay: (q: Quote, c: WalletChoice, otherAccount = false) => void pay(q, c, otherAccount),
    startOver,
  };
}
