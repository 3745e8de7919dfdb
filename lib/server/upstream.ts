/**
 * The only place that talks to the marketplace: its API, and its pictures at its media origins. Every call has a
 * timeout; a timeout or a refused connection becomes a typed failure, never a retry.
 */
import 'server-only';
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { Readable, finished } from 'node:stream';
import { BodyTooLarge } from '@/lib/read-body';
import { getEnv } from './env';

const USER_AGENT = 'agent-marketplace-dashboard/0.1';

export class UpstreamFailure extends Error {
  constructor(
    readonly kind: 'timeout' | 'unreachable',
    /** No connection was made, so nothing reached the marketplace (it counted no call). */
    readonly neverSent = false,
  ) {
    super(kind === 'timeout' ? 'upstream timed out' : 'upstream unreachable');
  }
}

/** Failures to open a connection at all: the name did not resolve, or the host or port refused or could not be reached. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

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

/**
 * The watch over one call: its time limit and the caller's own signal, ended by `release` as soon as the
 * answer is read to its end (or dropped). A plain timer cleared then, rather than `AbortSignal.timeout` and
 * `AbortSignal.any`: those keep a live timer and a composite signal per call for the whole limit (20 s) and
 * are let go only by the collector, which under load fills the heap and lengthens the slowest answers.
 */
function watchCall(limitMs: number, outer: AbortSignal | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  const arm = (ms: number) => {
    const armed = setTimeout(() => {
      timedOut = true;
      controller.abort(new DOMException('The upstream call timed out', 'TimeoutError'));
    }, ms);
    // A watch left behind (an answer never read) holds no process open.
    armed.unref();
    return armed;
  };
  let timer = arm(limitMs);
  let released = false;
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    /** From now, the call may take `ms` more. */
    extend: (ms: number) => {
      if (released) return;
      clearTimeout(timer);
      timer = arm(ms);
    },
    release: () => {
      released = true;
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    },
  };
}

type Watch = ReturnType<typeof watchCall>;

/** What a call that failed (or whose body did) throws: a typed failure, the caller's own abort, or an upload's cap. */
function failureOf(cause: unknown, watch: Watch | undefined, outer: AbortSignal | undefined): unknown {
  if (watch?.timedOut()) return new UpstreamFailure('timeout');
  if (outer?.aborted) return cause;
  // An upload cut at its size cap is the caller's to answer (413), not a failure of the upstream.
  if (cause instanceof BodyTooLarge) return cause;
  // The reason only (a code like ECONNREFUSED), never the request: headers carry credentials.
  const reason = (cause as { code?: string }).code ?? (cause instanceof Error ? cause.name : 'unknown');
  console.error(`[proxy] upstream unreachable: ${reason}`);
  return new UpstreamFailure('unreachable', NOT_CONNECTED.has(reason));
}

/** The whole body of an answer. */
function readWhole(answer: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    answer.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
    });
    finished(answer, (error) => {
      if (error) return reject(error);
      const whole = new Uint8Array(length);
      let at = 0;
      for (const chunk of chunks) {
        whole.set(chunk, at);
        at += chunk.length;
      }
      resolve(whole);
    });
  });
}

/** The body as a web stream, read as its reader asks for it; `settled` runs once it ends, fails or is cancelled. */
function webStreamOf(answer: IncomingMessage, settled: () => void): ReadableStream<Uint8Array> {
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      answer.on('data', (chunk: Buffer) => {
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) answer.pause();
      });
      finished(answer, (error) => {
        settled();
        if (cancelled) return;
        if (error) controller.error(error);
        else controller.close();
      });
    },
    pull() {
      answer.resume();
    },
    cancel() {
      cancelled = true;
      answer.destroy();
    },
  });
}

/**
 * An answer whose body is still to be read, under the call's watch until it has been: read whole (the watch ends
 * as the read finishes or fails, with no stream wrapped around the body), passed on as a stream that ends the
 * watch at its end, or dropped.
 */
export class UpstreamAnswer {
  #headers: Headers | undefined;

  constructor(
    private readonly answer: IncomingMessage,
    /** None for a stream's call, which keeps its own watch through the caller's signal. */
    private readonly watch: Watch | undefined,
    private readonly outer: AbortSignal | undefined,
  ) {}

