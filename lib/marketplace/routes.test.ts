import { describe, expect, it } from 'vitest';
import { ROUTES, matchRoute } from './routes';

describe('route table', () => {
  it('has unique method+path pairs', () => {
    expect(new Set(ROUTES.map((r) => `${r.method} ${r.path}`)).size).toBe(ROUTES.length);
  });

  it('gives every variant of an operation the same auth kind', () => {
    const authById = new Map<string, string>();
    for (const r of ROUTES) {
      expect(authById.get(r.id) ?? r.auth, r.id).toBe(r.auth);
      authById.set(r.id, r.auth);
    }
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
    expect(matchRoute('GET', '/api/agent/profile')).toMatchObject({ kind: 'route', aliased: true, route: { id: 'account.profile' } });
    expect(matchRoute('GET', '/api/agent/store/products').kind).toBe('not-found');
  });

  it('limits enumerated parameters to their values', () => {
    expect(matchRoute('POST', '/solana/siwx/account-create')).toMatchObject({ kind: 'route', params: { network: 'solana' } });
    expect(matchRoute('POST', '/base/siwx/account-create').kind).toBe('route');
    expect(matchRoute('GET', '/api/x402/quick/base/account-create')).toMatchObject({ kind: 'route', route: { id: 'account.create' } });
    expect(matchRoute('POST', '/ethereum/siwx/account-create').kind).toBe('not-found');
  });

  it('takes the contract body limits from part 8', () => {
    const byId = Object.fromEntries(ROUTES.map((r) => [r.id, r]));
    expect(byId['checkout.purchase']?.bodyLimit).toBe(16 * 1024);
    expect(byId['store.list']?.bodyLimit).toBe(0);
    expect(byId['account.rotateKey']?.bodyLimit).toBe(0);
  });
});
