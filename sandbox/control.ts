/**
 * The test-control surface under `/__sandbox/`: reset to the seed, move the
 * clock, add bulk products. Only mounted when the sandbox runs for dev or tests.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { setAccountFlags } from './accounts/routes';
import * as schema from './db/schema';
import { wallets } from './db/schema';
import type { SandboxDeps } from './deps';
import { searchTextOf } from './store/search-text';
import { sellerId } from './seed';
import { SELLERS } from './seed/catalog-data';

const clockBody = z.strictObject({
  now: z.union([z.iso.datetime({ offset: true }), z.number().int().nonnegative()]).optional(),
  advanceSeconds: z.number().int().optional(),
  freeze: z.boolean().optional(),
});

const bulkBody = z.strictObject({
  count: z.number().int().min(1).max(20_000),
  category: z.string().default('Business'),
  subCategory: z.string().default('Virtual Assistance'),
  namePrefix: z.string().min(1).max(60).default('Bulk listing'),
});

export function controlRoutes(deps: SandboxDeps, reset: () => Promise<unknown>): Hono {
  const control = new Hono();

  control.get('/info', (c) => c.json({ ok: true, serviceName: deps.config.serviceName, now: deps.clock.date().toISOString(), frozen: deps.clock.frozen }));

  control.post('/reset', async (c) => c.json({ ok: true, seeded: await reset() }));

  control.get('/clock', (c) => c.json({ ok: true, now: deps.clock.date().toISOString(), frozen: deps.clock.frozen }));
  control.post('/clock', async (c) => {
    const parsed = clockBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ ok: false, errorCode: 'SANDBOX_INPUT_INVALID', message: parsed.error.issues[0]?.message }, 400);
    const { now, advanceSeconds, freeze } = parsed.data;
    if (freeze !== undefined) deps.clock.freeze(freeze);
    if (now !== undefined) deps.clock.set(typeof now === 'number' ? now : Date.parse(now));
    if (advanceSeconds !== undefined) deps.clock.advance(advanceSeconds * 1000);
    return c.json({ ok: true, now: deps.clock.date().toISOString(), frozen: deps.clock.frozen });
  });

  const flagsBody = z.strictObject({ blocked: z.boolean().optional(), apiKeyBlocked: z.boolean().optional() });
  control.post('/accounts/:id', async (c) => {
    const parsed = flagsBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ ok: false, errorCode: 'SANDBOX_INPUT_INVALID', message: parsed.error.issues[0]?.message }, 400);
    const found = await setAccountFlags(deps, c.req.param('id'), parsed.data);
    return found ? c.json({ ok: true }) : c.json({ ok: false, errorCode: 'ACCOUNT_NOT_FOUND', message: 'No such account.' }, 404);
  });

  const walletBody = z.strictObject({ network: z.enum(['solana', 'base']), address: z.string().min(1), disabled: z.boolean() });
  control.post('/wallets', async (c) => {
    const parsed = walletBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ ok: false, errorCode: 'SANDBOX_INPUT_INVALID', message: parsed.error.issues[0]?.message }, 400);
    const { network, address, disabled } = parsed.data;
    const updated = await deps.db.update(wallets).set({ disabled }).where(and(eq(wallets.network, network), eq(wallets.address, address))).returning();
    return updated.length ? c.json({ ok: true }) : c.json({ ok: false, errorCode: 'WALLET_NOT_FOUND', message: 'No such wallet.' }, 404);
  });

  control.post('/store/bulk', async (c) => {
    const parsed = bulkBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ ok: false, errorCode: 'SANDBOX_INPUT_INVALID', message: parsed.error.issues[0]?.message }, 400);
    const { count, category, subCategory, namePrefix } = parsed.data;
    const seller = sellerId(SELLERS[0]!.nickname);
    const now = deps.clock.date();
    const rows = Array.from({ length: count }, (_, i) => {
      const name = `${namePrefix} ${i + 1}`;
      return {
        id: `bulk_${now.getTime().toString(36)}_${i}`,
        sellerId: seller,
        name,
        description: null,
        tags: ['bulk'],
        category,
        subCategory,
        priceUsd: '5.00',
        searchText: searchTextOf({ name, description: null, tags: ['bulk'] }),
        createdAt: now,
        updatedAt: now,
      };
    });
    for (let i = 0; i < rows.length; i += 500) await deps.db.insert(schema.products).values(rows.slice(i, i + 500));
    deps.catalog.invalidate();
    return c.json({ ok: true, inserted: count });
  });

  return control;
}
