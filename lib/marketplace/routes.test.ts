import { describe, expect, it } from 'vitest';
import type { RouteDef } from './route';
import { ROUTES, matchRoute } from './routes';

const table: readonly RouteDef[] = ROUTES;

describe('route table', () => {
  it('has unique ids, and unique method+path pairs across every variant', () => {
    expect(new Set(table.map((r) => r.id)).size).toBe(table.length);
    const pairs = table.flatMap((r) =>
      [{ method: r.method, path: r.path }, ...(r.variants ?? [])].map((v) => `${v.method} ${v.path}`),
    );
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('names every id after its area', () => {
    for (const r of table) expect(r.id).toMatch(/^[a-z]+\.[a-zA-Z]+$/);
  });

  it('gives routes that share a window the same window', () => {
    const byBucket = new Map<string, string>();
    for (const r of table.filter((t) => t.window)) {
      const { seconds, max, code } = r.window!;
      const described = JSON.stringify({ seconds, max, code });
      expect(byBucket.get(r.window!.bucket) ?? described, r.id).toBe(described);
      byBucket.set(r.window!.bucket, described);
    }
  });

  it('journals only mutations whose body carries an idempotency key, or whose contract takes none and the header carries it', () => {
    for (const r of table.filter((t) => t.journaled)) {
      expect(r.effect, r.id).toBe('write');
      const bodyFields = r.body && 'shape' in r.body ? Object.keys(r.body.shape as object) : [];
      if (r.keyIn === 'header') expect(bodyFields, r.id).not.toContain('idempotencyKey');
      else expect(bodyFields, r.id).toContain('idempotencyKey');
    }
  });

  it('matches a parameter after a literal prefix in one segment, after literal segments', () => {
    expect(matchRoute('GET', '/solana/xlikes-50')).toMatchObject({
      kind: 'route',
      route: { id: 'launch.xlikes' },
      params: { winners: '50' },
    });
    expect(matchRoute('GET', '/solana/xlikes-').kind).toBe('not-found');
    expect(matchRoute('GET', '/solana/xlikes')).toMatchObject({ kind: 'route', params: {} });
    expect(matchRoute('GET', '/api/x402/quick/solana/insta-likes-100')).toMatchObject({
      kind: 'route',
      route: { id: 'launch.quickInstaLikes' },
      params: { count: '100' },
    });
    expect(matchRoute('GET', '/base/agenttohuman')).toMatchObject({
      kind: 'route',
      route: { id: 'launch.agentToHuman' },
      params: { network: 'base' },
    });
  });

  it('declares a body schema exactly when a route takes a body', () => {
    for (const r of table) expect(Boolean(r.body), r.id).toBe(r.bodyLimit > 0);
  });

  it('matches exact paths and decodes parameters', () => {
    const m = matchRoute('GET', '/store/products/legacy%3AStarter%20Pack%20%237');
    expect(m.kind).toBe('route');
    if (m.kind === 'route') {
      expect(m.route.id).toBe('store.detail');
      expect(m.params.id).toBe('legacy:Starter Pack #7');
    }
  });

  it('is case-sensitive and refuses trailing slashes', () => {
    expect(matchRoute('GET', '/Store/products').kind).toBe('not-found');
    expect(matchRoute('GET', '/store/products/').kind).toBe('not-found');
    expect(matchRoute('GET', '/store/products?x').kind).toBe('not-found');
  });

  it('reports the allowed methods when only the method is wrong', () => {
    const m = matchRoute('DELETE', '/store/products');
    expect(m).toMatchObject({ kind: 'method-not-allowed', allowed: ['GET'] });
    const rotate = matchRoute('GET', '/apikey/rotate');
    expect(rotate).toMatchObject({ kind: 'method-not-allowed', codes: { method: 'AGENT_API_KEY_METHOD_INVALID' } });
  });

  it('serves account routes under the /api/agent alias, and only those', () => {
    expect(matchRoute('GET', '/api/agent/profile')).toMatchObject({
      kind: 'route',
      aliased: true,
      route: { id: 'account.profile' },
    });
    expect(matchRoute('GET', '/api/agent/store/products').kind).toBe('not-found');
  });

  it('limits enumerated parameters to their values', () => {
    expect(matchRoute('POST', '/solana/siwx/account-create')).toMatchObject({
      kind: 'route',
      params: { network: 'solana' },
    });
    expect(matchRoute('POST', '/base/siwx/account-create').kind).toBe('route');
    expect(matchRoute('GET', '/api/x402/quick/base/account-create')).toMatchObject({
      kind: 'route',
      route: { id: 'account.create' },
    });
    expect(matchRoute('POST', '/ethereum/siwx/account-create').kind).toBe('not-found');
  });

  it('takes the contract body limits from part 8', () => {
    const byId = Object.fromEntries(table.map((r) => [r.id, r]));
    expect(byId['checkout.purchase']?.bodyLimit).toBe(16 * 1024);
    expect(byId['store.list']?.bodyLimit).toBe(0);
    expect(byId['account.rotateKey']?.bodyLimit).toBe(0);
  });
});
