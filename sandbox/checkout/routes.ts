/**
 * Checkout routes (spec 4.2): store purchases and hires with x402, their
 * status reads, and the account's purchase history.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, lt, or } from 'drizzle-orm';
import { encodePaymentRequiredHeader, encodePaymentResponseHeader } from '@x402/core/http';
import type { PaymentRequired, SettleResponse } from '@x402/core/types';
import {
  checkoutRoutes,
  hireQuote,
  storeQuote,
  type HireBody,
  type PurchaseBody,
  type QuoteAmounts,
  type StatusBody,
} from '@/lib/marketplace/checkout/contract';
import { QUOTE_MINUTES, SETTLEMENT_MARGIN_SECONDS } from '@/lib/marketplace/checkout/terms';
import type { Network } from '@/lib/marketplace/schema';
import { canonicalJson } from '@/lib/marketplace/siwx';
import { checkouts, orders } from '../db/schema';
import { accountOf, defineHandler, type Handlers, type SandboxContext, type SandboxDeps } from '../deps';
import { ContractError, fail, json } from '../http/errors';
import { isCursorTime } from '../jobs/cursor';
import type { RequestInfo } from '../http/contract';
import type { OrderRow } from '../orders/repo';
import type { PaymentRequirement } from '../payments';
import { pricingOf } from '../store/present';
import { publicUserByNickname } from '../users/repo';
import { current } from './lifecycle';
import { payCheckout, refuseBusyWorker } from './pay';
import { isReserved, presentCheckout, presentHistoryItem, presentPurchase } from './present';
import {
  checkoutById,
  checkoutByKey,
  insertQuote,
  newCheckoutId,
  type CheckoutInsert,
  type CheckoutRow,
  type Family,
} from './repo';
import { checkoutTokenOf, hashCheckoutToken, newCheckoutToken, tokenMatches } from './token';

const PAYMENT_HEADER = 'payment-signature';
const HISTORY_DEFAULT_LIMIT = 20;

const noStore = { 'cache-control': 'no-store' };

const requestHashOf = (family: Family, body: unknown) =>
  createHash('sha256')
    .update(`${family}\n${canonicalJson(body)}`)
    .digest('hex');

// ---- quotes ------------------------------------------------------------------

interface QuoteDraft {
  sellerId: string;
  productId: string | null;
  hireNickname: string | null;
  budgetUsd: string | null;
  productName: string;
  productDescription: string | null;
  revisions: number | null;
  expectedDelivery: string | null;
  quote: (identificationAmountUsdc: string) => QuoteAmounts;
  summary: (amount: string) => string;
}

async function storeDraft(deps: SandboxDeps, body: PurchaseBody): Promise<QuoteDraft> {
  const entry = await deps.catalog.find(body.productId);
  if (!entry) throw fail(404, 'STORE_PRODUCT_NOT_FOUND', 'No listed product has this id.');
  const { product, seller } = entry;
  const pricing = pricingOf(product, seller);
  if (pricing.mode === 'on_request')
    throw fail(
      409,
      'CHECKOUT_PRICE_ON_REQUEST',
      'This listing has no fixed price yet: hire the seller with a budget instead.',
    );
  if (pricing.mode !== 'fixed' || product.priceUsd === null)
    throw fail(409, 'CHECKOUT_PRODUCT_UNAVAILABLE', 'This seller is not taking orders right now.');
  const priceUsd = product.priceUsd;
  return {
    sellerId: seller.id,
    productId: product.id,
    hireNickname: null,
    budgetUsd: null,
    productName: product.name,
    productDescription: product.description,
    revisions: product.revisions,
    expectedDelivery: product.expectedDelivery,
    quote: (identification) => storeQuote(priceUsd, identification),
    summary: (amount) => `“${product.name}” from ${seller.nickname ?? 'the seller'}: ${amount} USDC`,
  };
}

async function hireDraft(deps: SandboxDeps, body: HireBody): Promise<QuoteDraft> {
  const worker = await publicUserByNickname(deps.db, body.nickname);
  if (!worker?.nickname) throw fail(404, 'USER_NOT_FOUND', 'No public profile has this nickname.');
  if (!worker.acceptingOrders)
    throw fail(409, 'CHECKOUT_HIRE_UNAVAILABLE', 'This worker is not taking hires right now.');
  await refuseBusyWorker(deps, worker.id);
  const nickname = worker.nickname;
  return {
    sellerId: worker.id,
    productId: null,
    hireNickname: nickname,
    budgetUsd: body.budgetUsd,
    // Sandbox assumption: a hire's saved "product" is a generated title with the buyer's description.
    productName: `Direct hire: ${nickname}`,
    productDescription: body.description,
    revisions: null,
    expectedDelivery: null,
    quote: (identification) => hireQuote(body.budgetUsd, identification),
    summary: (amount) => `Hire ${nickname} with a ${body.budgetUsd} USD budget: ${amount} USDC`,
  };
}

function quoteRow(
  deps: SandboxDeps,
  family: Family,
  body: PurchaseBody | HireBody,
  draft: QuoteDraft,
  tokenHash: string,
  requestHash: string,
  now: number,
) {
  const network = body.network as Network;
  const expiresAt = new Date(now + QUOTE_MINUTES * 60_000);
  return (identification: string): CheckoutInsert => {
    const amounts = draft.quote(identification);
    const summary = `${draft.summary(amounts.paymentAmount)} on ${network}`;
    const resource = `${deps.config.publicUrl}${family === 'hire' ? '/hire' : '/store/purchase'}`;
    return {
      id: newCheckoutId(),
      idempotencyKey: body.idempotencyKey,
      family,
      requestHash,
      tokenHash,
      network,
      productId: draft.productId,
      sellerId: draft.sellerId,
      hireNickname: draft.hireNickname,
      budgetUsd: draft.budgetUsd,
      description: body.description ?? null,
      attachments: body.attachments ?? [],
      summary,
      productName: draft.productName,
      productDescription: draft.productDescription,
      revisions: draft.revisions,
      expectedDelivery: draft.expectedDelivery,
      sellerNetUsd: amounts.sellerNetUsd,
      orderAmountUsdc: amounts.orderAmountUsdc,
      identificationAmountUsdc: amounts.identificationAmountUsdc,
      paymentAmount: amounts.paymentAmount,
      paymentAtomic: amounts.paymentAtomic.toString(),
      requirement: { ...deps.payments.requirement(network, amounts.paymentAtomic.toString(), resource, summary) },
      status: 'awaiting_payment',
      expiresAt,
      initiateBefore: new Date(expiresAt.getTime() - SETTLEMENT_MARGIN_SECONDS * 1000),
      createdAt: new Date(now),
    };
  };
}

// ---- responses ---------------------------------------------------------------

/** HTTP 402 with the checkout's one requirement; an `error` turns it into a refusal to re-sign. */
function challenge(deps: SandboxDeps, row: CheckoutRow, token?: string, error?: ContractError): Response {
  const requirement = deps.payments.ordered(row.requirement as unknown as PaymentRequirement);
  const paymentRequired = {
    x402Version: 2,
    error:
      error?.message ??
      'Payment required: sign the requirement in `accepts` and repeat this exact POST (same body and X-Checkout-Token) with PAYMENT-SIGNATURE.',
    resource: { url: requirement.resource, description: requirement.description, mimeType: requirement.mimeType },
    accepts: [requirement],
    checkout: presentCheckout(deps.config, row, token),
  };
  const body = error
    ? { ok: false, errorCode: error.code, message: error.message, ...paymentRequired }
    : paymentRequired;
  return json(body, 402, {
    ...noStore,
    'payment-required': encodePaymentRequiredHeader(paymentRequired as PaymentRequired),
  });
}

