/** Local JSON answers in the marketplace's own error shape. */
import 'server-only';
import { describeError } from '@/lib/marketplace/error-words';

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-store', ...headers },
  });
}

export function errorResponse(
  status: number,
  errorCode: string,
  options: { message?: string; retryAfterSeconds?: number; headers?: Record<string, string> } = {},
): Response {
  const headers = { ...options.headers };
  const body: Record<string, unknown> = {
    ok: false,
    errorCode,
    message: options.message ?? describeError(errorCode, status).message,
  };
  if (options.retryAfterSeconds !== undefined) {
    headers['retry-after'] = String(options.retryAfterSeconds);
    body.retryAfterSeconds = options.retryAfterSeconds;
  }
  return jsonResponse(status, body, headers);
}

/** A mutation must come from this app's own pages. */
export function isSameOrigin(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = request.headers.get('origin');
  return origin !== null && origin === new URL(request.url).origin;
}
