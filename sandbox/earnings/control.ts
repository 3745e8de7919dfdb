/**
 * Test control for earnings (under `/__sandbox/`): record one earning for an
 * account at a chosen instant, ready (credited to its balance), pending or
 * unavailable, to check the report's windows and totals.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { EARNINGS_CATEGORIES, EARNING_ASSETS } from '@/lib/marketplace/earnings/terms';
import { readAmount } from '@/lib/marketplace/swaps/rules';
import { accountById } from '../account/repo';
import type { SandboxDeps } from '../deps';
import { draftEarning } from './drafts';
import { recordEarning } from './repo';

const bad = (message: string | undefined) => ({
  ok: false,
  errorCode: 'SANDBOX_INPUT_INVALID',
  message: message ?? 'Invalid input.',
});

const earningBody = z
  .strictObject({
    accountId: z.string().min(1),
    category: z.enum(EARNINGS_CATEGORIES),
    status: z.enum(['ready', 'pending', 'unavailable']).default('ready'),
    /** Tips and vault payouts are NATIVE whatever is sent. */
    assetId: z.enum(EARNING_ASSETS).default('NATIVE'),
    amount: z.string().optional(),
    /** ISO time or epoch ms; the sandbox's now by default (the future is allowed). */
    at: z.union([z.iso.datetime({ offset: true }), z.number().int().nonnegative()]).optional(),
  })
  .refine((b) => b.status === 'unavailable' || b.amount !== undefined, {
    message: 'amount is required unless the earning is unavailable',
  });

export function earningControls(control: Hono, deps: SandboxDeps): void {
  control.post('/earnings', async (c) => {
    const parsed = earningBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json(bad(parsed.error.issues[0]?.message), 400);
    const { accountId, category, status, at } = parsed.data;
    const assetId = category === 'tips' || category === 'vault' ? 'NATIVE' : parsed.data.assetId;
    let amount: string | null = null;
    if (status !== 'unavailable') {
      const reading = readAmount(parsed.data.amount, assetId);
      if (!reading.ok) return c.json(bad(reading.message), 400);
      amount = reading.amount;
    }
    if (!(await accountById(deps.db, accountId)))
      return c.json({ ok: false, errorCode: 'ACCOUNT_NOT_FOUND', message: 'No such account.' }, 404);
    const when = at === undefined ? deps.clock.date() : new Date(typeof at === 'number' ? at : Date.parse(at));
    const row = await recordEarning(deps.db, draftEarning({ accountId, category, status, assetId, amount, at: when }));
    return c.json({ ok: true, id: row.id, earnedAt: row.earnedAt.toISOString() });
  });
}
