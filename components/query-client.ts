import { QueryClient, isServer } from '@tanstack/react-query';
import { growingPauseMs, passingFailureDelay } from '@/lib/read-retrying';

/** Anything thrown that is not a marketplace answer (a bug, a read that could not start) is tried again, later each time. */
const delayOf = (failures: number, error: unknown): number | undefined =>
  error instanceof Error && error.name === 'MarketplaceError'
    ? passingFailureDelay(error, failures)
    : growingPauseMs(failures);

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A passing failure is tried once more, after the wait it named (Retry-After) if it named one; a refusal is an answer.
        retry: (failures, error) => failures < 2 && delayOf(failures, error) !== undefined,
        retryDelay: (failures, error) => delayOf(failures, error) ?? 0,
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/** A fresh client per server request; one shared client in the browser. */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}