  get status(): number {
    return this.answer.statusCode ?? 0;
  }

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }

  get headers(): Headers {
    if (!this.#headers) {
      this.#headers = new Headers();
      const raw = this.answer.rawHeaders;
      for (let i = 0; i < raw.length; i += 2) this.#headers.append(raw[i]!, raw[i + 1]!);
    }
    return this.#headers;
  }

  /** The whole body; one that stops halfway fails as the call would (a timeout at the call's limit). */
  async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    try {
      return await readWhole(this.answer);
    } catch (cause) {
      throw failureOf(cause, this.watch, this.outer);
    } finally {
      this.watch?.release();
    }
  }

  /** From now, the rest of the answer may take `ms` (a body that crosses a person's connection at their pace). */
  allowFor(ms: number): void {
    this.watch?.extend(ms);
  }

  /** The answer to pass on as it comes. */
  streamed(): Response {
    const body = webStreamOf(this.answer, () => this.watch?.release());
    return new Response(body, { status: this.status, statusText: this.answer.statusMessage, headers: this.headers });
  }

  /** The body is not wanted: the watch ends and the connection is let go. */
  async drop(): Promise<void> {
    this.watch?.release();
    this.answer.destroy();
  }
}

/** The call, with its answer as a Response whose body ends the watch at its end (see `openUpstream`). */
export async function fetchUpstream(request: UpstreamRequest): Promise<Response> {
  return (await openUpstream(request)).streamed();
}

/** The call, with the body of its answer still to be read; the limit covers the whole answer, body included. */
export function openUpstream(request: UpstreamRequest): Promise<UpstreamAnswer> {
  return open(upstreamUrl(request.pathAndQuery), request);
}

/**
 * A picture at `url`, an absolute address at one of the marketplace's media origins (the caller checks which), with
 * no credential: a picture is public. Its headers come within the usual limit; its body, of at most `maxBytes`, is
 * passed on at the pace of the person's connection, so from then on the limit allows for that (`slowTransferLimitMs`).
 */
export async function openMedia(url: string, maxBytes: number, signal?: AbortSignal): Promise<UpstreamAnswer> {
  const answer = await open(url, { method: 'GET', pathAndQuery: '', headers: { accept: 'image/*' }, signal });
  const declared = Number(answer.headers.get('content-length'));
  answer.allowFor(slowTransferLimitMs(declared > 0 ? Math.min(declared, maxBytes) : maxBytes));
  return answer;
}

/** The slowest a person's connection may send or take a file at and still be served: about half a megabit a second. */
const SLOW_BYTES_PER_SECOND = 64 * 1024;

/**
 * The limit of a call whose body crosses a person's connection as it goes (an upload, a picture): the usual one plus
 * the time `bytes` take at the slowest rate allowed, so a slow connection is not cut off.
 */
export function slowTransferLimitMs(bytes: number): number {
  const usual = getEnv().upstreamTimeoutMs;
  return usual > 0 ? usual + Math.ceil((bytes / SLOW_BYTES_PER_SECOND) * 1000) : usual;
}

/** Connections to the marketplace kept open between calls, as a browser keeps them. */
const AGENTS = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };

/**
 * The call itself, through Node's own HTTP client: about a fifth of a millisecond of CPU less per call than its
 * fetch (no WHATWG request, headers and stream objects around each one), which the proxy pays on every request. It
 * asks for no compression and follows no redirect. `signal` ends it, before its answer or while its body is read,
 * with the signal's reason.
 */
function send(url: URL, request: UpstreamRequest, signal: AbortSignal | undefined): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const call = (secure ? httpsRequest : httpRequest)(url, {
      method: request.method,
      headers: { accept: '*/*', 'user-agent': USER_AGENT, ...request.headers },
      agent: secure ? AGENTS.https : AGENTS.http,
    });
    let answer: IncomingMessage | undefined;
    const stop = () => {
      answer?.destroy(signal?.reason);
      call.destroy(signal?.reason);
    };
    if (signal?.aborted) return reject(signal.reason);
    signal?.addEventListener('abort', stop, { once: true });
    const letGo = () => signal?.removeEventListener('abort', stop);
    call.on('error', (error) => {
      letGo();
      reject(error);
    });
    call.once('response', (response: IncomingMessage) => {
      answer = response;
      response.once('close', letGo);
      resolve(response);
    });
    const { body } = request;
    if (body instanceof ReadableStream) {
      // An upload goes out as it comes in; its failure (the person gone, the size cap) ends the call with it.
      const upload = Readable.fromWeb(body as import('node:stream/web').ReadableStream);
      upload.once('error', (error) => call.destroy(error));
      call.once('close', () => upload.destroy());
      upload.pipe(call);
    } else call.end(body);
  });
}

async function open(url: string, request: UpstreamRequest): Promise<UpstreamAnswer> {
  const limitMs = request.timeoutMs ?? getEnv().upstreamTimeoutMs;
  // A stream keeps its own watch through the caller's signal.
  const watch = limitMs > 0 ? watchCall(limitMs, request.signal) : undefined;
  try {
    const answer = await send(new URL(url), request, watch?.signal ?? request.signal);
    return new UpstreamAnswer(answer, watch, request.signal);
  } catch (cause) {
    watch?.release();
    throw failureOf(cause, watch, request.signal);
  }
}
