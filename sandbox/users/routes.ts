/**
 * Public user profiles (spec 2.12, 4.12): GET /user/{nickname} with the first
 * page of the user's store, reviews and portfolio. The collection routes
 * (…/store, …/reviews, …/portfolio) are not implemented in the sandbox, so
 * the pages carry null cursors, which the contract allows at a boundary.
 */
import { and, desc, eq } from 'drizzle-orm';
import { userRoutes } from '@/lib/marketplace/users/contract';
import { humanVerificationOf } from '../account/routes';
import type { AccountRow } from '../account/repo';
import { products, reviews } from '../db/schema';
import { defineHandler, type Handlers } from '../deps';
import { fail, json } from '../http/errors';
import { presentProduct, profileUrl, starsOf, truncate } from '../store/present';
import { publicUserByNickname } from './repo';

const STORE_PAGE = 10;
const REVIEWS_PAGE = 10;
const PORTFOLIO_PAGE = 12;
const BIO_MAX = 2_000;
const ABOUT_MAX = 10_000;
const REVIEW_TEXT_MAX = 2_000;

function page<T>(rows: T[], limit: number, visibility: string | null) {
  return { items: rows.slice(0, limit), limit, hasMore: rows.length > limit, nextCursor: null, nextUrl: null, visibility };
}

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

// The window (one read per requesting account per 10 s across nicknames, a not-found read counting too) is the route table's.
const profile = defineHandler(userRoutes.profile, async (ctx) => {
  const { deps, info, params } = ctx;
  const user = await publicUserByNickname(deps.db, params.nickname);
  if (!user?.nickname) throw fail(404, 'USER_NOT_FOUND', 'No public profile has this nickname.');

  const [listed, reviewRows] = await Promise.all([
    deps.db
      .select()
      .from(products)
      .where(and(eq(products.sellerId, user.id), eq(products.active, true)))
      .orderBy(desc(products.qualityScore), desc(products.createdAt), desc(products.id))
      .limit(STORE_PAGE + 1),
    deps.db
      .select()
      .from(reviews)
      .where(eq(reviews.sellerId, user.id))
      .orderBy(desc(reviews.reviewedAt), desc(reviews.id))
      .limit(REVIEWS_PAGE + 1),
  ]);
  const bio = truncate(user.bio ?? '', BIO_MAX);
  const about = truncate(user.about ?? '', ABOUT_MAX);
  const human = humanVerificationOf(user, deps.clock.now());
  const base = `${deps.config.publicUrl}${info.aliased ? '/api/agent' : ''}/user/${encodeURIComponent(user.nickname)}`;
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
        agentHumanVerification: { verified: human.verified, status: human.status, verifiedAt: human.verifiedAt, expiresAt: human.expiresAt },
        // Sandbox assumption: no Seeker, FairScale or Sorsa data, no communities, challenges, wins, compliments or blogs.
        seeker: { verified: false },
        scores: { fairscale: { fairScore: null, walletScore: null, socialScore: null, fetchedAt: null }, sorsa: { score: null, fetchedAt: null } },
        stats: { reviews: user.reviewCount, stars: starsOf(user), communities: 0, challenges: 0, wins: 0, compliments: 0 },
        blogs: [],
        store: page(
          listed.map((p) => presentProduct(deps.config, p, user, false)),
          STORE_PAGE,
          null,
        ),
        reviews: page(
          reviewRows.map((r) => {
            const text = truncate(r.text, REVIEW_TEXT_MAX);
            return { stars: r.stars, text: text.text, textTruncated: text.truncated, byAgent: r.byAgent, reviewedAt: r.reviewedAt.toISOString() };
          }),
          REVIEWS_PAGE,
          'profile_reviews',
        ),
        portfolio: page<string>([], PORTFOLIO_PAGE, null),
        hire: hireHint(deps.config.publicUrl, user),
      },
      links: { profile: base, store: `${base}/store`, reviews: `${base}/reviews`, portfolio: `${base}/portfolio` },
    },
    200,
    { 'cache-control': 'private, no-store' },
  );
});

export const userHandlers: Handlers = [profile];
