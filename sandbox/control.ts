/**
 * The test-control surface under `/__sandbox/`: reset to the seed, move the
 * clock, add bulk products, shape accounts, inject faults, read the ledger,
 * set the receipt delay, deliver orders, credit refunds, set an upload's
 * state and list the credentials seen for the e2e secret sweep;
 * notifications, swaps, earnings and jobs add their own (`<area>/control.ts`).
 * Only mounted when the sandbox runs for dev or tests.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { isPlainDecimal, normalize, scale } from '@/lib/money';
import { setAccountFlags } from './account/routes';
import { checkoutById } from './checkout/repo';
import * as schema from './db/schema';
import { checkouts, ledgerEntries, orders, wallets } from './db/schema';
import type { SandboxDeps } from './deps';
import { earningControls } from './earnings/control';
import { faultBody } from './faults';
import { mediaUploads } from './media/schema';
import { orderByJobId } from './orders/repo';
import { deliver } from './orders/simulated';
import { notificationControls } from './notifications/control';
import { jobControls } from './jobs/control';
import { searchTextOf } from './store/search-text';
import { sellerId } from './seed/seller-ids';
import { SELLERS } from './seed/catalog-data';
import { swapControls } from './swaps/control';

const clockBody = z.strictObject({
  now: z.union([z.iso.datetime({ offset: true }), z.number().int().nonnegative()]).optional(),
  advanceSeconds: z.number().int().optional(),
  freeze: z.boolean().optional(),
});

const decimal = (max: number) =>
  z.string().refine((v) => isPlainDecimal(v) && scale(v) <= max, `a decimal string with at most ${max} decimals`);

const bulkBody = z.strictObject({
  count: z.number().int().min(1).max(20_000),
  category: z.string().default('Business'),
  subCategory: z.string().default('Virtual Assistance'),
  namePrefix: z.string().min(1).max(60).default('Bulk listing'),
  /** The seller (an account id); the first seeded seller by default. */
  sellerId: z.string().min(1).optional(),
  priceUsd: decimal(2).default('5.00'),
  priceOnRequest: z.boolean().default(false),
});

const bad = (message: string | undefined) => ({
  ok: false,
  errorCode: 'SANDBOX_INPUT_INVALID',
  message: message ?? 'Invalid input.',
});

