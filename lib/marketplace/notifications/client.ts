/**
 * The inbox in the browser: its read marks everything read, so it runs only
 * when the inbox is opened. The live feed is feed.ts, apart, so the header's
 * bell carries neither React Query nor the gateway.
 */
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from '../call';
import type { notificationRoutes } from './contract';
import { wireRoutes } from '../route';
import { notificationWire } from './terms';

/** The area's routes as pages call them: no schemas, the proxy checks what goes and comes back. */
export const notificationCalls = wireRoutes<typeof notificationRoutes>(notificationWire);

const notificationKeys = {
  /** Per account: another sign-in in the same tab never sees the last one's inbox. */
  inbox: (accountId: string, page: number) => ['notifications', 'inbox', accountId, page] as const,
};

export const notificationQueries = {
  /** Opening a page of the inbox marks the whole inbox read (spec 4.13): never refetched behind the user's back. */
  inbox: (accountId: string, page: number) =>
    queryOptions({
      queryKey: notificationKeys.inbox(accountId, page),
      queryFn: async ({ signal }) => {
        const { data, fetchedAt } = await callRoute(notificationCalls.inbox, { body: { page }, signal });
        return { ...data, fetchedAt };
      },
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      retry: false,
    }),
};
