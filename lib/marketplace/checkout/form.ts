/**
 * The checkout form (buying a listing, hiring a worker): what people type,
 * checked with the contract's own schemas so the form refuses exactly what the
 * marketplace would, with the words shown at each field; and the request body
 * it becomes.
 */
import * as z from 'zod/mini';
import { blankOr, filledIn, jsonBytes, networkSchema, trimmed, type Network } from '../schema';
import {
  attachmentCount,
  attachmentUrlSchema,
  hireBodySchema,
  purchaseBodySchema,
  type HireBody,
  type PurchaseBody,
} from './contract';
import type { DecimalString } from '@/lib/money';
import { CHECKOUT_LIMITS, type CheckoutKind } from './terms';

export interface CheckoutFormValues {
  network: Network;
  description: string;
  /** Hires only. */
  budgetUsd: string;
  /** One row per attachment link; blank rows are left out. */
  attachments: { url: string }[];
}

/** A new checkout pays on the signed-in wallet's network when there is one, so the order lands on that account. */
export const emptyCheckoutForm = (signedInNetwork?: Network): CheckoutFormValues => ({
  network: signedInNetwork ?? 'solana',
  description: '',
  budgetUsd: '',
  attachments: [],
});

const attachmentRows = z.array(z.object({ url: blankOr(attachmentUrlSchema) })).check(attachmentCount);

/** Room in the body for what the form does not hold: the listing or the nickname, the network, the budget, the key. */
const OTHER_FIELDS_ROOM = 512;

/**
 * Each field within its limit can still make a body over the checkout's 16 KiB (a description of 10,000 characters
 * that are not all plain letters, five long links): said at the description, before anything is signed.
 */
const bodyFits = z.refine<{ description?: string; attachments: { url: string }[] }>(
  ({ description, attachments }) =>
    jsonBytes({ description, attachments: attachments.map((row) => row.url) }) + OTHER_FIELDS_ROOM <=
    CHECKOUT_LIMITS.bodyLimit,
  {
    error: 'Together the description and the links are too long to send (16 KiB at most). Shorten the description.',
    path: ['description'],
  },
);

const forms = {
  store: z
    .object({
      network: networkSchema,
      description: trimmed(purchaseBodySchema.shape.description),
      budgetUsd: z.string(),
      attachments: attachmentRows,
    })
    .check(bodyFits),
  hire: z
    .object({
      network: networkSchema,
      description: trimmed(hireBodySchema.shape.description),
      budgetUsd: filledIn(hireBodySchema.shape.budgetUsd, 'Enter a budget, like 25 or 25.50.'),
      attachments: attachmentRows,
    })
    .check(bodyFits),
};

export const checkoutFormSchema = (kind: CheckoutKind) => forms[kind];
export type CheckoutForm = z.output<(typeof forms)['store'] | (typeof forms)['hire']>;

export type CheckoutTarget =
  | {
      kind: 'store';
      productId: string;
      productName: string;
      /** The price the listing showed (with the fee), when the checkout was opened from it: a quote that differs says so. */
      listedPrice?: DecimalString;
    }
  | { kind: 'hire'; nickname: string };

/** The request body of a checked form: empty optional fields left out, the key of the intended operation added. */
export function checkoutBody(
  target: CheckoutTarget,
  form: CheckoutForm,
  idempotencyKey: string,
): PurchaseBody | HireBody {
  const files = form.attachments.map((row) => row.url).filter(Boolean);
  const attachments = files.length ? { attachments: files } : {};
  if (target.kind === 'store') {
    return {
      productId: target.productId,
      network: form.network,
      idempotencyKey,
      ...(form.description ? { description: form.description } : {}),
      ...attachments,
    };
  }
  return {
    nickname: target.nickname,
    description: form.description ?? '',
    budgetUsd: form.budgetUsd,
    network: form.network,
    idempotencyKey,
    ...attachments,
  };
}
