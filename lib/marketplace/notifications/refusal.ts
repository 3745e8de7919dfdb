/**
 * Why the hub refused a tab, read with a plain request (an EventSource cannot read a refusal). Loaded only when a
 * refusal comes, with the error words, so the feed every signed-in page loads stays small.
 */
import { errorFromResponse, loadErrorWords } from '../errors';
import type { FeedState } from './feed';
import { ACCOUNT_CHANGED } from './terms';

export type Refusal =
  /** Nothing changes without another sign-in, or an account that may stream: no knocking until then. */
  | { unavailable: Extract<FeedState, { state: 'unavailable' }>['reason'] }
  /** A wait, in words, with the time it may connect again when the hub named one. */
  | { unavailable?: undefined; retryAt?: number; reason?: string };

export async function whyRefused(hubPath: string): Promise<Refusal> {
  const controller = new AbortController();
  // A stream, not a call: with the feed, the one fetch outside the gateway (eslint.config.mjs allows it here).
  const response = await fetch(hubPath, { signal: controller.signal, headers: { accept: 'text/event-stream' } });
  // A stream it would have opened is let go; a refusal's body is read first (aborting would cut it off).
  if (response.ok) {
    controller.abort();
    return {};
  }
  await loadErrorWords();
  const error = errorFromResponse(
    response.status,
    await response.json().catch(() => undefined),
    response.headers.get('retry-after'),
  );
  if (response.status === 401) return { unavailable: 'signed-out' };
  if (error.code === 'AGENT_NOTIFICATION_STREAM_ACCOUNT_REQUIRED') return { unavailable: 'not-eligible' };
  if (error.code === ACCOUNT_CHANGED) return { unavailable: 'account-changed' };
  return { retryAt: error.retryAt, reason: error.message };
}
