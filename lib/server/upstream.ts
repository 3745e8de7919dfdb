/**
 * The only place that talks to the marketplace: its API, and its pictures at its media origins. Every call has a
 * timeout; a timeout or a refused connection becomes a typed failure, never a retry. (A read that moves nothing is
 * sent once more when the kept connection it went out on turns out closed: see `send`.)
 */
import 'server-only';
import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
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
  /** Sending it twice changes nothing (a read without a payment), so it may go once more on a closed connection. */
  resendable?: boolean;
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

/** A resent call's failure, which cannot say the call was never sent: its first sending may have arrived. */
const sentAnyway = (failure: unknown) => (failure instanceof NeverConnected ? failure.reason : failure);

/** A call that failed before its connection was open (the name did not resolve, the host refused or never
 * answered): none of it left, so the marketplace counted nothing. */
class NeverConnected extends Error {
  constructor(readonly reason: unknown) {
    super('no connection to the upstream');
  }
}

/** What a call that failed (or whose body did) throws: a typed failure, the caller's own abort, or an upload's cap. */
function failureOf(cause: unknown, watch: Watch | undefined, outer: AbortSignal | undefined): unknown {
  const neverSent = cause instanceof NeverConnected;
  const error = neverSent ? cause.reason : cause;
  if (watch?.timedOut()) return new UpstreamFailure('timeout', neverSent);
  if (outer?.aborted) return error;
  // An upload cut at its size cap is the caller's to answer (413), not a failure of the upstream.
  if (error instanceof BodyTooLarge) return error;
  // The reason only (a code like ECONNREFUSED), never the request: headers carry credentials.
  const code = (error as { code?: unknown }).code;
  const reason = typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown';
  console.error(`[proxy] upstream unreachable: ${reason}`);
  return new UpstreamFailure('unreachable', neverSent);
}

/** A call and its answer. */
interface Exchange {
  call: ClientRequest;
  answer: IncomingMessage;
}

/**
 * An answer whose body is not wanted: its connection is kept for the next call if the exchange is over (the answer
 * came whole and the request went out whole), else closed.
 */
function letGoOf({ answer, call }: Exchange): void {
  if (answer.complete && call.writableFinished) answer.resume();
  else answer.destroy();
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
function webStreamOf(exchange: Exchange, settled: () => void): ReadableStream<Uint8Array> {
  const { answer } = exchange;
  let cancelled = false;
  let pass: (chunk: Buffer) => void;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      pass = (chunk) => {
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) answer.pause();
      };
      answer.on('data', pass);
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
      // A chunk already read must not reach the closed stream when the answer is let go.
      cancelled = true;
      answer.off('data', pass);
      letGoOf(exchange);
    },
  });
}

/** Statuses whose answer has no body (a `Response` refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * An answer whose body is still to be read, under the call's watch until it has been: read whole (the watch ends
 * as the read finishes or fails, with no stream wrapped around the body), passed on as a stream that ends the
 * watch at its end, or dropped.
 */
export class UpstreamAnswer {
  #headers: Headers | undefined;

  constructor(
    private readonly exchange: Exchange,
    /** None for a stream's call, which keeps its own watch through the caller's signal. */
    private readonly watch: Watch | undefined,
    private readonly outer: AbortSignal | undefined,
  ) {}

  get status(): number {
    return this.exchange.answer.statusCode ?? 0;
  }

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }

  get headers(): Headers {
    if (!this.#headers) {
      this.#headers = new Headers();
      const raw = this.exchange.answer.rawHeaders;
      for (let i = 0; i < raw.length; i += 2) this.#headers.append(raw[i]!, raw[i + 1]!);
    }
    return this.#headers;
  }

  /** The whole body; one that stops halfway fails as the call would (a timeout at the call's limit). */
  async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    try {
      return await readWhole(this.exchange.answer);
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
    const init = { status: this.status, statusText: this.exchange.answer.statusMessage, headers: this.headers };
    if (NO_BODY.has(this.status)) {
      void this.drop();
      return new Response(null, init);
    }
    return new Response(
      webStreamOf(this.exchange, () => this.watch?.release()),
      init,
    );
  }

  /** The body is not wanted: the watch ends and the answer is let go (`letGoOf`). */
  async drop(): Promise<void> {
    this.watch?.release();
    letGoOf(this.exchange);
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
 * no credential: a picture is public, asked for under the browser's `conditions` (`if-none-match`,
 * `if-modified-since`). Its headers come within the usual limit; its body, of at most `maxBytes`, is
 * passed on at the pace of the person's connection, so from then on the limit allows for that (`slowTransferLimitMs`).
 */
