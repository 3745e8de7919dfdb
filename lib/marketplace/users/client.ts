/** Public user profiles in the pages. */
import { queryOptions } from '@tanstack/react-query';
import { callRoute, type Transport } from '../call';
import { nextRead } from '../polling';
import { userRoutes } from './contract';

export const userKeys = {
  profile: (nickname: string) => ['users', nickname.toLowerCase()] as const,
};

export const userQueries = {
  profile: (nickname: string, transport?: Transport) =>
    queryOptions({
      queryKey: userKeys.profile(nickname),
      queryFn: async ({ signal }) => (await callRoute(userRoutes.profile, { params: { nickname }, signal, transport })).data,
      select: (data) => data.user,
      staleTime: 60_000,
      // One read per 10 s across profiles: a refused read is shown with its wait, then read again once the window opens.
      retry: false,
      refetchInterval: (query) => nextRead(query.state.error, false),
    }),
};