/** The purchase after reservation: 202 while settlement or the funding receipt is pending. */
function purchaseResponse(deps: SandboxDeps, row: CheckoutRow, order: OrderRow | undefined): Response {
  const pending = row.status === 'processing' || row.status === 'payment_submitted';
  const headers: Record<string, string> = { ...noStore };
  if (row.settleResponse)
    headers['payment-response'] = encodePaymentResponseHeader(row.settleResponse as unknown as SettleResponse);
  return json(
    { ok: true, purchase: presentPurchase(deps.config, row, order), checkout: presentCheckout(deps.config, row) },
    pending ? 202 : 200,
    headers,
  );
}

// ---- POST /store/purchase and POST /hire -------------------------------------

async function checkoutPost(
  ctx: SandboxContext & { info: RequestInfo },
  family: Family,
  body: PurchaseBody | HireBody,
): Promise<Response> {
  const { deps, info } = ctx;
  const token = checkoutTokenOf(info.request, { status: 400, code: 'CHECKOUT_INPUT_INVALID' });
  const requestHash = requestHashOf(family, body);

  let row = await checkoutByKey(deps.db, body.idempotencyKey);
  if (!row) {
    const draft =
      family === 'hire' ? await hireDraft(deps, body as HireBody) : await storeDraft(deps, body as PurchaseBody);
    const issued = token ?? newCheckoutToken();
    const created = await insertQuote(
      deps.db,
      deps.clock.date(),
      quoteRow(deps, family, body, draft, hashCheckoutToken(issued), requestHash, deps.clock.now()),
    );
    // Sandbox assumption: a payment sent with the very first request is ignored; it cannot match a quote that did not exist yet.
    if (created.created) return challenge(deps, created.row, token ? undefined : issued);
    row = created.row;
  }

  if (row.family !== family || row.requestHash !== requestHash) {
    throw fail(
      409,
      'CHECKOUT_IDEMPOTENCY_CONFLICT',
      'This idempotency key was used for a different request (route, network or body). Read its status, or use a new key for a new operation.',
    );
  }
  if (!tokenMatches(token, row.tokenHash))
    throw fail(401, 'CHECKOUT_TOKEN_INVALID', 'Repeat the checkout with the X-Checkout-Token of its first request.');

  const now = await current(deps, row);
  // A reserved checkout is never charged again: the repeat answers the purchase as it is.
  if (isReserved(now.row)) return purchaseResponse(deps, now.row, now.order);
  const paymentHeader = info.request.headers.get(PAYMENT_HEADER);
  if (now.row.status === 'expired') {
    throw fail(
      409,
      'CHECKOUT_QUOTE_EXPIRED',
      'The quote has expired; nothing was charged. Start a new checkout with a new idempotency key.',
    );
  }
  if (family === 'hire') await refuseBusyWorker(deps, now.row.sellerId, now.row.id);
  if (paymentHeader === null) return challenge(deps, now.row);

  let paid: CheckoutRow;
  try {
    paid = await payCheckout(deps, now.row, paymentHeader, info.route.id);
  } catch (error) {
    if (error instanceof ContractError && error.status === 402) return challenge(deps, now.row, undefined, error);
    throw error;
  }
  const after = await current(deps, paid);
  return purchaseResponse(deps, after.row, after.order);
}

