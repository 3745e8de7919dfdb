/**
 * The users area's terms that pages need without its schemas: limits, labels,
 * and the routes as the browser calls them (`wireRoutes`). No zod here: the
 * schemas stay in contract.ts, loaded on a page's first call.
 */
import type { WireEntry } from '../route';

export type UserCollection = 'store' | 'reviews' | 'portfolio';

export const USER_LIMITS = {
  bioMax: 2_000,
  aboutMax: 10_000,
  reviewTextMax: 2_000,
  blogsMax: 5,
  blogExcerptMax: 500,
  cursorMax: 1_000,
  /** Items per page of each collection. */
  pageSize: { store: 10, reviews: 10, portfolio: 12 } satisfies Record<UserCollection, number>,
  readWindowSeconds: 10,
} as const;

/** Whether another page can be read: more exists and a cursor leads there (not the boundary). */
export const canLoadMore = (page: {
  hasMore: boolean;
  nextCursor: string | null;
}): page is { hasMore: true; nextCursor: string } => page.hasMore && page.nextCursor !== null;
/** More exists but no cursor reaches it: the boundary, where paging stops. */
export const atBoundary = (page: { hasMore: boolean; nextCursor: string | null }): boolean =>
  page.hasMore && page.nextCursor === null;

/** One read per requesting account per 10 s across nicknames and collections; a not-found read counts too. */
const userWindow = { seconds: USER_LIMITS.readWindowSeconds, bucket: 'user', code: 'AGENT_USER_RATE_LIMITED' } as const;

/** The routes as pages call them; contract.ts adds the rest of each entry. */
export const userWire = {
  profile: { id: 'users.profile', method: 'GET', path: '/user/:nickname', window: userWindow },
  store: { id: 'users.store', method: 'GET', path: '/user/:nickname/store', window: userWindow },
  reviews: { id: 'users.reviews', method: 'GET', path: '/user/:nickname/reviews', window: userWindow },
  portfolio: { id: 'users.portfolio', method: 'GET', path: '/user/:nickname/portfolio', window: userWindow },
} as const satisfies Record<string, WireEntry>;
