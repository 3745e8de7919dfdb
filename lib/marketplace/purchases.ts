/**
 * The buyer's side of checkout in the browser: asking for a quote, sending the
 * identical request with the payment, reading status, the purchase history,
 * the order room and the recovery list. Every call goes through this app's
 * proxy, which adds the server-held checkout token, key or order secret.
 */
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  chatSendResponseSchema,
  checkoutSchema,
  finalizeResponseSchema,
  purchaseSchema,
  purchasesResponseSchema,
  reviewResponseSchema,
  statusResponseSchema,
  type ChatSendBody,
  type Checkout,
  type HireBody,
  type Purchase,
  type PurchaseBody,
  type ReviewBody,
  SECRET_HANDLE_HEADER,
} from './checkout';
import { PROXY_PREFIX, callMarketplace, fetchedAtOf } from './client';
import { MarketplaceError, errorFromResponse } from './errors';
import { toQueryString } from './query-params';
import { safeParse } from './schema';
import { decodeBase64Json } from './siwx';

export type CheckoutKind = 'store' | 'hire';

export const checkoutPath = (kind: CheckoutKind) => (kind === 'store' ? '/store/purchase' : '/hire');
export const statusPath = (kind: CheckoutKind) => (kind === 'store' ? '/store/purchase/status' : '/hire/status');

const quoteSchema = z.looseObject({
  x402Version: z.literal(2),
  accepts: z.array(z.looseObject({ network: z.string(), amount: z.string(), asset: z.string() })),
  checkout: checkoutSchema,
});
const paidSchema = z.looseObject({ ok: z.literal(true), purchase: purchaseSchema, checkout: z.optional(checkoutSchema) });

export type CheckoutAnswer =
  | {
      kind: 'quote';
      checkout: Checkout;
      /** The decoded PAYMENT-REQUIRED object, exactly as the x402 client needs it. */
      paymentRequired: z.infer<typeof quoteSchema>;
      /** Set when the marketplace refused a payment and asks again (nothing was charged). */
      refusal?: MarketplaceError;
    }
  | { kind: 'purchase'; httpStatus: number; purchase: Purchase };

