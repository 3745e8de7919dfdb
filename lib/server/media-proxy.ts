/**
 * The marketplace's pictures, served from the dashboard's own origin (`/api/media?url=…`, see lib/media-src.ts).
 * A page's first picture, often its largest paint, then comes over the connection its document came on: to another
 * host a phone first spends three round trips on a name, a connection and TLS before it can ask.
 *
 * It is no open relay: it serves this dashboard's pages only (a request another site makes is refused, and the answer
 * may not be embedded elsewhere), and only addresses at MEDIA_ORIGINS or under a `/media/` path of the marketplace's
 * own origin (none of its API is a picture), followed through at most three redirects that stay there; only the
 * picture types a listing's thumbnail may have (spec 2.2), at most a listing file's size; no cookie or credential is
 * sent. An SVG opened at its address runs no script and submits no form: non-page answers carry `default-src 'none';
 * form-action 'none'; sandbox` (next.config.mjs).
 */
import 'server-only';
import { MEDIA_KINDS, PURPOSE_RULES } from '@/lib/marketplace/media/terms';
import { MEDIA_TYPES, type MediaType } from '@/lib/marketplace/media/types';
import { cappedStream } from '@/lib/read-body';
import { getEnv } from './env';
import { errorResponse } from './http';
import { UpstreamFailure, openMedia, type UpstreamAnswer } from './upstream';

/** The MIME types of a thumbnail, each named as it is served. */
const PICTURE_TYPES = new Map<string, string>(
  MEDIA_KINDS.thumbnail.types.flatMap((id) => {
    const { mime, aliases = [] }: MediaType = MEDIA_TYPES[id];
    return [mime, ...aliases].map((name) => [name, mime] as const);
  }),
);

const PICTURE_LIMIT_BYTES = PURPOSE_RULES.portfolio.maxBytes;
const MAX_REDIRECTS = 3;
/** How long a browser keeps a picture whose host said nothing about it. */
const DEFAULT_MAX_AGE = 3600;

/**
 * The host's caching, for the person's browser alone: no shared cache keeps a picture (an upload's address is the key
 * to it, and a shared cache would serve it to other sites' pages, which this route refuses).
 */
function browserCaching(hostSaid: string | null): string {
  if (hostSaid && /\bno-store\b/i.test(hostSaid)) return 'no-store';
  const maxAge = hostSaid && /\bmax-age=(\d+)/i.exec(hostSaid)?.[1];
  return `private, max-age=${maxAge ?? DEFAULT_MAX_AGE}`;
}

const LOOPBACK = ['localhost', '127.0.0.1'];

/**
 * The marketplace's own origin. Against the sandbox, also its loopback twin, since a local sandbox names itself
 * `localhost` while the dashboard calls `127.0.0.1`; against the live service, nothing more.
 */
export function marketplaceOriginsOf(upstreamUrl: string, upstreamIsSandbox: boolean): string[] {
  const upstream = new URL(upstreamUrl);
  if (!upstreamIsSandbox || !LOOPBACK.includes(upstream.hostname)) return [upstream.origin];
  const port = upstream.port ? `:${upstream.port}` : '';
  return [...new Set([upstream.origin, ...LOOPBACK.map((host) => `${upstream.protocol}//${host}${port}`)])];
}

/** A path with a `/media/` segment: at the marketplace's own origin, the only addresses that may be pictures. */
const MEDIA_SEGMENT = /\/media\//;

function allowedUrl(raw: string | null, base?: string): URL | undefined {
  if (raw === null) return undefined;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return undefined;
  }
  // A web address with no credential in it (a `blob:` address has an origin too).
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password) return undefined;
  const env = getEnv();
  if (env.mediaOrigins.includes(url.origin)) return url;
  const atMarketplace = marketplaceOriginsOf(env.upstreamUrl, env.upstreamIsSandbox).includes(url.origin);
  return atMarketplace && MEDIA_SEGMENT.test(url.pathname) ? url : undefined;
}

/** A request from another site's page (a browser says so); one typed into the address bar says `none`. */
const fromElsewhere = (request: Request) =>
  !['same-origin', 'none', null].includes(request.headers.get('sec-fetch-site'));

