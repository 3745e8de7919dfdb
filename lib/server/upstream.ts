/**
 * The only place that talks to the marketplace. Every call has a timeout; a
 * timeout or a refused connection becomes a typed failure, never a retry.
 */
import 'server-only';
import { BodyTooLarge } from '@/lib/read-body';
import { getEnv } from './env';

const USER_AGENT = 'agent-marketplace-dashboard/0.1';

export class UpstreamFailure extends Error {
  constructor(readonly kind: 'timeout' | 'unreachable') {
    super(kind === 'timeout' ? 'upstream timed out' : 'upstream unreachable');
  }
}

export interface UpstreamRequest {
  method: string;
  /** Path and query, exactly as the contract wants them (still encoded). */
  pathAndQuery: string;
  headers: Record<string, string>;
  /** A checked JSON body, or an upload streamed through as it arrives. */
  body?: Uint8Array | ReadableStream<Uint8Array>;
  /** Ends the call when the browser goes away. */
  signal?: AbortSignal;
  /** The whole call's limit; 0 for streams, which keep their own watch through `signal`. */
  timeoutMs?: number;
}

function upstreamUrl(pathAndQuery: string): string {
  return `${getEnv().upstreamUrl}${pathAndQuery}`;
}

export async function fetchUpstream(request: UpstreamRequest): Promise<Response> {
  const limitMs = request.timeoutMs ?? getEnv().upstreamTimeoutMs;
  const timeout = limitMs > 0 ? AbortSignal.timeout(limitMs) : undefined;
  const signal = request.signal && timeout ? AbortSignal.any([request.signal, timeout]) : (request.signal ?? timeout);
  try {
    return await fetch(upstreamUrl(request.pathAndQuery), {
      method: request.method,
      headers: { 'user-agent': USER_AGENT, ...request.headers },
      body: request.body as BodyInit | undefined,
      // A stream goes out as it comes in (Node's fetch needs to be told so).
      ...(request.body instanceof ReadableStream ? { duplex: 'half' } : {}),
      signal,
      redirect: 'manual',
      cache: 'no-store',
    });
  } catch (cause) {
    if (timeout?.aborted) throw new UpstreamFailure('timeout');
    if (request.signal?.aborted) throw cause;
    // An upload cut at its size cap is the caller's to answer (413), not a failure of the upstream.
    if ((cause as { cause?: unknown }).cause instanceof BodyTooLarge) throw (cause as { cause: BodyTooLarge }).cause;
    // The reason only (a code like ECONNREFUSED), never the request: headers carry credentials.
    const reason =
      (cause as { cause?: { code?: string } }).cause?.code ?? (cause instanceof Error ? cause.name : 'unknown');
    console.error(`[proxy] upstream unreachable: ${reason}`);
    throw new UpstreamFailure('unreachable');
  }
}
