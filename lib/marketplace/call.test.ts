import { describe, expect, it } from 'vitest';
import { callRoute, type Transport } from './call';
import { checkoutRoutes } from './checkout/contract';
import { ERROR_MESSAGES, MarketplaceError } from './errors';
import { storeRoutes } from './store/contract';

function recorder(answer: { status?: number; body: unknown; headers?: Record<string, string> }) {
  const calls: { path: string; init: RequestInit }[] = [];
  const transport: Transport = async (path, init) => {
    calls.push({ path, init });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  };
  return { calls, transport };
}

describe('callRoute', () => {
  it('fills path parameters as one encoded segment and parses the answer with the route’s schema', async () => {
    const { calls, transport } = recorder({ body: { ok: true, categories: { Design: ['Logos'] } } });
    await callRoute(storeRoutes.categories, { transport });
    expect(calls[0]).toMatchObject({ path: '/store/categories', init: { method: 'GET' } });

    const detail = recorder({ body: { ok: false } });
    await expect(
      callRoute(storeRoutes.detail, { params: { id: 'legacy:Starter Pack #7' }, transport: detail.transport }),
    ).rejects.toMatchObject({ code: 'RESPONSE_INVALID' });
    expect(detail.calls[0]!.path).toBe('/store/products/legacy%3AStarter%20Pack%20%237');
  });

  it('writes the query from typed values, leaving out what is unset', async () => {
    const { calls, transport } = recorder({
      body: { ok: true, products: [], total: 0, limit: 5, offset: 0, hasMore: false, nextOffset: null },
    });
    await callRoute(storeRoutes.list, { query: { q: 'logo', limit: 5, offset: undefined }, transport });
    expect(calls[0]!.path).toBe('/store/products?q=logo&limit=5');
  });

  it('never sends a body its route refuses', async () => {
    const { calls, transport } = recorder({ body: {} });
    const bad = { productId: 'p', network: 'ethereum', idempotencyKey: 'purchase:12345678' } as never;
    const refused = await callRoute(checkoutRoutes.purchase, { body: bad, transport }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MarketplaceError);
    // Its own words, not the generic fallback.
    expect((refused as MarketplaceError).code in ERROR_MESSAGES).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('turns an error answer into a MarketplaceError with its retry time', async () => {
    const { transport } = recorder({
      status: 429,
      body: { ok: false, errorCode: 'PURCHASE_HISTORY_RATE_LIMITED', message: 'x' },
      headers: { 'retry-after': '7' },
    });
    const error = await callRoute(checkoutRoutes.history, { transport }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, code: 'PURCHASE_HISTORY_RATE_LIMITED', retryAfterSeconds: 7 });
  });
});
