import { describe, expect, it } from 'vitest';
import { accountCalls } from './account/client';
import { callRoute, type Transport } from './call';
import { checkoutCalls } from './checkout/client';
import { creatorCalls } from './creator/client';
import { earningsCalls } from './earnings/client';
import { MarketplaceError } from './errors';
import { jobCalls } from './jobs/client';
import { launchCalls } from './launch/client';
import { notificationCalls } from './notifications/client';
import { orderCalls } from './orders/client';
import type { RouteDef, WireRoute } from './route';
import { routeById, type RouteId } from './routes';
import { sellerCalls } from './seller/client';
import { storeCalls } from './store/client';
import { swapCalls } from './swaps/client';
import { userCalls } from './users/client';

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

describe('the routes as pages call them', () => {
  it('say what the route table says, and load its entry', async () => {
    for (const [area, calls] of Object.entries(AREAS))
      for (const [name, wire] of Object.entries(calls as Record<string, WireRoute>)) {
        const full: RouteDef = routeById(wire.id as RouteId);
        expect({ ...wire, load: undefined }, `${area}.${name}`).toEqual({
          id: full.id,
          method: full.method,
          path: full.path,
          window: full.window,
          load: undefined,
        });
        expect(await wire.load(), `${area}.${name}`).toBe(full);
      }
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
