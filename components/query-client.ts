import { QueryClient, isServer } from '@tanstack/react-query';
import type { MarketplaceError } from '@/lib/marketplace/errors';

/**
 * A failed marketplace call, recognised by its shape: importing the class
 * would bring every error's words into every page's first load.
 */
const marketplaceError = (error: unknown): error is MarketplaceError =>
  error instanceof Error && error.name === 'MarketplaceError';
const rateLimited = (error: unknown): error is MarketplaceError & { retryAt: number } =>
  marketplaceError(error) && error.status === 429 && error.retryAt !== undefined;

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A rate-limited read waits for its window (Retry-After) and tries once more; other client errors are answers, not glitches.
        retry: (failures, error) =>
          rateLimited(error)
            ? failures < 2
            : !(marketplaceError(error) && error.status > 0 && error.status < 500) && failures < 2,
        retryDelay: (failures, error) =>
          rateLimited(error) ? Math.max(500, error.retryAt - Date.now() + 250) : Math.min(1000 * 2 ** failures, 8000),
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
