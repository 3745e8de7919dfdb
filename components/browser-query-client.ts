import type { QueryClient } from '@tanstack/react-query';

/**
 * The browser's one query client, once a page has made one, for code that must not bring React Query itself (the
 * signed-in header follows the profiles it takes). Type-only: a page pays a few bytes for it, not the client.
 */
let made: QueryClient | undefined;
const waiting = new Set<(client: QueryClient) => void>();

export function announceQueryClient(client: QueryClient): void {
  made = client;
  for (const callback of waiting) callback(client);
  waiting.clear();
}

/** `callback` with the client, now if a page has made it, else when one does. */
export function whenQueryClient(callback: (client: QueryClient) => void): void {
  if (made) callback(made);
  else waiting.add(callback);
}
