/**
 * Public user profiles (spec 2.12, 4.12): GET /user/{nickname} with the first
 * page of the user's store, reviews and portfolio, and each collection on its
 * own route, paged with opaque cursors tied to the nickname and collection.
 * The window (one read per requesting account per 10 s across nicknames and
 * collections, a not-found read counting too) is the route table's.
 */
import { userRoutes } from '@/lib/marketplace/users/contract';
import { USER_LIMITS, type UserCollection } from '@/lib/marketplace/users/terms';
import { humanVerificationOf } from '../account/routes';
import type { AccountRow } from '../account/repo';
import { defineHandler, type Handlers, type SandboxDeps } from '../deps';
import { fail, json } from '../http/errors';
import { profileUrl, starsOf, truncate } from '../store/present';
import { collectionItems } from './collections';
import { decodeCursor, encodeCursor, PAGE_CEILING } from './cursor';
import { publicUserByNickname } from './repo';

const noStore = { 'cache-control': 'private, no-store' };

function hireHint(publicUrl: string, user: AccountRow) {
  if (!user.acceptingOrders || !user.nickname) return null;
  return {
    method: 'POST',
    url: `${publicUrl}/hire`,
    body: {
      nickname: user.nickname,
      description: '<the work>',
      budgetUsd: '<gross USD, 0.10-999999.99>',
      network: 'solana | base',
      idempotencyKey: '<8-128 of A-Z a-z 0-9 . _ : ->',
    },
    note: 'Answers 402 with a 30-minute payment quote; the budget is the gross and the worker receives 90%.',
  };
}

async function publicUser(deps: SandboxDeps, nickname: string): Promise<AccountRow & { nickname: string }> {
  const user = await publicUserByNickname(deps.db, nickname);
  if (!user?.nickname) throw fail(404, 'USER_NOT_FOUND', 'No public profile has this nickname.');
  return user as AccountRow & { nickname: string };
}

/** The user's API links, under the alias the request used. */
function linksOf(deps: SandboxDeps, aliased: boolean, nickname: string) {
  const base = `${deps.config.publicUrl}${aliased ? '/api/agent' : ''}/user/${encodeURIComponent(nickname)}`;
  return { profile: base, store: `${base}/store`, reviews: `${base}/reviews`, portfolio: `${base}/portfolio` };
}

/**
 * Page `index` (0 for the first) of a collection. A cursor leads to the next
 * page while there is one, up to the ceiling; past it `hasMore` can stay true
 * with a null cursor (the contract's boundary).
 */
async function pageOf(
  deps: SandboxDeps,
  user: AccountRow & { nickname: string },
  collection: UserCollection,
  index: number,
  link: string,
) {
  const limit = USER_LIMITS.pageSize[collection];
  const { items, hasMore } = await collectionItems(deps, user, collection, index * limit, limit);
  const next = index + 1;
  const nextCursor =
    hasMore && next < PAGE_CEILING ? encodeCursor({ nickname: user.nickname, collection, page: next }) : null;
  return {
    items,
    limit,
    hasMore,
    nextCursor,
    nextUrl: nextCursor ? `${link}?cursor=${encodeURIComponent(nextCursor)}` : null,
    visibility: collection === 'reviews' ? 'profile_reviews' : null,
  };
}

const profile = defineHandler(userRoutes.profile, async ({ deps, info, params }) => {
  const user = await publicUser(deps, params.nickname);
  const links = linksOf(deps, info.aliased, user.nickname);
  const [store, reviews, portfolio] = await Promise.all([
    pageOf(deps, user, 'store', 0, links.store),
    pageOf(deps, user, 'reviews', 0, links.reviews),
    pageOf(deps, user, 'portfolio', 0, links.portfolio),
  ]);
  const bio = truncate(user.bio ?? '', USER_LIMITS.bioMax);
  const about = truncate(user.about ?? '', USER_LIMITS.aboutMax);
  const human = humanVerificationOf(user, deps.clock.now());
  return json(
    {
      ok: true,
      user: {
        nickname: user.nickname,
        avatarUrl: user.avatarUrl,
        bio: user.bio === null ? null : bio.text,
        about: user.about === null ? null : about.text,
        bioTruncated: bio.truncated,
        aboutTruncated: about.truncated,
        profileUrl: profileUrl(deps.config, user.nickname),
        rank: user.rank,
        verifiedCreator: user.verifiedCreator,
        humanVerified: human.verified,
        humanVerification: { verified: human.verified, verifiedAt: human.verifiedAt },
        agentHumanVerification: {
          verified: human.verified,
          status: human.status,
          verifiedAt: human.verifiedAt,
          expiresAt: human.expiresAt,
        },
        // Sandbox assumption: no Seeker, FairScale or Sorsa data, no communities, challenges, wins, compliments or blogs.
        seeker: { verified: false },
        scores: {
          fairscale: { fairScore: null, walletScore: null, socialScore: null, fetchedAt: null },
          sorsa: { score: null, fetchedAt: null },
        },
        stats: {
          reviews: user.reviewCount,
          stars: starsOf(user),
          communities: 0,
          challenges: 0,
          wins: 0,
          compliments: 0,
        },
        blogs: [],
        store,
        reviews,
        portfolio,
        hire: hireHint(deps.config.publicUrl, user),
      },
      links,
    },
    200,
    noStore,
  );
});

const collectionHandler = (collection: UserCollection) =>
  defineHandler(userRoutes[collection], async ({ deps, info, params, query }) => {
    const index = query.cursor === undefined ? 0 : decodeCursor(query.cursor, params.nickname, collection);
    const user = await publicUser(deps, params.nickname);
    const links = linksOf(deps, info.aliased, user.nickname);
    const page = await pageOf(deps, user, collection, index, links[collection]);
    return json({ ok: true, nickname: user.nickname, [collection]: page, links }, 200, noStore);
  });

export const userHandlers: Handlers = [
  profile,
  collectionHandler('store'),
  collectionHandler('reviews'),
  collectionHandler('portfolio'),
];
