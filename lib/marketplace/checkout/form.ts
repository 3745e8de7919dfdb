/**
 * The checkout form (buying a listing, hiring a worker): what people type,
 * checked with the contract's own schemas so the form refuses exactly what the
 * marketplace would, with the words shown at each field; and the request body
 * it becomes.
 */
import * as z from 'zod/mini';
import { blankOr, filledIn, networkSchema, trimmed, type Network } from '../schema';
import {
  attachmentCount,
  attachmentUrlSchema,
  hireBodySchema,
  purchaseBodySchema,
  type HireBody,
  type PurchaseBody,
} from './contract';
import type { DecimalString } from '@/lib/money';
import type { CheckoutKind } from './terms';

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

const forms = {
  store: z.object({
    network: networkSchema,
    description: trimmed(purchaseBodySchema.shape.description),
    budgetUsd: z.string(),
    attachments: attachmentRows,
  }),
  hire: z.object({
    network: networkSchema,
    description: trimmed(hireBodySchema.shape.description),
    budgetUsd: filledIn(hireBodySchema.shape.budgetUsd, 'Enter a budget, like 25 or 25.50.'),
    attachments: attachmentRows,
  }),
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
