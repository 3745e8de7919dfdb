/**
 * The marketplace's pictures, served from the dashboard's own origin (`/api/media?url=…`, see lib/media-src.ts).
 * A page's first picture, often its largest paint, then comes over the connection its document came on: to another
 * host a phone first spends three round trips on a name, a connection and TLS before it can ask.
 *
 * It is no open relay: only addresses at the marketplace's media origins (`mediaOriginsOf`), followed through at most a few redirects that stay there; only the
 * picture types a listing's thumbnail may have (spec 2.2), at most a listing file's size; no cookie or credential is
 * sent. An SVG opened at its address cannot run script: API answers carry `default-src 'none'` (next.config.mjs).
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

export const PICTURE_LIMIT_BYTES = PURPOSE_RULES.portfolio.maxBytes;
const MAX_REDIRECTS = 3;
/** How long a browser keeps a picture whose host said nothing about it. */
const DEFAULT_CACHE = 'public, max-age=3600';
const PASSED_HEADERS = ['cache-control', 'etag', 'last-modified'] as const;

const LOOPBACK = ['localhost', '127.0.0.1'];

/**
 * Where the marketplace's pictures may be fetched from: its own origin and MEDIA_ORIGINS. Against the sandbox, also
 * its loopback twin, since a local sandbox names itself `localhost` while the dashboard calls `127.0.0.1`; against
 * the live service, nothing more than configured.
 */
export function mediaOriginsOf(
  upstreamUrl: string,
  mediaOrigins: readonly string[],
  upstreamIsSandbox: boolean,
): string[] {
  const upstream = new URL(upstreamUrl);
  const origins = [upstream.origin];
  if (upstreamIsSandbox && LOOPBACK.includes(upstream.hostname)) {
    for (const host of LOOPBACK)
      origins.push(`${upstream.protocol}//${host}${upstream.port ? `:${upstream.port}` : ''}`);
  }
  return [...new Set([...origins, ...mediaOrigins])];
}

function allowedUrl(raw: string | null, base?: string): URL | undefined {
  if (raw === null) return undefined;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return undefined;
  }
  const env = getEnv();
  return mediaOriginsOf(env.upstreamUrl, env.mediaOrigins, env.upstreamIsSandbox).includes(url.origin)
    ? url
    : undefined;
}

const refused = (status: number) => errorResponse(status, 'PROXY_MEDIA_REFUSED');

/** The picture's answer, following redirects that stay within the allowed origins. */
async function fetchPicture(url: URL, signal: AbortSignal): Promise<UpstreamAnswer | Response> {
  for (let hop = 0; ; hop++) {
    const answer = await openMedia(url.href, signal);
    if (answer.status < 300 || answer.status >= 400) return answer;
    await answer.drop();
    const next = allowedUrl(answer.headers.get('location'), url.href);
    if (!next || hop === MAX_REDIRECTS) return refused(502);
    url = next;
  }
}

export async function mediaAnswer(request: Request): Promise<Response> {
  const url = allowedUrl(new URL(request.url).searchParams.get('url'));
  if (!url) return refused(400);
  let answer: UpstreamAnswer | Response;
  try {
    answer = await fetchPicture(url, request.signal);
  } catch (error) {
    if (!(error instanceof UpstreamFailure)) throw error;
    return error.kind === 'timeout'
      ? errorResponse(504, 'PROXY_UPSTREAM_TIMEOUT')
      : errorResponse(502, 'PROXY_UPSTREAM_UNREACHABLE');
  }
  if (answer instanceof Response) return answer;
  const type = PICTURE_TYPES.get(answer.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '');
  const declared = Number(answer.headers.get('content-length') ?? 0);
  if (!answer.ok || !type || declared > PICTURE_LIMIT_BYTES) {
    await answer.drop();
    return refused(answer.status === 404 || answer.status === 410 ? 404 : 502);
  }
  const headers = new Headers({ 'content-type': type, 'cache-control': DEFAULT_CACHE });
  for (const name of PASSED_HEADERS) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  const body = answer.streamed().body;
  // A picture longer than it said, or than the limit, is cut off there: the browser shows it as broken.
  return new Response(body && cappedStream(body, PICTURE_LIMIT_BYTES), { status: 200, headers });
}
