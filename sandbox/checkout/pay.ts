/**
 * A payment on a checkout (spec 4.2): verify the PAYMENT-SIGNATURE against the
 * requirement issued for this checkout, refuse replays and self-purchases,
 * reserve, settle through the facilitator, record the payment in the ledger
 * exactly once and create the order the verified payer owns.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { PaymentPayload } from '@x402/core/types';
import { getAddress } from 'viem';
import { accountForPayer, walletWithAccount } from '../account/repo';
import { checkouts, ledgerEntries, orders, usedPayments } from '../db/schema';
import type { SandboxDeps } from '../deps';
import { SETTLEMENT_FAULTS, busyError } from '../faults';
import { fail } from '../http/errors';
import { newCustomId, newJobId, newOrderSecret } from '../orders/repo';
import type { PaymentRequirement } from '../payments';
import { moveToReview, refresh } from './lifecycle';
import { checkoutById, type CheckoutRow } from './repo';
import { type Network } from '@/lib/marketplace/schema';

/** Platform asset of a network's USDC in the ledger. */
export const usdcAsset = (network: string) => (network === 'base' ? 'USDC_BASE' : 'USDC');

/** A hire target is busy while another hire of theirs is mid-settlement. */
export async function refuseBusyWorker(deps: SandboxDeps, sellerId: string, exceptCheckout?: string): Promise<void> {
  const conditions = [
    eq(checkouts.sellerId, sellerId),
    eq(checkouts.family, 'hire'),
    eq(checkouts.status, 'processing'),
  ];
  if (exceptCheckout) conditions.push(ne(checkouts.id, exceptCheckout));
  const [settling] = await deps.db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(and(...conditions))
    .limit(1);
  if (settling) throw busyError();
}

function payerAddress(network: Network, payer: string): string {
  return network === 'base' ? getAddress(payer) : payer;
}

class LostRace extends Error {}

/**
 * Sandbox assumption: a valid payment refused only for the quote's deadline
 * still tells who tried to pay. Their account owns the record of the attempt,
 * so it shows (as expired, never charged) in their purchase history.
 */
async function claimAttempt(deps: SandboxDeps, row: CheckoutRow, header: string): Promise<void> {
  if (row.buyerAccountId) return;
  const network = row.network as Network;
  const decoded = deps.payments.decode(header);
  const requirement = row.requirement as unknown as PaymentRequirement;
  if (
    !decoded.ok ||
    !deps.payments.matches(decoded.payload.accepted as unknown as Record<string, unknown>, requirement)
  )
    return;
  const verification = await deps.payments.verify(decoded.payload, requirement);
  if (!verification.isValid || !verification.payer) return;
  const payer = payerAddress(network, verification.payer);
  const existing = await walletWithAccount(deps.db, network, payer);
  if (existing?.account.id === row.sellerId || existing?.account.blocked || existing?.wallet.disabled) return;
  const { account } = await accountForPayer(deps.db, network, payer, new Date(deps.clock.now()));
  await deps.db
    .update(checkouts)
    .set({ buyerAccountId: account.id })
    .where(and(eq(checkouts.id, row.id), isNull(checkouts.buyerAccountId)));
}

/**
 * Pay an awaiting checkout. Returns the checkout afterwards (reserved, in
 * whatever state settlement left it). Throws 402 ContractErrors for payments
 * to re-sign, 409/403 for refusals; nothing is charged when it throws.
 */