const refused = (status: number) => errorResponse(status, 'PROXY_MEDIA_REFUSED');

/** The validators a browser holds for a picture it has, and the host's for the one it sends: passed both ways. */
const REQUEST_VALIDATORS = ['if-none-match', 'if-modified-since'] as const;
const ANSWER_VALIDATORS = ['etag', 'last-modified'] as const;

const pick = (headers: Headers, names: readonly string[]) =>
  Object.fromEntries(names.flatMap((name) => (headers.has(name) ? [[name, headers.get(name)!]] : [])));

/**
 * The picture's answer, following redirects that stay within the allowed origins. The browser's validators are for
 * the picture at the address it asked for, so only that address is asked with them (`direct`: no redirect was
 * followed, and only then are the host's validators passed on).
 */
async function fetchPicture(
  url: URL,
  request: Request,
): Promise<{ answer: UpstreamAnswer; direct: boolean } | Response> {
  const conditions = pick(request.headers, REQUEST_VALIDATORS);
  for (let hop = 0; ; hop++) {
    const answer = await openMedia(url.href, PICTURE_LIMIT_BYTES, request.signal, hop === 0 ? conditions : {});
    if (answer.status < 300 || answer.status >= 400) return { answer, direct: hop === 0 };
    if (answer.status === 304) {
      // The browser's copy still good; a 304 it did not ask for has no picture to show.
      if (hop === 0 && Object.keys(conditions).length > 0) return { answer, direct: true };
      await answer.drop();
      return refused(502);
    }
    await answer.drop();
    const next = allowedUrl(answer.headers.get('location'), url.href);
    if (!next || hop === MAX_REDIRECTS) return refused(502);
    url = next;
  }
}

export async function mediaAnswer(request: Request): Promise<Response> {
  if (fromElsewhere(request)) return errorResponse(403, 'PROXY_ORIGIN_REFUSED');
  const url = allowedUrl(new URL(request.url).searchParams.get('url'));
  if (!url) return refused(400);
  let fetched: Awaited<ReturnType<typeof fetchPicture>>;
  try {
    fetched = await fetchPicture(url, request);
  } catch (error) {
    // The page went away (scrolled past, closed): nobody is waiting for an answer.
    if (request.signal.aborted) return new Response(null, { status: 499 });
    if (!(error instanceof UpstreamFailure)) throw error;
    return error.kind === 'timeout'
      ? errorResponse(504, 'PROXY_UPSTREAM_TIMEOUT')
      : errorResponse(502, 'PROXY_UPSTREAM_UNREACHABLE');
  }
  if (fetched instanceof Response) return fetched;
  const { answer, direct } = fetched;
  const hostCaching = answer.headers.get('cache-control');
  const validators = direct ? pick(answer.headers, ANSWER_VALIDATORS) : {};
  if (answer.status === 304) {
    await answer.drop();
    // What the host said of its caching now; said nothing, the browser keeps what it had.
    const caching: Record<string, string> =
      hostCaching === null ? {} : { 'cache-control': browserCaching(hostCaching) };
    return new Response(null, {
      status: 304,
      headers: { ...caching, 'cross-origin-resource-policy': 'same-origin', ...validators },
    });
  }
  const type = PICTURE_TYPES.get(answer.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '');
  const declared = Number(answer.headers.get('content-length') ?? 0);
  if (!answer.ok || !type || declared > PICTURE_LIMIT_BYTES) {
    await answer.drop();
    return refused(answer.status === 404 || answer.status === 410 ? 404 : 502);
  }
  const headers = new Headers({
    'content-type': type,
    'cache-control': browserCaching(hostCaching),
    'cross-origin-resource-policy': 'same-origin',
    ...validators,
  });
  const body = answer.streamed().body;
  // A picture longer than the limit is cut off there: the browser shows it as broken.
  return new Response(body && cappedStream(body, PICTURE_LIMIT_BYTES), { status: 200, headers });
}

/** The headers alone: the picture's body is let go at once, not left holding the call until its limit. */
export async function mediaHead(request: Request): Promise<Response> {
  const answer = await mediaAnswer(request);
  await answer.body?.cancel().catch(() => undefined);
  return new Response(null, { status: answer.status, headers: answer.headers });
}
