/** Reads for pages rendered on the server. */
import 'server-only';
import { MarketplaceError } from '@/lib/marketplace/errors';
import type { ServerRead } from '@/lib/marketplace/read-failure';

/**
 * Settle a marketplace read. A refusal (a read window, an unknown name, the
 * marketplace away) becomes a failure the page shows with its retry; anything
 * else is a fault of this server and goes to the area's error page.
 */
export async function serverRead<T>(read: Promise<{ data: T }>): Promise<ServerRead<T>> {
  try {
    return { ok: true, data: (await read).data };
  } catch (error) {
    if (!(error instanceof MarketplaceError)) throw error;
    return {
      ok: false,
      failure: { status: error.status, code: error.code, retryAfterSeconds: error.retryAfterSeconds },
    };
  }
}
