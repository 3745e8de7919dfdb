import { QueryClient, isServer } from '@tanstack/react-query';
import { MarketplaceError } from '@/lib/marketplace/errors';

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors and rate limits are answers, not glitches: never retry them blindly.
        retry: (failures, error) => !(error instanceof MarketplaceError && error.status > 0 && error.status < 500) && failures < 2,
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
