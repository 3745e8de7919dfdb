/** Public user profiles (spec 2.12, 4.12). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { evmKeySigner } from '@/lib/wallet/key-signers';
import {
  accountFor,
  challengeOf,
  hireableSeller,
  listAsSeller,
  newKey,
  postJson,
  signedJson,
  startSandbox,
  uploaded,
  type Loose,
  type RunningSandbox,
} from './harness';

let sb: RunningSandbox;
let apikey: string;

beforeAll(async () => {
  sb = await startSandbox();
  ({ apikey } = await accountFor(sb, evmKeySigner()));
});
afterAll(() => sb.stop());
beforeEach(() => sb.control('/clock', { advanceSeconds: 3600 }));

const profile = (nickname: string, key = apikey) =>
  sb.json<Loose>(`/user/${encodeURIComponent(nickname)}`, { headers: { 'x-api-key': key } });

describe('GET /user/{nickname}', () => {
  it('answers the public profile with the first store, reviews and portfolio pages', async () => {
    const seller = await hireableSeller(sb);
    const { status, body } = await profile(seller.nickname.toUpperCase());
    expect(status).toBe(200);
    const { user, links } = body;
    expect(user).toMatchObject({
      nickname: seller.nickname,
      profileUrl: `http://localhost:3000/users/${encodeURIComponent(seller.nickname)}`,
      bioTruncated: false,
      aboutTruncated: false,
      humanVerified: false,
      humanVerification: { verified: false, verifiedAt: null },
      agentHumanVerification: { verified: false, status: 'unverified' },
      seeker: { verified: false },
      scores: { fairscale: { fairScore: null }, sorsa: { score: null } },
      blogs: [],
      hire: { method: 'POST', url: `${sb.url}/hire`, body: { nickname: seller.nickname } },
    });
    expect(typeof user.rank).toBe('number');
    expect(user.stats).toMatchObject({ communities: 0, challenges: 0, wins: 0, compliments: 0 });
    expect(user.stats.reviews).toBeGreaterThanOrEqual(user.reviews.items.length);

    const base = `${sb.url}/user/${encodeURIComponent(seller.nickname)}`;
    expect(user.store).toMatchObject({ limit: 10, visibility: null });
    expect(user.store.items.length).toBeGreaterThan(0);
    expect(user.store.items.length).toBeLessThanOrEqual(10);
    for (const item of user.store.items) {
      expect(item).toMatchObject({
        seller: { nickname: seller.nickname },
        pricing: { currency: 'USD', includesPlatformFee: true },
      });
      expect(item.id).toBeTruthy();
      expect(item.attachmentUrls).toBeUndefined();
    }
    expect(user.reviews).toMatchObject({ limit: 10, visibility: 'profile_reviews' });
    expect(user.reviews.items.length).toBeGreaterThan(0);
    expect(user.reviews.hasMore).toBe(user.stats.reviews > 10);
    if (user.reviews.hasMore)
      expect(user.reviews.nextUrl).toBe(`${base}/reviews?cursor=${encodeURIComponent(user.reviews.nextCursor)}`);
    else expect(user.reviews).toMatchObject({ nextCursor: null, nextUrl: null });
    for (const review of user.reviews.items)
      expect(Object.keys(review).sort()).toEqual(['byAgent', 'reviewedAt', 'stars', 'text', 'textTruncated']);
    expect(user.portfolio).toEqual({
      items: [],
      limit: 12,
      hasMore: false,
      nextCursor: null,
      nextUrl: null,
      visibility: null,
    });
    expect(links).toEqual({
      profile: base,
      store: `${base}/store`,
      reviews: `${base}/reviews`,
      portfolio: `${base}/portfolio`,
    });
  });

  it('answers 404 USER_NOT_FOUND for unknown, private and blocked users', async () => {
    const { accountId } = await accountFor(sb, evmKeySigner());
    const nickname = `hidden_${accountId.slice(-6)}`;
    await sb.control(`/accounts/${accountId}`, { nickname, publicProfile: false });
    const cases: Array<[string, Loose | undefined]> = [
      ['no-such-user', undefined],
      [nickname, undefined],
      [nickname, { publicProfile: true, blocked: true }],
    ];
    for (const [name, flags] of cases) {
      if (flags) await sb.control(`/accounts/${accountId}`, flags);
      await sb.control('/clock', { advanceSeconds: 11 });
      const { status, body } = await profile(name);
      expect(status, name).toBe(404);
      expect(body.errorCode).toBe('USER_NOT_FOUND');
    }
    await sb.control(`/accounts/${accountId}`, { blocked: false });
    await sb.control('/clock', { advanceSeconds: 11 });
    expect((await profile(nickname)).status).toBe(200);
  });

  it('allows one read per requesting account per 10 s across nicknames; a not-found read counts', async () => {
    const seller = await hireableSeller(sb);
    expect((await profile('no-such-user')).status).toBe(404);
    const limited = await profile(seller.nickname);
    expect(limited.status).toBe(429);
    expect(limited.body.errorCode).toBe('AGENT_USER_RATE_LIMITED');
    expect(limited.headers.get('retry-after')).toBeTruthy();
    const other = await accountFor(sb, evmKeySigner());
    expect((await profile(seller.nickname, other.apikey)).status).toBe(200);
  });

  it('takes a wallet proof for the advertised purpose, challenges without credentials, and refuses bad nicknames', async () => {
    const seller = await hireableSeller(sb);
    const info = await challengeOf(await sb.call(`/user/${seller.nickname}`));
    expect(info.statement).toMatch(/^Read a public Sandbox user profile\. Method: GET\./);
    const wallet = evmKeySigner();
    await accountFor(sb, wallet);
    expect((await signedJson(sb, `/api/agent/user/${seller.nickname}`, {}, wallet)).status).toBe(200);
    await sb.control('/clock', { advanceSeconds: 11 });
    const bad = await profile('a!');
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('AGENT_USER_INPUT_INVALID');
    expect((await sb.json(`/user/${seller.nickname}?x=1`, { headers: { 'x-api-key': apikey } })).body.errorCode).toBe(
      'AGENT_USER_INPUT_INVALID',
    );
  });
});

describe('the collections: GET /user/{nickname}/store, /reviews and /portfolio', () => {
  const later = () => sb.control('/clock', { advanceSeconds: 11 });
  const collection = (nickname: string, name: string, cursor?: string, key = apikey) =>
    sb.json<Loose>(
      `/user/${encodeURIComponent(nickname)}/${name}${cursor === undefined ? '' : `?cursor=${encodeURIComponent(cursor)}`}`,
      { headers: { 'x-api-key': key } },
    );

  /** A public seller with `count` more active listings than the one `listAsSeller` makes. */
  async function sellerWithListings(count: number): Promise<{ accountId: string; nickname: string; apikey: string }> {
    const { accountId, apikey: key } = await accountFor(sb, evmKeySigner());
    const nickname = `shop_${accountId.slice(-8)}`;
    await listAsSeller(sb, accountId, nickname);
    if (count > 0) await sb.control('/store/bulk', { count, sellerId: accountId, namePrefix: `${nickname} item` });
    return { accountId, nickname, apikey: key };
  }

  /** Follow a collection from the profile's first page to the end; every read in its own window. */
  async function pageThrough(nickname: string, name: 'store' | 'reviews' | 'portfolio') {
    const first = (await profile(nickname)).body.user[name];
    const pages = [first];
    while (pages.at(-1).hasMore && pages.at(-1).nextCursor) {
      await later();
      const res = await collection(nickname, name, pages.at(-1).nextCursor);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.nickname).toBe(nickname);
      pages.push(res.body[name]);
    }
    return pages;
  }

  it('pages the store to the end with cursors, 10 a page, each item once', async () => {
    const seller = await sellerWithListings(24);
    const pages = await pageThrough(seller.nickname, 'store');
    expect(pages.map((p) => p.items.length)).toEqual([10, 10, 5]);
    expect(pages.map((p) => p.hasMore)).toEqual([true, true, false]);
    expect(pages.at(-1)).toMatchObject({ nextCursor: null, nextUrl: null, limit: 10 });
    const ids = pages.flatMap((p) => p.items.map((i: Loose) => i.id));
    expect(new Set(ids).size).toBe(25);
  });

  it('pages reviews 10 at a time with visibility profile_reviews', async () => {
    const seller = await hireableSeller(sb);
    const stats = (await profile(seller.nickname)).body.user.stats;
    await later();
    const pages = await pageThrough(seller.nickname, 'reviews');
    expect(pages.flatMap((p) => p.items)).toHaveLength(stats.reviews);
    for (const page of pages) expect(page).toMatchObject({ limit: 10, visibility: 'profile_reviews' });
  });

  it('answers the portfolio as URL strings in the seller’s order, 12 a page', async () => {
    const seller = await sellerWithListings(0);
    const items = [
      await uploaded(sb, seller.apikey, 'portfolio', 'png'),
      await uploaded(sb, seller.apikey, 'portfolio', 'pdf'),
    ];
    await sb.json(
      '/worker/profile',
      postJson({ portfolioMediaIds: [items[1]!.id, items[0]!.id] }, { 'x-api-key': seller.apikey }),
    );
    const res = await collection(seller.nickname, 'portfolio');
    expect(res.body).toMatchObject({
      ok: true,
      nickname: seller.nickname,
      portfolio: { items: [items[1]!.url, items[0]!.url], limit: 12, hasMore: false, nextCursor: null },
    });
    expect(res.body.links.portfolio).toBe(`${sb.url}/user/${seller.nickname}/portfolio`);
  });

  it('stops at the boundary: hasMore true with a null cursor', async () => {
    const seller = await sellerWithListings(119);
    const pages = await pageThrough(seller.nickname, 'store');
    expect(pages).toHaveLength(10);
    expect(pages.at(-1)).toMatchObject({ hasMore: true, nextCursor: null, nextUrl: null });
  }, 120_000);

  it('refuses a cursor of another nickname or collection, and cursors it never gave', async () => {
    const [a, b] = [await sellerWithListings(12), await sellerWithListings(12)];
    const cursor = (await profile(a.nickname)).body.user.store.nextCursor as string;
    expect(cursor).toBeTruthy();
    const cases: Array<[string, string, string]> = [
      ['another nickname', b.nickname, 'store'],
      ['another collection', a.nickname, 'reviews'],
    ];
    for (const [what, nickname, name] of cases) {
      await later();
      const res = await collection(nickname, name, cursor);
      expect(res.status, what).toBe(400);
      expect(res.body.errorCode, what).toBe('AGENT_USER_INPUT_INVALID');
    }
    for (const bad of ['', 'not-a-cursor', `${cursor}x`, cursor.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))]) {
      await later();
      expect((await collection(a.nickname, 'store', bad)).status, bad).toBe(400);
    }
    await later();
    expect((await collection(a.nickname.toUpperCase(), 'store', cursor)).status).toBe(200);
  });

  it('takes no search, sort, page, offset or limit', async () => {
    const seller = await hireableSeller(sb);
    for (const query of ['limit=5', 'page=2', 'offset=10', 'sort=newest', 'q=x', 'cursor=a&cursor=b']) {
      await later();
      const res = await sb.json<Loose>(`/user/${seller.nickname}/store?${query}`, { headers: { 'x-api-key': apikey } });
      expect(res.status, query).toBe(400);
      expect(res.body.errorCode, query).toBe('AGENT_USER_INPUT_INVALID');
    }
  });

  it('answers 404 USER_NOT_FOUND on every collection of unknown, private and blocked users', async () => {
    const seller = await sellerWithListings(0);
    for (const name of ['store', 'reviews', 'portfolio']) {
      await later();
      expect((await collection('no-such-user', name)).body.errorCode).toBe('USER_NOT_FOUND');
    }
    await sb.control(`/accounts/${seller.accountId}`, { publicProfile: false });
    await later();
    expect((await collection(seller.nickname, 'store')).status).toBe(404);
    await sb.control(`/accounts/${seller.accountId}`, { publicProfile: true, blocked: true });
    await later();
    expect((await collection(seller.nickname, 'reviews')).status).toBe(404);
  });

  it('shares one read per 10 s across the profile and the collections; a not-found read counts', async () => {
    const seller = await hireableSeller(sb);
    expect((await profile(seller.nickname)).status).toBe(200);
    for (const name of ['store', 'reviews', 'portfolio']) {
      const res = await collection(seller.nickname, name);
      expect(res.status, name).toBe(429);
      expect(res.body.errorCode).toBe('AGENT_USER_RATE_LIMITED');
    }
    await later();
    expect((await collection('no-such-user', 'store')).status).toBe(404);
    expect((await collection(seller.nickname, 'portfolio')).status).toBe(429);
  });

  it('follows the seller’s listings at once: a deactivated listing leaves the store collection', async () => {
    const { accountId, apikey: key } = await accountFor(sb, evmKeySigner());
    const nickname = `live_${accountId.slice(-8)}`;
    const headers = { 'x-api-key': key };
    await sb.json('/worker/profile', postJson({ nickname, publicProfile: true }, headers));
    const created = await sb.json<Loose>(
      '/worker/store/products',
      postJson({ name: 'Visible thing', priceUsd: '5', idempotencyKey: newKey() }, headers),
    );
    expect((await collection(nickname, 'store')).body.store.items.map((i: Loose) => i.id)).toEqual([
      created.body.product.id,
    ]);
    await sb.control('/clock', { advanceSeconds: 16 });
    await sb.json(
      '/worker/store/products/' + created.body.product.id + '/deactivate',
      postJson({ idempotencyKey: newKey() }, headers),
    );
    expect((await collection(nickname, 'store')).body.store.items).toEqual([]);
  });

  it('advertises each collection’s own purpose, and keeps the alias in its links', async () => {
    const seller = await hireableSeller(sb);
    const purposes = { store: 'store products', reviews: 'reviews', portfolio: 'portfolio' };
    for (const [name, words] of Object.entries(purposes)) {
      const info = await challengeOf(await sb.call(`/user/${seller.nickname}/${name}`));
      expect(info.statement).toMatch(new RegExp(`^Read a public Sandbox user ${words}\\. Method: GET\\.`));
    }
    const wallet = evmKeySigner();
    await accountFor(sb, wallet);
    const res = await signedJson<Loose>(sb, `/api/agent/user/${seller.nickname}/reviews`, {}, wallet);
    expect(res.status).toBe(200);
    expect(res.body.links.reviews).toBe(`${sb.url}/api/agent/user/${seller.nickname}/reviews`);
    if (res.body.reviews.nextUrl) expect(res.body.reviews.nextUrl.startsWith(`${sb.url}/api/agent/user/`)).toBe(true);
  });
});