const purchase = defineHandler(checkoutRoutes.purchase, (ctx) => checkoutPost(ctx, 'store', ctx.body));

const hire = defineHandler(checkoutRoutes.hire, (ctx) => checkoutPost(ctx, 'hire', ctx.body));

// ---- status ------------------------------------------------------------------

async function findBySelector(
  deps: SandboxDeps,
  selector: StatusBody,
  family: Family,
): Promise<CheckoutRow | undefined> {
  const row =
    'purchaseId' in selector
      ? await checkoutById(deps.db, selector.purchaseId)
      : await checkoutByKey(deps.db, selector.idempotencyKey);
  // /hire/status only finds hires; /store/purchase/status only store purchases.
  return row?.family === family ? row : undefined;
}

const notFound = () => fail(404, 'PURCHASE_NOT_FOUND', 'No purchase matches these identifiers for this credential.');

function statusHandler(family: Family) {
  return defineHandler(family === 'store' ? checkoutRoutes.purchaseStatus : checkoutRoutes.hireStatus, async (ctx) => {
    const { deps, body } = ctx;
    const row = await findBySelector(deps, body, family);

    if (ctx.checkoutToken !== undefined) {
      // A token authorizes only its own checkout, including an unpaid quote.
      if (!row || !tokenMatches(ctx.checkoutToken, row.tokenHash)) throw notFound();
      ctx.spendWindow(`checkout:${row.id}`);
      const now = await current(deps, row);
      const checkout = presentCheckout(deps.config, now.row, ctx.checkoutToken);
      return json(
        isReserved(now.row)
          ? { ok: true, purchase: presentPurchase(deps.config, now.row, now.order), checkout }
          : { ok: true, checkout },
        200,
        noStore,
      );
    }

    // Account or wallet: one window shared across both status routes.
    ctx.spendWindow(
      ctx.account ? `account:${ctx.account.id}` : `wallet:${ctx.identity?.network}:${ctx.identity?.address}`,
    );
    if (!row || !isReserved(row)) throw notFound();
    const now = await current(deps, row);
    const ownedByAccount =
      ctx.account !== undefined && now.row.buyerAccountId === ctx.account.id && now.order !== undefined;
    const paidByWallet =
      ctx.identity !== undefined &&
      now.row.network === ctx.identity.network &&
      now.row.payerWallet === ctx.identity.address;
    if (!ownedByAccount && !paidByWallet) throw notFound();
    return json({ ok: true, purchase: presentPurchase(deps.config, now.row, now.order) }, 200, noStore);
  });
}