export async function openMedia(
  url: string,
  maxBytes: number,
  signal?: AbortSignal,
  conditions: Record<string, string> = {},
): Promise<UpstreamAnswer> {
  const answer = await open(url, {
    method: 'GET',
    pathAndQuery: '',
    headers: { accept: 'image/*', ...conditions },
    signal,
    resendable: true,
  });
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

/**
 * Connections to the marketplace kept open between calls, as a browser keeps them. An idle one is closed after 4 s
 * (or a second before the server's own `Keep-Alive: timeout`), so a call is not sent on a connection the server is
 * closing at that moment.
 */
const AGENTS = {
  http: new HttpAgent({ keepAlive: true, timeout: 4_000 }),
  https: new HttpsAgent({ keepAlive: true, timeout: 4_000 }),
};

/** How long a connection may take to open, whatever the call's own limit (a stream has none). */
const CONNECT_LIMIT_MS = 10_000;

/**
 * The call itself, through Node's own HTTP client: about a fifth of a millisecond of CPU less per call than its
 * fetch (no WHATWG request, headers and stream objects around each one), which the proxy pays on every request. It
 * asks for the answer as is (no compression) and follows no redirect. `signal` ends it, before its answer or while its
 * body is read, with the signal's reason. A failure before the connection opened is a `NeverConnected`.
 */
function send(url: URL, request: UpstreamRequest, signal: AbortSignal | undefined, resent = false): Promise<Exchange> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const { body } = request;
    const headers: Record<string, string> = {
      accept: '*/*',
      'accept-encoding': 'identity',
      'user-agent': USER_AGENT,
      ...request.headers,
    };
    // Node frames a body of bytes with its length only for some methods; every method gets it here.
    if (body instanceof Uint8Array) headers['content-length'] = String(body.byteLength);
    const call = (secure ? httpsRequest : httpRequest)(url, {
      method: request.method,
      headers,
      // A call sent again goes on a connection of its own: the pool's next idle one may be closed as well.
      agent: resent ? false : secure ? AGENTS.https : AGENTS.http,
    });
    let connected = false;
    let answer: IncomingMessage | undefined;
    const stop = () => {
      answer?.destroy(signal?.reason);
      call.destroy(signal?.reason);
    };
    const letGo = () => signal?.removeEventListener('abort', stop);
    call.on('error', (error: NodeJS.ErrnoException) => {
      letGo();
      // A kept connection the server closed as this call went out: a call that may go twice goes once more. The first
      // may have reached the marketplace, so the second's failure is never "never sent".
      const stale = call.reusedSocket && !answer && error.code === 'ECONNRESET' && !signal?.aborted;
      if (stale && request.resendable && !resent)
        resolve(send(url, request, signal, true).catch((failure: unknown) => Promise.reject(sentAnyway(failure))));
      else reject(connected ? error : new NeverConnected(error));
    });
    signal?.addEventListener('abort', stop, { once: true });
    call.once('socket', (socket) => {
      if (!socket.connecting) return void (connected = true);
      const late = setTimeout(
        () => call.destroy(Object.assign(new Error('connect timeout'), { code: 'ETIMEDOUT' })),
        CONNECT_LIMIT_MS,
      );
      socket.once(secure ? 'secureConnect' : 'connect', () => {
        connected = true;
        clearTimeout(late);
      });
      call.once('close', () => clearTimeout(late));
    });
    call.once('response', (response: IncomingMessage) => {
      answer = response;
      response.once('close', letGo);
      resolve({ call, answer: response });
    });
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
    const exchange = await send(new URL(url), request, watch?.signal ?? request.signal);
    return new UpstreamAnswer(exchange, watch, request.signal);
  } catch (cause) {
    watch?.release();
    throw failureOf(cause, watch, request.signal);
  }
}