/** POST a checkout (first without, then with PAYMENT-SIGNATURE): a quote to pay, or the purchase it became. */
export async function postCheckout(kind: CheckoutKind, body: PurchaseBody | HireBody, paymentSignature?: string): Promise<CheckoutAnswer> {
  let response: Response;
  try {
    response = await fetch(`${PROXY_PREFIX}${checkoutPath(kind)}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json', ...(paymentSignature ? { 'payment-signature': paymentSignature } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    throw new MarketplaceError({ status: 0, code: 'NETWORK_ERROR' });
  }
  const json: unknown = await response.json().catch(() => undefined);
  const header = response.headers.get('payment-required');
  if (response.status === 402 && header) {
    const quote = safeParse(quoteSchema, decodeBase64Json(header));
    if (!quote.success) throw new MarketplaceError({ status: 402, code: 'RESPONSE_INVALID', body: json });
    const refusal = paymentSignature ? errorFromResponse(402, json, null) : undefined;
    return { kind: 'quote', checkout: quote.data.checkout, paymentRequired: quote.data, refusal: refusal?.code.startsWith('HTTP_') ? undefined : refusal };
  }
  if (!response.ok) throw errorFromResponse(response.status, json, response.headers.get('retry-after'));
  const paid = safeParse(paidSchema, json);
  if (!paid.success) throw new MarketplaceError({ status: response.status, code: 'RESPONSE_INVALID', body: json });
  return { kind: 'purchase', httpStatus: response.status, purchase: paid.data.purchase };
}

/** Statuses where the payment may still be moving: keep reading (never pay again). */
export const PENDING_STATUSES = new Set(['processing', 'payment_submitted']);

export const purchaseKeys = {
  all: ['purchases'] as const,
  status: (purchaseId: string) => ['purchases', 'status', purchaseId] as const,
  history: (cursor: string | undefined) => ['purchases', 'history', cursor ?? ''] as const,
  recovery: () => ['purchases', 'recovery'] as const,
};

export interface StatusRead {
  kind: CheckoutKind;
  checkout?: Checkout;
  purchase?: Purchase;
  fetchedAt: number;
}

async function readStatus(kind: CheckoutKind, selector: { purchaseId: string } | { idempotencyKey: string }, signal?: AbortSignal): Promise<StatusRead> {
  const { data, headers } = await callMarketplace(statusPath(kind), { method: 'POST', body: selector, schema: statusResponseSchema, signal });
  return { kind, checkout: data.checkout, purchase: data.purchase, fetchedAt: fetchedAtOf(headers) };
}

/** Read a checkout's status; when the kind is not known, try a store purchase, then a hire. */
export async function checkStatus(selector: { purchaseId: string } | { idempotencyKey: string }, kind?: CheckoutKind, signal?: AbortSignal): Promise<StatusRead> {
  if (kind) return readStatus(kind, selector, signal);
  try {
    return await readStatus('store', selector, signal);
  } catch (error) {
    if (error instanceof MarketplaceError && error.status === 404) return readStatus('hire', selector, signal);
    throw error;
  }
}

export const purchaseQueries = {
  status: (purchaseId: string, kind: CheckoutKind | undefined) =>
    queryOptions({
      queryKey: purchaseKeys.status(purchaseId),
      queryFn: ({ signal }) => checkStatus({ purchaseId }, kind, signal),
      // Status reads share one 10 s window: poll at that pace while something is moving.
      refetchInterval: (query) => {
        const data = query.state.data;
        const status = data?.purchase?.status ?? data?.checkout?.status;
        const error = query.state.error;
        if (error instanceof MarketplaceError && error.retryAt) return Math.max(1000, error.retryAt - Date.now() + 250);
        if (!status) return false;
        if (PENDING_STATUSES.has(status)) return 10_500;
        if (status === 'payment_confirmed' && data?.purchase?.order?.fundingStatus !== 'funded') return 10_500;
        if (status === 'awaiting_payment' || status === 'payment_review') return 30_000;
        return false;
      },
      retry: false,
    }),
  history: (cursor: string | undefined) =>
    queryOptions({
      queryKey: purchaseKeys.history(cursor),
      queryFn: async ({ signal }) => {
        const { data, headers } = await callMarketplace(`/purchases${toQueryString({ limit: 20, cursor })}`, { schema: purchasesResponseSchema, signal });
        return { ...data, fetchedAt: fetchedAtOf(headers) };
      },
      staleTime: 10_000,
    }),
  recovery: () =>
    queryOptions({
      queryKey: purchaseKeys.recovery(),
      queryFn: async ({ signal }) => {
        const response = await fetch('/api/recovery', { signal, credentials: 'same-origin' });
        const json = (await response.json()) as { operations: RecoveryOperation[] };
        if (!response.ok) throw errorFromResponse(response.status, json, null);
        return json.operations;
      },
    }),
};

/** An unfinished operation from the server's journal, as the recovery page sees it (never a credential). */
export interface RecoveryOperation {
  id: string;
  routeId: string;
  idempotencyKey: string;
  purchaseId: string | null;
  network: string | null;
  summary: string | null;
  /** sent: awaiting an answer; answered: the upstream replied; unknown: no answer came back. */
  state: string;
  outcome: string | null;
  lastHttpStatus: number | null;
  body: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

export const sendChatMessage = (handle: string, body: ChatSendBody) =>
  callMarketplace('/api/preselection/agenttohumanadvanced/chat/send', { method: 'POST', body, schema: chatSendResponseSchema, headers: { [SECRET_HANDLE_HEADER]: handle } }).then(
    (r) => r.data,
  );

export const finalizeOrder = (handle: string) =>
  callMarketplace('/api/preselection/agenttohumanadvanced/finalize', {
    method: 'POST',
    body: {},
    schema: finalizeResponseSchema,
    headers: { [SECRET_HANDLE_HEADER]: handle },
  }).then((r) => r.data);

export const reviewDelivery = (handle: string, body: ReviewBody) =>
  callMarketplace('/api/preselection/agenttohumanadvanced/review', { method: 'POST', body, schema: reviewResponseSchema, headers: { [SECRET_HANDLE_HEADER]: handle } }).then(
    (r) => r.data,
  );
