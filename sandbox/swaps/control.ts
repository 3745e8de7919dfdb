/**
 * Test controls for balances and swaps (under `/__sandbox/`): credit an
 * account, and move a swap to a state the clock alone does not reach
 * (bridge review, a failure) or resolve one held in review.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { ASSET_IDS } from '@/lib/marketplace/assets';
import { PROCESSING_SWAP_STATUSES, SWAP_STATUSES } from '@/lib/marketplace/swaps/terms';
import { readAmount } from '@/lib/marketplace/swaps/rules';
import { accountById, balancesOf } from '../account/repo';
import { ledgerEntries } from '../db/schema';
import type { SandboxDeps } from '../deps';
import { FINAL_STATUSES, STEP_SECONDS, finishSwap, settleSwaps } from './lifecycle';
import { presentSwap } from './present';
import { swapById } from './repo';
import { swaps } from './schema';

const bad = (message: string | undefined) => ({
  ok: false,
  errorCode: 'SANDBOX_INPUT_INVALID',
  message: message ?? 'Invalid input.',
});

const creditBody = z.strictObject({ asset: z.enum(ASSET_IDS), amount: z.string() });

const moveBody = z.strictObject({
  status: z.enum(SWAP_STATUSES),
  /** For `failed`: the reason recorded (SWAP_AMOUNT_TOO_SMALL returns the source, as any failure does). */
  failureReason: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]{2,63}$/)
    .optional(),
});

export function swapControls(control: Hono, deps: SandboxDeps): void {
  control.post('/accounts/:id/credit', async (c) => {
    const parsed = creditBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json(bad(parsed.error.issues[0]?.message), 400);
    const { asset } = parsed.data;
    const reading = readAmount(parsed.data.amount, asset);
    if (!reading.ok) return c.json(bad(reading.message), 400);
    const account = await accountById(deps.db, c.req.param('id'));
    if (!account) return c.json({ ok: false, errorCode: 'ACCOUNT_NOT_FOUND', message: 'No such account.' }, 404);
    await deps.db.insert(ledgerEntries).values({
      accountId: account.id,
      asset,
      amount: reading.amount,
      kind: 'sandbox_credit',
      createdAt: deps.clock.date(),
    });
    return c.json({ ok: true, balances: await balancesOf(deps.db, account.id) });
  });

  control.post('/swaps/:id', async (c) => {
    const parsed = moveBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json(bad(parsed.error.issues[0]?.message), 400);
    const found = await swapById(deps.db, c.req.param('id'));
    if (!found) return c.json({ ok: false, errorCode: 'SWAP_NOT_FOUND', message: 'No such swap.' }, 404);
    const now = deps.clock.date();
    await settleSwaps(deps.db, found.accountId, now);
    const row = (await swapById(deps.db, found.id))!;
    if (FINAL_STATUSES.includes(row.status))
      return c.json({ ok: false, errorCode: 'SWAP_FINISHED', message: `The swap is already ${row.status}.` }, 409);
    const { status, failureReason } = parsed.data;
    if (status === 'completed' || status === 'failed') {
      await finishSwap(deps.db, row, now, status === 'failed' ? (failureReason ?? 'SWAP_AMOUNT_TOO_SMALL') : undefined);
    } else {
      // Processing states carry on with the clock from here; review waits for the next move.
      const nextStepAt = PROCESSING_SWAP_STATUSES.includes(status)
        ? new Date(now.getTime() + STEP_SECONDS[status]! * 1000)
        : null;
      await deps.db
        .update(swaps)
        .set({ status, nextStepAt, updatedAt: now })
        .where(and(eq(swaps.id, row.id), eq(swaps.status, row.status)));
    }
    return c.json({
      ok: true,
      swap: presentSwap((await swapById(deps.db, row.id))!),
      balances: await balancesOf(deps.db, row.accountId),
    });
  });
}