export async function payCheckout(
  deps: SandboxDeps,
  row: CheckoutRow,
  header: string,
  routeId: string,
): Promise<CheckoutRow> {
  const network = row.network as Network;
  const now = deps.clock.now();
  if (now >= row.expiresAt.getTime()) {
    await claimAttempt(deps, row, header);
    await refresh(deps, row);
    throw fail(
      409,
      'CHECKOUT_QUOTE_EXPIRED',
      'The quote has expired; nothing was charged. Start a new checkout with a new idempotency key.',
    );
  }
  if (now >= row.initiateBefore.getTime()) {
    await claimAttempt(deps, row, header);
    throw fail(
      409,
      'CHECKOUT_QUOTE_TOO_LATE',
      'Less than 60 seconds were left on the quote, so the payment was not started and nothing was charged. Start a new checkout with a new idempotency key.',
    );
  }

  const decoded = deps.payments.decode(header);
  if (!decoded.ok)
    throw fail(402, 'CHECKOUT_PAYMENT_INVALID', `${decoded.problem} Sign the requirement in PAYMENT-REQUIRED.`);
  const payload: PaymentPayload = decoded.payload;
  // A used authorization is named as such, whichever checkout it is presented to.
  const replayKey = deps.payments.replayKey(payload, network);
  if (replayKey) {
    const [used] = await deps.db.select().from(usedPayments).where(eq(usedPayments.key, replayKey)).limit(1);
    // The same payment repeated on its own checkout (a concurrent retry) answers that checkout.
    if (used?.checkoutId === row.id) return (await checkoutById(deps.db, row.id)) ?? row;
    if (used)
      throw fail(
        409,
        'CHECKOUT_PAYMENT_REPLAYED',
        'This payment authorization was already used. Read the status of the original checkout; do not pay again.',
      );
  }
  const requirement = row.requirement as unknown as PaymentRequirement;
  if (!deps.payments.matches(payload.accepted as unknown as Record<string, unknown>, requirement)) {
    throw fail(
      402,
      'CHECKOUT_PAYMENT_MISMATCH',
      'The signed payment does not match the requirement issued for this checkout (network, amount, asset, payee or terms). Nothing was charged.',
    );
  }
  if (!replayKey)
    throw fail(
      402,
      'CHECKOUT_PAYMENT_INVALID',
      'The payment payload has no authorization or transaction for this network.',
    );

  const verification = await deps.payments.verify(payload, requirement);
  if (!verification.isValid || !verification.payer) {
    throw fail(
      402,
      'CHECKOUT_PAYMENT_INVALID',
      `The payment did not verify (${verification.invalidReason ?? 'unknown reason'}). Nothing was charged; sign the requirement again.`,
    );
  }
  const payer = payerAddress(network, verification.payer);

  // Refusals that must come before anything settles.
  const payerAccount = await walletWithAccount(deps.db, network, payer);
  if (payerAccount?.account.id === row.sellerId)
    throw fail(
      403,
      'CHECKOUT_SELF_PURCHASE',
      'The paying wallet belongs to the seller: buying from or hiring yourself is not allowed. Nothing was charged.',
    );
  if (payerAccount?.account.blocked)
    throw fail(403, 'ACCOUNT_BLOCKED', 'The paying wallet’s account is blocked. Nothing was charged.');
  if (payerAccount?.wallet.disabled) {
    throw fail(
      403,
      network === 'base' ? 'EVM_CREDENTIAL_DISABLED' : 'WALLET_CREDENTIAL_DISABLED',
      'The paying wallet is disabled. Nothing was charged.',
    );
  }
  if (row.family === 'hire') await refuseBusyWorker(deps, row.sellerId, row.id);

  // Reserve: the payment evidence is used up and the checkout is taken, together.
  const reservedAt = new Date(deps.clock.now());
  try {
    await deps.db.transaction(async (tx) => {
      const [marked] = await tx
        .insert(usedPayments)
        .values({ key: replayKey, network, checkoutId: row.id, createdAt: reservedAt })
        .onConflictDoNothing()
        .returning();
      if (!marked) {
        const [holder] = await tx
          .select({ checkoutId: usedPayments.checkoutId })
          .from(usedPayments)
          .where(eq(usedPayments.key, replayKey))
          .limit(1);
        if (holder?.checkoutId === row.id) throw new LostRace();
        throw fail(
          409,
          'CHECKOUT_PAYMENT_REPLAYED',
          'This payment authorization was already used. Read the status of the original checkout; do not pay again.',
        );
      }
      const [taken] = await tx
        .update(checkouts)
        .set({ status: 'processing', payerWallet: payer, reservedAt })
        .where(and(eq(checkouts.id, row.id), eq(checkouts.status, 'awaiting_payment')))
        .returning({ id: checkouts.id });
      if (!taken) throw new LostRace();
    });
  } catch (error) {
    // Another request paid this checkout first: answer what it did.
    if (error instanceof LostRace) return (await checkoutById(deps.db, row.id)) ?? row;
    throw error;
  }

  // The verified payer owns the order: their wallet's account, or a new one without an API key.
  const { account } = await accountForPayer(deps.db, network, payer, reservedAt);
  await deps.db.update(checkouts).set({ buyerAccountId: account.id }).where(eq(checkouts.id, row.id));
  let reserved = (await checkoutById(deps.db, row.id))!;

  const fault = deps.faults.take(routeId, SETTLEMENT_FAULTS);
  if (fault?.kind === 'settle-uncertain') return moveToReview(deps, reserved, 'processing', 'settlement_uncertain');
  let settlement;
  try {
    settlement = await deps.payments.settle(payload, requirement);
  } catch {
    return moveToReview(deps, reserved, 'processing', 'settlement_uncertain');
  }
  if (!settlement.success) return moveToReview(deps, reserved, 'processing', 'settlement_failed');

  const settledAt = new Date(deps.clock.now());
  // Sandbox assumption: `never-confirm` leaves the receipt pending until the quote expires.
  const confirmAt = fault?.kind === 'never-confirm' ? null : new Date(settledAt.getTime() + deps.config.receiptDelayMs);
  await deps.db.transaction(async (tx) => {
    const [submitted] = await tx
      .update(checkouts)
      .set({
        status: 'payment_submitted',
        transactionId: settlement.transaction,
        settleResponse: { ...settlement },
        settledAt,
        confirmAt,
      })
      .where(and(eq(checkouts.id, row.id), eq(checkouts.status, 'processing')))
      .returning({ id: checkouts.id });
    if (!submitted) return;
    // The payment, recorded once: the payer's wallet paid the marketplace for this purchase.
    await tx.insert(ledgerEntries).values({
      accountId: null,
      wallet: payer,
      asset: usdcAsset(network),
      amount: row.paymentAmount,
      kind: 'payment',
      ref: row.id,
      createdAt: settledAt,
    });
    await tx.insert(orders).values({
      jobId: newJobId(),
      customId: newCustomId(),
      checkoutId: row.id,
      secret: newOrderSecret(),
      buyerAccountId: account.id,
      sellerId: row.sellerId,
      network,
      status: 'awaiting_funding',
      workStatus: null,
      fundingStatus: 'pending',
      createdAt: settledAt,
    });
  });
  reserved = (await checkoutById(deps.db, row.id))!;
  return refresh(deps, reserved);
}
