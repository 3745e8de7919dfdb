/** Checkout rows -> the contract's checkout (2.4), purchase (2.4) and history item objects; shapes from lib/marketplace/checkout.ts. */
import { ASSETS } from '@/lib/marketplace/assets';
import { toFixed } from '@/lib/money';
import type { SandboxConfig } from '../config';
import { isActive, type OrderRow } from '../orders/repo';
import type { CheckoutRow } from './repo';
import type { Checkout, HistoryItem, Purchase } from '@/lib/marketplace/checkout/contract';
import type { PurchaseStatus } from '@/lib/marketplace/checkout/terms';
import type { Network } from '@/lib/marketplace/schema';

type Urls = Pick<SandboxConfig, 'publicUrl' | 'siteUrl'>;

const ORDER_ROOM = '/api/preselection/agenttohumanadvanced';
/** Statuses in which a payment was reserved: a purchase exists. */
const RESERVED: readonly string[] = ['processing', 'payment_submitted', 'payment_confirmed', 'payment_review'];

export const isReserved = (row: CheckoutRow) => RESERVED.includes(row.status) || row.reservedAt !== null;

const statusPath = (row: Pick<CheckoutRow, 'family'>) =>
  row.family === 'hire' ? '/hire/status' : '/store/purchase/status';

function statusCheck(urls: Urls, row: CheckoutRow) {
  return {
    method: 'POST',
    url: `${urls.publicUrl}${statusPath(row)}`,
    body: { purchaseId: row.id },
    note: 'Send exactly one credential: X-Checkout-Token, X-API-Key or SIGN-IN-WITH-X.',
  };
}

function payment(row: CheckoutRow) {
  return {
    asset: 'USDC' as const,
    amount: row.paymentAmount,
    amountAtomic: row.paymentAtomic,
    expiresAt: row.expiresAt.toISOString(),
    initiateBefore: row.initiateBefore.toISOString(),
    transactionId: row.transactionId,
  };
}

function pricing(row: CheckoutRow) {
  return {
    sellerNetUsd: row.sellerNetUsd,
    orderAmountUsdc: row.orderAmountUsdc,
    identificationAmountUsdc: row.identificationAmountUsdc,
    ...(row.budgetUsd !== null ? { budgetUsd: row.budgetUsd } : {}),
  };
}

const directHire = (row: CheckoutRow) =>
  row.family === 'hire' && row.hireNickname && row.budgetUsd
    ? { nickname: row.hireNickname, budgetUsd: row.budgetUsd }
    : null;

/** The checkout object; `token` only where the contract hands it out (the first 402 that generated it, token reads). */
export function presentCheckout(urls: Urls, row: CheckoutRow, token?: string): Checkout {
  return {
    id: row.id,
    ...(token ? { token } : {}),
    family: row.family as 'store' | 'hire',
    network: row.network as Network,
    status: row.status as PurchaseStatus,
    summary: row.summary,
    productId: row.productId,
    directHire: directHire(row),
    payment: payment(row),
    pricing: pricing(row),
    statusCheck: statusCheck(urls, row),
    createdAt: row.createdAt.toISOString(),
  };
}

function orderObject(urls: Urls, order: OrderRow) {
  return {
    jobId: order.jobId,
    customId: order.customId,
    url: `${urls.siteUrl}/orders/${encodeURIComponent(order.jobId)}`,
    status: order.status,
    workStatus: order.workStatus,
    fundingStatus: order.fundingStatus,
  };
}

const RECOVERY: Record<string, { reason: string; guidance: string }> = {
  settlement_uncertain: {
    reason: 'settlement_uncertain',
    guidance:
      'The settlement result is unknown. Do not pay again: keep reading this purchase with the original identifiers; support resolves it from the payment evidence.',
  },
  settlement_failed: {
    reason: 'settlement_failed',
    guidance:
      'The payment could not be settled after it was verified. Do not pay again for this checkout: read its status with the original identifiers and contact support with the purchase id.',
  },
  funding_unconfirmed: {
    reason: 'funding_unconfirmed',
    guidance:
      'Settlement was recorded but the funding receipt was not confirmed before the quote expired. Do not pay again: support reconciles the payment with the purchase id.',
  },
};