// ---- GET /purchases ----------------------------------------------------------

interface Cursor {
  t: string;
  i: string;
}

const encodeCursor = (row: CheckoutRow) =>
  Buffer.from(JSON.stringify({ t: row.createdAt.toISOString(), i: row.id } satisfies Cursor)).toString('base64url');

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<Cursor>;
    const createdAt = new Date(typeof parsed.t === 'string' ? parsed.t : NaN);
    if (typeof parsed.i !== 'string' || !isCursorTime(createdAt.getTime())) throw new Error('bad cursor');
    return { createdAt, id: parsed.i };
  } catch {
    throw fail(
      400,
      'PURCHASE_HISTORY_INPUT_INVALID',
      'cursor is not a cursor this server issued; use nextCursor exactly as returned.',
    );
  }
}

// One read per account per 10 s: the route table's window.
const purchasesList = defineHandler(checkoutRoutes.history, async (ctx) => {
  const { deps, query, info } = ctx;
  const account = accountOf(ctx);
  const limit = query.limit ?? HISTORY_DEFAULT_LIMIT;
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const owned = eq(checkouts.buyerAccountId, account.id);
  const rows = await deps.db
    .select()
    .from(checkouts)
    .where(
      after
        ? and(
            owned,
            or(
              lt(checkouts.createdAt, after.createdAt),
              and(eq(checkouts.createdAt, after.createdAt), lt(checkouts.id, after.id)),
            ),
          )
        : owned,
    )
    .orderBy(desc(checkouts.createdAt), desc(checkouts.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const hasMore = rows.length > limit;
  const fresh = await Promise.all(page.map(async (row) => (await current(deps, row)).row));
  const orderRows = fresh.length
    ? await deps.db
        .select()
        .from(orders)
        .where(
          inArray(
            orders.checkoutId,
            fresh.map((r) => r.id),
          ),
        )
    : [];
  const byCheckout = new Map(orderRows.map((o) => [o.checkoutId, o]));
  const nextCursor = hasMore && page.length ? encodeCursor(page[page.length - 1]!) : null;
  const path = `${deps.config.publicUrl}${info.aliased ? '/api/agent' : ''}/purchases`;
  return json(
    {
      ok: true,
      purchases: fresh.map((row) => presentHistoryItem(deps.config, row, byCheckout.get(row.id))),
      limit,
      hasMore,
      nextCursor,
      nextUrl: nextCursor ? `${path}?${new URLSearchParams({ limit: String(limit), cursor: nextCursor })}` : null,
      statusCheckAuthentication: {
        credentials: ['X-API-Key', 'SIGN-IN-WITH-X', 'X-Checkout-Token'],
        note: 'Read one purchase with its statusCheck and exactly one credential: this account’s API key, a fresh wallet proof for that exact request, or the checkout token.',
      },
    },
    200,
    { 'cache-control': 'private, no-store' },
  );
});

export const checkoutHandlers: Handlers = [
  purchase,
  hire,
  statusHandler('store'),
  statusHandler('hire'),
  purchasesList,
];
