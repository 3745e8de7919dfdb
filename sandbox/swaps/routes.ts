/**
 * Swap routes (spec 4.10): create with idempotent replays, status by id or
 * key, and the history with offset paging and the blocking swap.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ASSETS } from '@/lib/marketplace/assets';
import { pairKeyOf, swapRoutes, type SwapCreateBody } from '@/lib/marketplace/swaps/contract';
import { SWAP_LIMITS } from '@/lib/marketplace/swaps/terms';
import {
  SANDBOX_USD_PRICES,
  estimateSwap,
  isBelowMinimum,
  isCrossNetwork,
  minimumOf,
  readAmount,
} from '@/lib/marketplace/swaps/rules';
import { toAtomic, normalize } from '@/lib/money';
import { balancesOf, type AccountRow } from '../account/repo';
import { accounts } from '../db/schema';
import { accountOf, defineHandler, type Handlers, type SandboxContext } from '../deps';
import { fail, json } from '../http/errors';
import { firstStep, routeVersionOf, settleSwaps } from './lifecycle';
import { presentCreated, presentSwap } from './present';
import { blockingSwap, insertSwap, swapById, swapByKey, swapPage } from './repo';
import type { SwapRow } from './schema';

const noStore = { 'cache-control': 'no-store' };

/** The account's swaps brought up to the clock, then the account itself. */
async function settledAccount(ctx: SandboxContext): Promise<AccountRow> {
  const account = accountOf(ctx);
  await settleSwaps(ctx.deps.db, account.id, ctx.deps.clock.date());
  return account;
}

async function answerCreate(ctx: SandboxContext, row: SwapRow, replayed: boolean): Promise<Response> {
  const balances = await balancesOf(ctx.deps.db, row.accountId);
  return json(presentCreated(row, balances, replayed), 200, noStore);
}

/** An exact retry answers the saved swap as it is now; the same key for anything else is a conflict. */
async function replay(
  ctx: SandboxContext,
  account: AccountRow,
  saved: SwapRow,
  body: SwapCreateBody,
  atomic: bigint,
): Promise<Response> {
  if (saved.accountId !== account.id)
    throw fail(
      403,
      'SWAP_ACCOUNT_CHANGED',
      'This idempotency key belongs to a swap of another account. Use a new key for a new swap.',
    );
  const samePair = saved.fromToken === body.fromToken && saved.toToken === body.toToken;
  if (!samePair || toAtomic(normalize(saved.amountIn), ASSETS[body.fromToken].decimals) !== atomic) {
    throw fail(
      409,
      'SWAP_IDEMPOTENCY_CONFLICT',
      'This idempotency key was used for a different pair or amount. Read its status, or use a new key for a new swap.',
    );
  }
  return answerCreate(ctx, saved, true);
}

const create = defineHandler(swapRoutes.create, async (ctx) => {
  const { deps, body } = ctx;
  const account = await settledAccount(ctx);
  const reading = readAmount(body.amount, body.fromToken);
  if (!reading.ok) throw fail(400, 'SWAP_AMOUNT_INVALID', reading.message);
  const { atomic } = reading;

  const saved = await swapByKey(deps.db, body.idempotencyKey);
  if (saved) return replay(ctx, account, saved, body, atomic);

  // A new attempt: it spends the 15 s window whatever comes of it.
  ctx.spendWindow(`account:${account.id}`);
  if (isBelowMinimum(body.fromToken, body.toToken, atomic)) {
    throw fail(
      400,
      'SWAP_AMOUNT_TOO_SMALL',
      `Swaps from ${body.fromToken} to ${body.toToken} start at ${minimumOf(body.fromToken, body.toToken)} ${body.fromToken}.`,
    );
  }
  const now = deps.clock.date();
  const estimate = estimateSwap(body.fromToken, body.toToken, atomic, SANDBOX_USD_PRICES);
  const crossNetwork = isCrossNetwork(body.fromToken, body.toToken);
  let row: SwapRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      // One swap decision at a time per account: the balance and the blocking swap are read under this lock.
      await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, account.id)).for('update');
      const active = await blockingSwap(tx, account.id);
      if (active)
        throw fail(
          409,
          'SWAP_ALREADY_PENDING',
          `Swap ${active.id} is still ${active.status.replace('_', ' ')}. Wait for it to finish before starting another.`,
        );
      const available = (await balancesOf(tx, account.id))[body.fromToken];
      if (atomic > toAtomic(available, ASSETS[body.fromToken].decimals)) {
        throw fail(400, 'SWAP_INSUFFICIENT_BALANCE', `The available ${body.fromToken} balance is ${available}.`);
      }
      return insertSwap(tx, {
        id: randomUUID(),
        accountId: account.id,
        idempotencyKey: body.idempotencyKey,
        source: 'api',
        fromToken: body.fromToken,
        toToken: body.toToken,
        pairKey: pairKeyOf(body.fromToken, body.toToken),
        amountIn: reading.amount,
        expectedAmountOut: estimate.expectedAmountOut,
        expectedAmountOutMin: estimate.expectedAmountOutMin,
        bridgeGrossAmount: estimate.bridgeGrossAmount,
        bridgeFeeAmount: estimate.bridgeFeeAmount,
        routeVersion: routeVersionOf(crossNetwork),
        ...firstStep(crossNetwork, now),
        createdAt: now,
        updatedAt: now,
      });
    });
  } catch (error) {
    // A concurrent twin of this request saved the key first: answer as its replay.
    const raced = await swapByKey(deps.db, body.idempotencyKey);
    if (raced) return replay(ctx, account, raced, body, atomic);
    throw error;
  }
  return answerCreate(ctx, row, false);
});

const status = defineHandler(swapRoutes.status, async (ctx) => {
  const { deps, body } = ctx;
  const account = await settledAccount(ctx);
  const row =
    body.swapId !== undefined
      ? await swapById(deps.db, body.swapId.toLowerCase())
      : await swapByKey(deps.db, body.idempotencyKey!);
  if (!row || row.accountId !== account.id)
    throw fail(404, 'SWAP_NOT_FOUND', 'No swap of this account has this id or key.');
  return json({ ok: true, swap: presentSwap(row) }, 200, noStore);
});

const history = defineHandler(swapRoutes.history, async (ctx) => {
  const { deps, body } = ctx;
  const account = await settledAccount(ctx);
  const limit = body.limit ?? SWAP_LIMITS.historyLimitDefault;
  const offset = body.offset ?? 0;
  const { rows, total } = await swapPage(deps.db, account.id, limit, offset);
  const hasMore = offset + rows.length < total;
  const next = offset + limit;
  const blocking = await blockingSwap(deps.db, account.id);
  return json(
    {
      ok: true,
      swaps: rows.map(presentSwap),
      total,
      limit,
      offset,
      hasMore,
      // The offset ceiling ends paging even when more swaps exist.
      nextOffset: hasMore && next <= SWAP_LIMITS.historyOffsetMax ? next : null,
      pending: blocking ? { id: blocking.id, status: blocking.status } : null,
    },
    200,
    noStore,
  );
});

export const swapHandlers: Handlers = [create, status, history];
