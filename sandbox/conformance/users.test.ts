/** Public user profiles (spec 2.12, 4.12). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { evmKeySigner } from '@/lib/wallet/key-signers';
import { accountFor, challengeOf, hireableSeller, signedJson, startSandbox, type Loose, type RunningSandbox } from './harness';

let sb: RunningSandbox;
let apikey: string;

beforeAll(async () => {
  sb = await startSandbox();
  ({ apikey } = await accountFor(sb, evmKeySigner()));
});
afterAll(() => sb.stop());
beforeEach(() => sb.control('/clock', { advanceSeconds: 3600 }));

const profile = (nickname: string, key = apikey) => sb.json<Loose>(`/user/${encodeURIComponent(nickname)}`, { headers: { 'x-api-key': key } });

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

    expect(user.store).toMatchObject({ limit: 10, nextCursor: null, nextUrl: null });
    expect(user.store.items.length).toBeGreaterThan(0);
    expect(user.store.items.length).toBeLessThanOrEqual(10);
    for (const item of user.store.items) {
      expect(item).toMatchObject({ seller: { nickname: seller.nickname }, pricing: { currency: 'USD', includesPlatformFee: true } });
      expect(item.id).toBeTruthy();
      expect(item.attachmentUrls).toBeUndefined();
    }
    expect(user.reviews).toMatchObject({ limit: 10, visibility: 'profile_reviews', nextCursor: null, nextUrl: null });
    expect(user.reviews.items.length).toBeGreaterThan(0);
    expect(user.reviews.hasMore).toBe(user.stats.reviews > 10);
    for (const review of user.reviews.items) expect(Object.keys(review).sort()).toEqual(['byAgent', 'reviewedAt', 'stars', 'text', 'textTruncated']);
    expect(user.portfolio).toEqual({ items: [], limit: 12, hasMore: false, nextCursor: null, nextUrl: null, visibility: null });
    const base = `${sb.url}/user/${encodeURIComponent(seller.nickname)}`;
    expect(links).toEqual({ profile: base, store: `${base}/store`, reviews: `${base}/reviews`, portfolio: `${base}/portfolio` });
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
    expect((await sb.json(`/user/${seller.nickname}?x=1`, { headers: { 'x-api-key': apikey } })).body.errorCode).toBe('AGENT_USER_INPUT_INVALID');
  });
});
