/** Public user profiles in the pages. */
import { queryOptions } from '@tanstack/react-query';
import { callRoute, type Transport } from '../call';
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
    }),
};
