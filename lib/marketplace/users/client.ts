/**
 * Public user profiles in the pages: the profile (with the first page of each
 * collection) and "load more" for each collection, from the cursor the
 * previous page gave. Reads share one 10 s window per account across
 * nicknames and collections, so nothing here refetches on its own.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callRoute, type Transport } from '../call';
import { nextRead } from '../polling';
import type { CollectionPage, userRoutes } from './contract';
import type { UserCollection } from './terms';
import { wireRoutes } from '../route';
import { canLoadMore } from './terms';
import { userWire } from './terms';

/** The area's routes as pages call them: no schemas, the proxy checks what goes and comes back. */
export const userCalls = wireRoutes<typeof userRoutes>(userWire);

const userKeys = {
  profile: (nickname: string) => ['users', nickname.toLowerCase()] as const,
  more: (nickname: string, collection: UserCollection, firstCursor: string) =>
    ['users', nickname.toLowerCase(), collection, firstCursor] as const,
};

/** One page of a collection, read with a cursor. */
async function readCollectionPage<C extends UserCollection>(
  nickname: string,
  collection: C,
  cursor: string,
  signal?: AbortSignal,
  transport?: Transport,
): Promise<CollectionPage<C>> {
  const route: (typeof userCalls)[UserCollection] = userCalls[collection];
  const { data } = await callRoute(route, {
    params: { nickname },
    query: { cursor },
    signal,
    transport,
  });
  return (data as unknown as Record<C, CollectionPage<C>>)[collection];
}

const noRefetch = { staleTime: 60_000, refetchOnWindowFocus: false, refetchOnReconnect: false, retry: false } as const;

export const userQueries = {
  profile: (nickname: string, transport?: Transport) =>
    queryOptions({
      queryKey: userKeys.profile(nickname),
      queryFn: async ({ signal }) =>
        (await callRoute(userCalls.profile, { params: { nickname }, signal, transport })).data,
      select: (data) => data.user,
      ...noRefetch,
      // One read per 10 s across profiles: a refused read is shown with its wait, then read again once the window opens.
      refetchInterval: (query) => nextRead(query.state.error, false),
    }),
  /**
   * The pages after the profile's first page of a collection: start from the
   * `nextCursor` that page gave, call `fetchNextPage` for each "load more", and
   * stop when `hasNextPage` is false (the end, or the boundary where `hasMore`
   * is true but no cursor leads on).
   */
  more: <C extends UserCollection>(nickname: string, collection: C, firstCursor: string, transport?: Transport) =>
    infiniteQueryOptions({
      queryKey: userKeys.more(nickname, collection, firstCursor),
      queryFn: ({ pageParam, signal }) => readCollectionPage(nickname, collection, pageParam, signal, transport),
      initialPageParam: firstCursor,
      getNextPageParam: (last: CollectionPage<C>) => (canLoadMore(last) ? last.nextCursor : undefined),
      ...noRefetch,
    }),
};