function nextAction(row: CheckoutRow, order: OrderRow | undefined): { type: string; description: string } {
  switch (row.status) {
    case 'processing':
      return {
        type: 'check_status',
        description:
          'The payment is being verified and settled. Read the status again in a few seconds; do not pay again.',
      };
    case 'payment_submitted':
      return {
        type: 'wait_for_confirmation',
        description:
          'Settlement is recorded and the funding receipt is pending. Read the status again shortly; do not pay again.',
      };
    case 'payment_review':
      return {
        type: 'follow_recovery',
        description: 'The payment needs review. Follow `recovery` and do not pay again.',
      };
    case 'expired':
      return { type: 'none', description: 'The payment window closed. Nothing more happens on this checkout.' };
    case 'payment_confirmed':
      if (order?.finalizedAt)
        return {
          type: 'review_seller',
          description: 'The order is approved and the seller is paid. You can leave a review of the delivered work.',
        };
      if (order?.submissionId)
        return {
          type: 'approve_delivery',
          description: 'The seller delivered. Check the delivery in the chat, then approve it with finalize.',
        };
      return {
        type: 'open_chat',
        description:
          'The order is funded and active. Use the order secret to read and send chat messages; the seller delivers there.',
      };
    default:
      return {
        type: 'pay',
        description: 'Sign the payment requirement and repeat the same POST with PAYMENT-SIGNATURE.',
      };
  }
}

const action = (method: 'GET' | 'POST', url: string, note: string) => ({ method, url, headers: ['X-Secret'], note });

/** The purchase object; `secret` is the order secret once the order exists. */
export function presentPurchase(urls: Urls, row: CheckoutRow, order: OrderRow | undefined): Purchase {
  const active = order !== undefined && isActive(order);
  const room = `${urls.publicUrl}${ORDER_ROOM}`;
  const recovery =
    row.status === 'payment_review'
      ? { ...(RECOVERY[row.reviewReason ?? ''] ?? RECOVERY.settlement_uncertain!), doNotPayAgain: true }
      : undefined;
  return {
    purchaseId: row.id,
    kind: row.family === 'hire' ? 'direct_hire' : 'store',
    network: row.network as Network,
    productId: row.productId,
    directHire: directHire(row),
    status: row.status as PurchaseStatus,
    statusCheck: statusCheck(urls, row),
    nextAction: nextAction(row, order),
    ...(recovery ? { recovery } : {}),
    payment: payment(row),
    pricing: pricing(row),
    product: {
      name: row.productName,
      description: row.productDescription,
      revisions: row.revisions,
      expectedDelivery: row.expectedDelivery,
    },
    order: order ? { ...orderObject(urls, order), rewardAsset: 'USDC' as const } : null,
    secret: order?.secret ?? null,
    chat: active
      ? action('GET', `${room}/chat/messages`, 'Read messages oldest first; send with POST chat/send.')
      : null,
    finalize: active
      ? action('POST', `${room}/finalize`, 'Approve the delivery with body {}; credits the seller once.')
      : null,
    reviewSubmission: active
      ? action('POST', `${room}/review`, 'Review the delivered submission: {submissionId, stars, text?}.')
      : null,
    createdAt: row.createdAt.toISOString(),
  };
}

function refund(row: CheckoutRow) {
  if (!row.refundCreditedAt || !row.refundAsset || row.refundAmount === null) return null;
  const asset = row.refundAsset as 'SOL' | 'USDC' | 'NATIVE';
  // The column keeps 9 decimals; the refund is shown at its asset's precision.
  const amount = toFixed(row.refundAmount, ASSETS[asset].decimals);
  return {
    network: 'solana' as const,
    asset,
    amount,
    status: 'credited',
    creditedAt: row.refundCreditedAt.toISOString(),
  };
}

/** A history item: no order secret, request key or payment evidence. */
export function presentHistoryItem(urls: Urls, row: CheckoutRow, order: OrderRow | undefined): HistoryItem {
  return {
    purchaseId: row.id,
    kind: row.family === 'hire' ? 'direct_hire' : 'store',
    createdAt: row.createdAt.toISOString(),
    network: row.network as Network,
    status: row.status as PurchaseStatus,
    product: {
      id: row.productId,
      name: row.productName,
      directHire: row.family === 'hire' && row.hireNickname ? { nickname: row.hireNickname } : null,
    },
    payment: {
      asset: 'USDC',
      amount: row.paymentAmount,
      amountAtomic: row.paymentAtomic,
      expiresAt: row.expiresAt.toISOString(),
      transactionId: row.transactionId,
    },
    order: order ? { ...orderObject(urls, order), customWorkStatus: order.workStatus } : null,
    refund: refund(row),
    statusCheck: statusCheck(urls, row),
  };
}
