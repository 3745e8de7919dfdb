import { describe, expect, it, vi } from 'vitest';
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
import { jobCalls } from './jobs/calls';
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

function recorder(body: unknown, status = 200) {
  const calls: { path: string; init: RequestInit }[] = [];
  const transport: Transport = async (path, init) => {
    calls.push({ path, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
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
  it('say what the route table says', () => {
    for (const [area, calls] of Object.entries(AREAS))
      for (const [name, wire] of Object.entries(calls as Record<string, WireRoute>)) {
        const full: RouteDef = routeById(wire.id as RouteId);
        expect(wire, `${area}.${name}`).toEqual({
          id: full.id,
          method: full.method,
          path: full.path,
          window: full.window,
        });
      }
  });

  it('read the proxy’s answer as it is: the proxy checked it against the route’s schema', async () => {
    const good = recorder({ ok: true, categories: { Design: ['Logos'] } });
    const { data } = await callRoute(storeCalls.categories, { transport: good.transport });
    expect(data.categories).toEqual({ Design: ['Logos'] });
    expect(good.calls[0]).toMatchObject({ path: '/store/categories', init: { method: 'GET' } });
  });

  it('say the proxy’s refusal of an answer in plain words: check the status, never a crash', async () => {
    const { transport } = recorder({ ok: false, errorCode: 'PROXY_UPSTREAM_ANSWER_INVALID', message: 'x' }, 502);
    const refused = await callRoute(storeCalls.categories, { transport }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MarketplaceError);
    expect(refused).toMatchObject({ code: 'PROXY_UPSTREAM_ANSWER_INVALID', action: 'check-status' });
    expect((refused as MarketplaceError).message).toMatch(
      /^The marketplace answered in a way the dashboard cannot read/,
    );
  });

  it('send a body as the page gives it: the proxy checks it before anything is written or sent', async () => {
    const { calls, transport } = recorder({ ok: false, errorCode: 'CHECKOUT_INPUT_INVALID', message: 'x' }, 400);
    const bad = { productId: 'p', network: 'ethereum', idempotencyKey: 'purchase:12345678' } as never;
    const refused = await callRoute(checkoutCalls.purchase, { body: bad, transport }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'CHECKOUT_INPUT_INVALID', action: 'fix-input' });
    expect(calls).toHaveLength(1);
  });
});

describe('a page that calls the marketplace', () => {
  it('downloads no schemas to do it: no area’s contract loads', async () => {
    vi.resetModules();
    vi.doMock('./store/contract', () => {
      throw new Error('a page loaded the store’s contract');
    });
    try {
      const { callRoute: call } = await import('./call');
      const { storeCalls: calls } = await import('./store/client');
      const { transport } = recorder({ ok: true, categories: {} });
      await expect(call(calls.categories, { transport })).resolves.toMatchObject({ data: { categories: {} } });
    } finally {
      vi.doUnmock('./store/contract');
    }
  });
});
