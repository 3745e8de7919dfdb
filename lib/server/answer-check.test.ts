import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeById } from '@/lib/marketplace/routes';
import * as schema from '@/lib/marketplace/schema';
import { deriveAnswers, validAnswer } from '@/test/answers';

vi.mock('@/lib/marketplace/schema', async (original) => {
  const actual = await original<typeof import('@/lib/marketplace/schema')>();
  return { ...actual, safeParse: vi.fn(actual.safeParse) };
});

const { refusedBody } = await import('./answer-check');
const list = routeById('store.list');
const categories = routeById('store.categories');
const bytesOf = (answer: unknown) => new TextEncoder().encode(JSON.stringify(answer));
const checks = () => vi.mocked(schema.safeParse).mock.calls.length;

beforeAll(() => deriveAnswers('store.list', 'store.categories', 'account.profile'));
beforeEach(() => {
  vi.mocked(schema.safeParse).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

describe('the answer check', () => {
  it('checks the same answer to the same read once: the very same bytes again pass unchecked', () => {
    const body = bytesOf(validAnswer('store.list'));
    vi.mocked(schema.safeParse).mockClear();
    expect(refusedBody(list, 200, body, '/store/products?limit=1')).toBeUndefined();
    expect(refusedBody(list, 200, body.slice(), '/store/products?limit=1')).toBeUndefined();
    expect(checks()).toBe(1);
  });

  it('checks an answer that differs by one byte again, and refuses it when it no longer matches', async () => {
    const text = JSON.stringify(validAnswer('store.list'));
    vi.mocked(schema.safeParse).mockClear();
    expect(refusedBody(list, 200, new TextEncoder().encode(text), '/store/products?limit=2')).toBeUndefined();
    const broken = new TextEncoder().encode(text.replace('"ok":true', '"ok":1'));
    const refused = refusedBody(list, 200, broken, '/store/products?limit=2');
    expect(refused?.status).toBe(502);
    expect(await refused?.json()).toMatchObject({ errorCode: 'PROXY_UPSTREAM_ANSWER_INVALID' });
    expect(checks()).toBe(2);
  });

  it('never keeps a refused answer: the same bytes are checked and refused every time', () => {
    const broken = bytesOf({ ok: true, categories: 'not a tree' });
    expect(refusedBody(categories, 200, broken, '/store/categories')?.status).toBe(502);
    expect(refusedBody(categories, 200, broken, '/store/categories')?.status).toBe(502);
    expect(checks()).toBe(2);
  });

  it('checks bytes that passed for one route against another route’s schema when that route answers them', () => {
    const body = bytesOf(validAnswer('store.list'));
    expect(refusedBody(list, 200, body, '/x')).toBeUndefined();
    expect(refusedBody(categories, 200, body, '/x')?.status).toBe(502);
  });

  it('checks an account’s answer every time: only answers anyone may read are kept', () => {
    const profile = routeById('account.profile');
    const body = bytesOf(validAnswer('account.profile'));
    vi.mocked(schema.safeParse).mockClear();
    expect(refusedBody(profile, 200, body, '/profile')).toBeUndefined();
    expect(refusedBody(profile, 200, body, '/profile')).toBeUndefined();
    expect(checks()).toBe(2);
  });

  it('keeps what it compared with apart from the caller’s bytes, which may change later', () => {
    const body = bytesOf(validAnswer('store.list'));
    expect(refusedBody(list, 200, body, '/store/products?limit=3')).toBeUndefined();
    const changed = body.slice();
    body.fill(32);
    expect(refusedBody(list, 200, body, '/store/products?limit=3')?.status).toBe(502);
    expect(refusedBody(list, 200, changed, '/store/products?limit=3')).toBeUndefined();
  });
});
