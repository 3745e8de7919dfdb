import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Queries } from './queries';
import { getQueryClient } from './query-client';

/** Reads on a fresh server client before the page is sent, then hands what they found to the browser's query cache (and its client, with it). */
export async function Hydrated({
  prefetch,
  children,
}: {
  /** The reads, together; each with `retry: false`, as a failure is left to the browser. */
  prefetch: (client: QueryClient) => Promise<unknown>;
  children: ReactNode;
}) {
  const queryClient = getQueryClient();
  await prefetch(queryClient);
  return <Queries state={dehydrate(queryClient)}>{children}</Queries>;
}