export function controlRoutes(deps: SandboxDeps, reset: () => Promise<unknown>): Hono {
  const control = new Hono();

  // What a payment to this sandbox looks like: the dashboard signs nothing else (its sandbox mode reads these here; live, they are mainnet USDC).
  const { solana, base } = deps.payments.addresses;
  const payments = {
    solana: { asset: solana.mint, payTo: solana.payTo },
    base: { asset: base.asset, payTo: base.payTo },
  };
  control.get('/info', (c) =>
    c.json({
      ok: true,
      serviceName: deps.config.serviceName,
      // The "public website" its `url` fields point to (the contract's `{site_url}`), for the dashboard's links there.
      siteUrl: deps.config.siteUrl,
      now: deps.clock.date().toISOString(),
      frozen: deps.clock.frozen,
      payments,
    }),
  );

  control.post('/reset', async (c) => c.json({ ok: true, seeded: await reset() }));

  control.get('/clock', (c) => c.json({ ok: true, now: deps.clock.date().toISOString(), frozen: deps.clock.frozen }));
  control.post('/clock', async (c) => {
    const parsed = clockBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json(bad(parsed.error.issues[0]?.message), 400);
    const { now, advanceSeconds, freeze } = parsed.data;
    if (freeze !== undefined) deps.clock.freeze(freeze);
    if (now !== undefined) deps.clock.set(typeof now === 'number' ? now : Date.parse(now));
    if (advanceSeconds !== undefined) deps.clock.advance(advanceSeconds * 1000);
    return c.json({ ok: true, now: deps.clock.date().toISOString(), frozen: deps.clock.frozen });
  });

  const flagsBody = z.strictObject({
    blocked: z.boolean().optional(),
    apiKeyBlocked: z.boolean().optional(),
    nickname: z
      .string()
      .regex(/^[A-Za-z0-9._-]{3,32}$/)
      .optional(),
    publicProfile: z.boolean().optional(),
    acceptingOrders: z.boolean().optional(),
    avatarUrl: z.url({ protocol: /^https?$/ }).optional(),
  });
  control.post('/accounts/:id', async (c) => {
    const parsed = flagsBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json(bad(parsed.error.issues[0]?.message), 400);
    let found: boolean;
    try {
      found = await setAccountFlags(deps, c.req.param('id'), parsed.data);
    } catch {
      return c.json({ ok: false, errorCode: 'WURKER_NICKNAME_TAKEN', message: 'That nickname is in use.' }, 409);
    }
    return found
      ? c.json({ ok: true })
      : c.json({ ok: false, errorCode: 'ACCOUNT_NOT_FOUND', message: 'No such account.' }, 404);
  });

  const walletBody = z.strictObject({
    network: z.enum(['solana', 'base']),
    address: z.string().min(1),
    disabled: z.boolean(),
  });
  control.post('/wallets', async (c) => {
    const parsed = walletBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json(bad(parsed.error.issues[0]?.message), 400);
    const { network, address, disabled } = parsed.data;
    const updated = await deps.db
      .update(wallets)
      .set({ disabled })
      .where(and(eq(wallets.network, network), eq(wallets.address, address)))
      .returning();
    return updated.length
      ? c.json({ ok: true })
      : c.json({ ok: false, errorCode: 'WALLET_NOT_FOUND', message: 'No such wallet.' }, 404);
  });

  control.post('/store/bulk', async (c) => {
    const parsed = bulkBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json(bad(parsed.error.issues[0]?.message), 400);
    const { count, category, subCategory, namePrefix, priceUsd, priceOnRequest } = parsed.data;
    const seller = parsed.data.sellerId ?? sellerId(SELLERS[0]!.nickname);
    if (
      !(
        await deps.db
          .select({ id: schema.accounts.id })
          .from(schema.accounts)
          .where(eq(schema.accounts.id, seller))
          .limit(1)
      ).length
    ) {
      return c.json({ ok: false, errorCode: 'ACCOUNT_NOT_FOUND', message: 'No such seller account.' }, 404);
    }
    const now = deps.clock.date();
    // Two batches in the same (possibly frozen) millisecond still get distinct ids.
    const batch = randomBytes(3).toString('hex');
    const rows = Array.from({ length: count }, (_, i) => {
      const name = `${namePrefix} ${i + 1}`;
      return {
        id: `bulk_${now.getTime().toString(36)}_${batch}_${i}`,
        sellerId: seller,
        name,
        description: null,
        tags: ['bulk'],
        category,
        subCategory,
        priceUsd: priceOnRequest ? null : priceUsd,
        priceOnRequest,
        searchText: searchTextOf({ name, description: null, tags: ['bulk'] }),
        createdAt: now,
        updatedAt: now,
      };
    });
    for (let i = 0; i < rows.length; i += 500) await deps.db.insert(schema.products).values(rows.slice(i, i + 500));
    deps.catalog.invalidate();
    return c.json({ ok: true, inserted: count, ids: rows.slice(0, 100).map((r) => r.id) });
  });

  control.get('/faults', (c) => c.json({ ok: true, faults: deps.faults.list() }));
  control.post('/faults', async (c) => {
    const parsed = faultBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json(bad(parsed.error.issues[0]?.message), 400);
    deps.faults.add(parsed.data);
    return c.json({ ok: true, faults: deps.faults.list() });
  });
  control.delete('/faults', (c) => {
    deps.faults.clear();
    return c.json({ ok: true, faults: [] });
  });

  // The ledger of one purchase or job (`ref`), one paying wallet (`wallet`) or one account (`account`): what the fault journeys count.
  control.get('/ledger', async (c) => {
    const selectors = { ref: c.req.query('ref'), wallet: c.req.query('wallet'), account: c.req.query('account') };
    const given = Object.entries(selectors).filter(([, value]) => value);
    if (given.length !== 1)
      return c.json(bad('exactly one of ref (a purchase or job id), wallet or account is required'), 400);
    const column = { ref: ledgerEntries.ref, wallet: ledgerEntries.wallet, account: ledgerEntries.accountId }[
      given[0]![0] as keyof typeof selectors
    ];
    const entries = await deps.db
      .select()
      .from(ledgerEntries)
      .where(eq(column, given[0]![1]!))
      .orderBy(asc(ledgerEntries.id));
    return c.json({
      ok: true,
      entries: entries.map((e) => ({ ...e, amount: normalize(e.amount), createdAt: e.createdAt.toISOString() })),
    });
  });

  // Media that is not ready yet (still being checked, or failed) is refused where a listing or profile names it.
  const mediaBody = z.strictObject({ state: z.enum(['processing', 'ready', 'failed']) });
  control.post('/media/:id', async (c) => {
    const parsed = mediaBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json(bad(parsed.error.issues[0]?.message), 400);
    const updated = await deps.db
      .update(mediaUploads)
      .set({ state: parsed.data.state })
      .where(eq(mediaUploads.id, c.req.param('id')))
      .returning({ id: mediaUploads.id });
    return updated.length
      ? c.json({ ok: true })
      : c.json({ ok: false, errorCode: 'NOT_FOUND', message: 'No such upload.' }, 404);
  });

  const configBody = z.strictObject({
    receiptDelayMs: z.number().int().min(0).max(86_400_000).optional(),
    streamLifetimeMs: z.number().int().min(100).max(86_400_000).optional(),
    streamHeartbeatMs: z.number().int().min(50).max(3_600_000).optional(),
  });
  const currentConfig = () => ({
    ok: true,
    receiptDelayMs: deps.config.receiptDelayMs,
    streamLifetimeMs: deps.config.streamLifetimeMs,
    streamHeartbeatMs: deps.config.streamHeartbeatMs,
  });
  control.get('/config', (c) => c.json(currentConfig()));
  // The e2e secret sweep: note the cursor when a test starts, list what was seen after it when it ends.
  control.get('/secrets', (c) => {
    const after = c.req.query('after');
    if (after === undefined) return c.json({ ok: true, cursor: deps.secrets.cursor, secrets: [] });
    if (!/^\d{1,15}$/.test(after)) return c.json(bad('after must be a cursor from this route'), 400);
    return c.json({ ok: true, cursor: deps.secrets.cursor, secrets: deps.secrets.since(Number(after)) });
  });

  control.post('/config', async (c) => {
    const parsed = configBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json(bad(parsed.error.issues[0]?.message), 400);
    Object.assign(deps.config, Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)));
    return c.json(currentConfig());
  });

  notificationControls(control, deps);
  swapControls(control, deps);
  earningControls(control, deps);
  jobControls(control, deps);

  const deliverBody = z.strictObject({
    content: z.string().min(1).max(5_000).optional(),
    files: z.array(z.url()).max(5).optional(),
  });
  control.post('/orders/:jobId/deliver', async (c) => {
    const parsed = deliverBody.safeParse((await c.req.json().catch(() => ({}))) ?? {});
    if (!parsed.success) return c.json(bad(parsed.error.issues[0]?.message), 400);
    const order = await orderByJobId(deps.db, c.req.param('jobId'));
    const checkout = order ? await checkoutById(deps.db, order.checkoutId) : undefined;
    if (!order || !checkout) return c.json({ ok: false, errorCode: 'ORDER_NOT_FOUND', message: 'No such order.' }, 404);
    if (order.submissionId) return c.json({ ok: true, alreadyDelivered: true, submissionId: order.submissionId });
    const delivered = await deps.db.transaction((tx) =>
      deliver(tx, deps.config.publicUrl, order, checkout, parsed.data, deps.clock.date()),
    );
    return c.json({ ok: true, alreadyDelivered: false, submissionId: delivered.submissionId });
  });

  /**
   * Sandbox assumption: refunds are credited to the buyer's Solana platform balance, only through this
   * control call; a refunded order that was not completed is cancelled (the contract's `cancelled`).
   */
  const refundBody = z.strictObject({
    asset: z.enum(['USDC', 'SOL', 'NATIVE']).default('USDC'),
    amount: decimal(9).optional(),
  });
  control.post('/purchases/:id/refund', async (c) => {
    const parsed = refundBody.safeParse((await c.req.json().catch(() => ({}))) ?? {});
    if (!parsed.success) return c.json(bad(parsed.error.issues[0]?.message), 400);
    const checkout = await checkoutById(deps.db, c.req.param('id'));
    if (!checkout?.buyerAccountId)
      return c.json({ ok: false, errorCode: 'PURCHASE_NOT_FOUND', message: 'No reserved purchase has this id.' }, 404);
    if (checkout.refundCreditedAt) return c.json({ ok: true, alreadyRefunded: true });
    const amount = parsed.data.amount ?? checkout.paymentAmount;
    const now = deps.clock.date();
    await deps.db.transaction(async (tx) => {
      await tx
        .update(checkouts)
        .set({ refundAsset: parsed.data.asset, refundAmount: amount, refundCreditedAt: now })
        .where(eq(checkouts.id, checkout.id));
      await tx.insert(ledgerEntries).values({
        accountId: checkout.buyerAccountId,
        asset: parsed.data.asset,
        amount,
        kind: 'refund',
        ref: checkout.id,
        createdAt: now,
      });
      await tx
        .update(orders)
        .set({ status: 'cancelled' })
        .where(and(eq(orders.checkoutId, checkout.id), isNull(orders.finalizedAt)));
    });
    return c.json({ ok: true, alreadyRefunded: false });
  });

  return control;
}
