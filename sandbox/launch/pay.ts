/**
 * Taking an x402 payment on a launch route: read the header (v2
 * PAYMENT-SIGNATURE on `/{network}/*`, v1 X-PAYMENT on the quick and
 * job-payment routes), check it was signed for exactly the requirement this
 * request issues, refuse used payment evidence, verify through the official
 * facilitator, reserve the evidence, settle, and then let the caller record
 * what was bought, with the payment in the ledger, in one transaction.
 * Nothing is charged when this throws.
 */
import { eq } from 'drizzle-orm';
import type { PaymentPayload, SettleResponse } from '@x402/core/types';
import { getAddress } from 'viem';
import type { Network } from '@/lib/marketplace/schema';
import { accountForPayer, walletWithAccount, type AccountRow } from '../account/repo';
import { usdcAsset } from '../checkout/pay';
import { ledgerEntries, usedPayments } from '../db/schema';
import type { SandboxDb } from '../db/types';
import type { SandboxDeps } from '../deps';
import { ContractError, fail } from '../http/errors';
import type { PaymentRequirement } from '../payments';

export type X402Version = 1 | 2;

export interface Charge {
  version: X402Version;
  network: Network;
  requirement: PaymentRequirement;
  /** The amount in USDC, as the ledger records it. */
  amount: string;
  /** The work ID the payment is for (created by `record`, or an existing unpaid job). */
  jobId: string;
}

export interface Paid {
  payer: string;
  account: AccountRow;
  settlement: SettleResponse;
}

/** A refusal to sign again: the route answers its 402 challenge with this error. */
export class PaymentRefused extends ContractError {}

const refuse = (code: string, message: string) => new PaymentRefused(402, code, message);

const replayedError = (jobId: string | null) =>
  fail(
    409,
    'X402_PAYMENT_REPLAYED',
    `This payment was already used${jobId ? ` (for job ${jobId})` : ''}. Nothing was charged again; read the job you paid for instead of paying again.`,
  );

/** What a payment is for: `claim` takes the thing paid for along with the evidence (and may refuse), `release` gives it back if settlement fails. */
export interface Purchase {
  claim?: (tx: SandboxDb) => Promise<void>;
  release?: (db: SandboxDb) => Promise<void>;
  /** Creates or funds the job; runs in the same transaction as the ledger entry. */
  record: (tx: SandboxDb, paid: Paid) => Promise<void>;
}

/** Take the payment in `header` for `charge`, and record what it bought. */
export async function takePayment(
  deps: SandboxDeps,
  charge: Charge,
  header: string,
  purchase: Purchase,
): Promise<Paid> {
  const decoded = charge.version === 1 ? deps.payments.decodeV1(header, charge.network) : deps.payments.decode(header);
  if (!decoded.ok) throw refuse('X402_PAYMENT_INVALID', `${decoded.problem} Nothing was charged.`);
  const payload: PaymentPayload = decoded.payload;
  if (
    charge.version === 2 &&
    !deps.payments.matches(payload.accepted as unknown as Record<string, unknown>, charge.requirement)
  ) {
    throw refuse(
      'X402_PAYMENT_MISMATCH',
      'The signed payment does not match the requirement of this request (network, amount, asset, payee or resource). Nothing was charged.',
    );
  }
  const replayKey = deps.payments.replayKey(payload, charge.network);
  if (!replayKey)
    throw refuse(
      'X402_PAYMENT_INVALID',
      'The payment has no authorization or transaction for this network. Nothing was charged.',
    );
  const [used] = await deps.db.select().from(usedPayments).where(eq(usedPayments.key, replayKey)).limit(1);
  if (used) throw replayedError(used.jobId);

  const verification = await deps.payments.verify(payload, charge.requirement);
  if (!verification.isValid || !verification.payer) {
    throw refuse(
      'X402_PAYMENT_INVALID',
      `The payment did not verify (${verification.invalidReason ?? 'unknown reason'}). Nothing was charged; sign the requirement again.`,
    );
  }
  const payer = charge.network === 'base' ? getAddress(verification.payer) : verification.payer;
  const owner = await walletWithAccount(deps.db, charge.network, payer);
  if (owner?.account.blocked)
    throw fail(403, 'ACCOUNT_BLOCKED', 'The paying wallet’s account is blocked. Nothing was charged.');
  if (owner?.wallet.disabled)
    throw fail(
      403,
      charge.network === 'base' ? 'EVM_CREDENTIAL_DISABLED' : 'WALLET_CREDENTIAL_DISABLED',
      'The paying wallet is disabled. Nothing was charged.',
    );

  // Reserve the evidence first: of two identical payments racing, one settles.
  const reservedAt = deps.clock.date();
  await deps.db.transaction(async (tx) => {
    const [marked] = await tx
      .insert(usedPayments)
      .values({ key: replayKey, network: charge.network, checkoutId: null, jobId: charge.jobId, createdAt: reservedAt })
      .onConflictDoNothing()
      .returning();
    if (!marked) throw replayedError(null);
    await purchase.claim?.(tx);
  });

  let settlement: SettleResponse;
  try {
    settlement = await deps.payments.settle(payload, charge.requirement);
    if (!settlement.success) throw new Error(settlement.errorReason ?? 'settlement failed');
  } catch {
    // Sandbox assumption: a settlement that fails here moved no money (the facilitator is in-process), so the evidence is released.
    await deps.db.delete(usedPayments).where(eq(usedPayments.key, replayKey));
    await purchase.release?.(deps.db);
    throw refuse(
      'X402_PAYMENT_NOT_SETTLED',
      'The payment could not be settled. Nothing was charged; sign the requirement again.',
    );
  }

  const { account } = await accountForPayer(deps.db, charge.network, payer, reservedAt);
  const paid: Paid = { payer, account, settlement };
  await deps.db.transaction(async (tx) => {
    await purchase.record(tx, paid);
    // The payment, recorded once: the payer's wallet paid the marketplace for this job.
    await tx.insert(ledgerEntries).values({
      accountId: null,
      wallet: payer,
      asset: usdcAsset(charge.network),
      amount: charge.amount,
      kind: 'payment',
      ref: charge.jobId,
      createdAt: deps.clock.date(),
    });
  });
  return paid;
}
