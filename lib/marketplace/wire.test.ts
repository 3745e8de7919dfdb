import { describe, expect, it } from 'vitest';
import { accountCalls } from './account/client';
import { accountWire } from './account/terms';
import { callRoute, type Transport } from './call';
import { checkoutCalls } from './checkout/client';
import { checkoutWire } from './checkout/terms';
import { creatorCalls } from './creator/client';
import { creatorWire } from './creator/terms';
import { earningsCalls } from './earnings/client';
import { earningsWire } from './earnings/terms';
import { MarketplaceError } from './errors';
import { jobCalls } from './jobs/client';
import { jobWire } from './jobs/terms';
import { launchCalls } from './launch/client';
import { launchWire } from './launch/terms';
import { mediaWire } from './media/terms';
import { notificationCalls } from './notifications/client';
import { notificationWire } from './notifications/terms';
import { orderCalls } from './orders/client';
import { orderWire } from './orders/terms';
import type { RouteDef, WireEntry, WireRoute } from './route';
import { ROUTES, routeById, type RouteId } from './routes';
import { sellerCalls } from './seller/client';
import { sellerWire } from './seller/terms';
import { storeCalls } from './store/client';
import { storeWire } from './store/terms';
import { swapCalls } from './swaps/client';
import { swapWire } from './swaps/terms';
import { userCalls } from './users/client';
import { userWire } from './users/terms';

/** Every area's terms table: where each route's id, method, path and window are written. */
const TERMS = [
  accountWire,
  checkoutWire,
  creatorWire,
  earningsWire,
  jobWire,
  launchWire,
  mediaWire,
  notificationWire,
  orderWire,
  sellerWire,
  storeWire,
  swapWire,
  userWire,
];

const AREAS = {
  accountCalls,
  checkoutCalls,
  creatorCalls,
  earningsCalls,
  jobCalls,
  launchCalls,
  notificationCalls,
  orderCalls,
  sellerCalls,
  storeCalls,
  swapCalls,
  userCalls,
};

function recorder(body: unknown) {
  const calls: { path: string; init: RequestInit }[] = [];
  const transport: Transport = async (path, init) => {
    calls.push({ path, init });
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
  return { calls, transport };
}

describe('the routes as the terms write them', () => {
  it('are the route table: every terms entry is a route of its id, and every route has its terms entry', () => {
    const entries: WireEntry[] = TERMS.flatMap((area) => Object.values(area));
    expect(entries.map((entry) => entry.id).sort()).toEqual(ROUTES.map((route) => route.id).sort());
    for (const entry of entries) {
      const { id, method, path, window }: RouteDef = routeById(entry.id as RouteId);
      expect({ id, method, path, window }, entry.id).toEqual(entry);
    }
  });
});

describe('the routes as pages call them', () => {
  it('load the table’s entry of their id', async () => {
    for (const [area, calls] of Object.entries(AREAS))
      for (const [name, wire] of Object.entries(calls as Record<string, WireRoute>))
        expect(await wire.load(), `${area}.${name}`).toBe(routeById(wire.id as RouteId));
  });

  it('check the answer with the route’s schema once it has loaded', async () => {
    const good = recorder({ ok: true, categories: { Design: ['Logos'] } });
    const { data } = await callRoute(storeCalls.categories, { transport: good.transport });
    expect(data.categories).toEqual({ Design: ['Logos'] });
    expect(good.calls[0]).toMatchObject({ path: '/store/categories', init: { method: 'GET' } });

    const bad = recorder({ ok: true, categories: 'none' });
    await expect(callRoute(storeCalls.categories, { transport: bad.transport })).rejects.toMatchObject({
      code: 'RESPONSE_INVALID',
    });
  });

  it('never send a body the route refuses', async () => {
    const { calls, transport } = recorder({});
    const bad = { productId: 'p', network: 'ethereum', idempotencyKey: 'purchase:12345678' } as never;
    const refused = await callRoute(checkoutCalls.purchase, { body: bad, transport }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MarketplaceError);
    expect(calls).toHaveLength(0);
  });

  it('fail as the network when the entry cannot load', async () => {
    const { transport } = recorder({ ok: true, categories: {} });
    const unreachable = { ...storeCalls.categories, load: () => Promise.reject(new Error('chunk failed')) };
    await expect(callRoute(unreachable, { transport })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });
});
