/**
 * Requests for one route of the table: valid input derived from the entry, and
 * everything around it a careless or hostile client sends. Mutations of valid
 * bodies, arbitrary JSON, text that is not JSON, bytes that are not UTF-8,
 * oversized bodies, bodies on GET, unknown and repeated query parameters,
 * percent-encoding games in the path, other methods, and header games with
 * credentials, cookies and origins.
 */
import fc from 'fast-check';
import type * as z from 'zod/mini';
import { ALIAS_PREFIX, type RouteDef } from '@/lib/marketplace/route';
import { isRecord } from '@/lib/marketplace/schema';
import { fieldsOf, lengthBounds, validFor, type Known } from './schema-arbitrary';

export interface FuzzRequest {
  /** The route the request was built from (it may have been mutated away from it). */
  routeId: string;
  method: string;
  /** The marketplace path, still encoded, with its query. */
  path: string;
  headers: Record<string, string>;
  body?: Uint8Array<ArrayBuffer>;
}

/** Real values the generators mix in, so that input also gets past authentication. */
export interface Fixtures {
  known: Known;
  /** Headers that authenticate a call of this auth kind (the proxy's cookie and handle, or the sandbox's key and secret). */
  credentials: (route: RouteDef) => fc.Arbitrary<Record<string, string>>;
  /** Real SIWX proofs to replay and mutate: fresh ones issued for this route's own request, or (without a route) any. */
  proofs: (route?: RouteDef) => readonly string[];
  /** Real payment signatures to replay and mutate. */
  payments: readonly string[];
  /** Extra header games of the target (cookies and origins for the proxy). */
  headerGames: readonly (readonly [string, fc.Arbitrary<string>])[];
}

// ---- text ----------------------------------------------------------------------

const pick = <T>(...values: T[]) => fc.constantFrom(...values);

/** Kinds of text that break careless code: empty, control characters, bidi, lone surrogates, escapes. */
const oddText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc
    .array(
      fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
      { minLength: 1, maxLength: 4 },
    )
    .map((controls) => `a${controls.join('')}b`),
  // Any code point, and UTF-16 halves on their own (built from code units: the library's full-Unicode strings are slow to set up).
  fc
    .array(
      fc.oneof(
        fc.integer({ min: 0, max: 0x10ffff }).map((c) => String.fromCodePoint(c)),
        fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
      ),
      { maxLength: 20 },
    )
    .map((units) => units.join('')),
  pick(
    '',
    ' ',
    '\t\n',
    '\u0000',
    'a\u0000b',
    '\u202e',
    '\ufeff',
    '\uD800',
    '\uDFFF',
    'a\uD83D',
    '\uDE00b',
    '😀',
    'é',
    '%00',
    '%',
    '../..',
    '<script>',
    'null',
    '0',
    '-1',
    '1e309',
  ),
);

/** Odd text, and text far longer than any field allows. */
const textGames: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: oddText },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 4 }).map((n) => 'x'.repeat(n * 20_000)) },
);

/** A value of every JSON type but the expected one, and the numbers JSON parsers disagree on. */
const wrongTypes: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  pick<unknown>(null, 0, -0, 1e308, -1e308, 2 ** 53 + 2, 0.1, '', [], {}, [null], { '': '' }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Strings at the edges of a field's declared length. */
function boundaryStrings(schema: z.core.$ZodType): fc.Arbitrary<string> {
  const { min, max } = lengthBounds(schema);
  const lengths = [
    0,
    min - 1,
    min,
    min + 1,
    ...(max === undefined ? [1_000] : [max - 1, max, max + 1, max * 2]),
  ].filter((n) => n >= 0);
  return fc.tuple(pick(...lengths), pick('a', '9', 'é', '😀', ' ')).map(([n, unit]) => unit.repeat(n));
}

/** Percent-encode every byte of the UTF-8 form (lone surrogates become U+FFFD, as a browser would send them). */
const percentEncode = (text: string): string =>
  Array.from(new TextEncoder().encode(text), (byte) =>
    /[A-Za-z0-9._~-]/.test(String.fromCharCode(byte))
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
  ).join('');

// ---- paths ---------------------------------------------------------------------

/** Segments that try to step outside a path parameter, or cannot be decoded at all. */
const SEGMENT_GAMES = [
  '..',
  '.',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '..;',
  '..;x',
  '%2e%2e;',
  '%252e%252e',
  '%25',
  '%',
  '%E0%A4%A',
  '%ZZ',
  '%ED%A0%80',
  '%00',
  '%0a',
  '%7f',
  'a%2Fb',
  'a%5Cb',
  '%2F',
  ';',
  '%3B',
  '%20',
  '+',
  '~',
  '%2e',
  '%u002e',
  '%C3%A9',
  'x'.repeat(600),
  '%41'.repeat(200),
];

interface PathPattern {
  method: string;
  path: string;
}

function patternsOf(route: RouteDef): PathPattern[] {
  const own = [{ method: route.method, path: route.path }, ...(route.variants ?? [])];
  return route.alias ? [...own, ...own.map((p) => ({ method: p.method, path: `${ALIAS_PREFIX}${p.path}` }))] : own;
}

/** Near misses of a route's path: other case, trailing slash, empty or extra segments, an alias the route lacks, dot segments. */
const NEAR_MISSES: ((path: string, route: RouteDef) => string)[] = [
  (path) => path.toUpperCase(),
  (path) => `${path}/`,
  (path) => path.replace('/', '//'),
  (path) => `${path}/x`,
  (path) => `${ALIAS_PREFIX}${path}`,
  (path, route) => `${path}/%2e%2e/%2e%2e${route.path}`,
];

/** Fill a pattern's parameters: each one URL-encoded as one segment, or replaced by a segment game. */
function fillPath(pattern: string, params: Record<string, unknown>, games: Record<string, string>): string {
  return pattern.replace(
    /:([A-Za-z]+)(=[^/]*)?/g,
    (_, name: string) => games[name] ?? percentEncode(String(params[name] ?? '')),
  );
}

function pathArbitrary(route: RouteDef, known: Known, mutate: boolean): fc.Arbitrary<{ method: string; path: string }> {
  const names = Object.keys(fieldsOf(route.params));
  const params: fc.Arbitrary<Record<string, unknown>> = route.params
    ? (validFor(route.params, known) as fc.Arbitrary<Record<string, unknown>>)
    : fc.constant({});
  const filled = (games: fc.Arbitrary<Record<string, string>>) =>
    fc
      .record({ pattern: pick(...patternsOf(route)), params, games })
      .map(({ pattern, params: values, games: played }) => ({
        method: pattern.method,
        path: fillPath(pattern.path, values, played),
      }));
  const valid = filled(fc.constant({}));
  if (!mutate) return valid;
  const nearMiss = fc
    .tuple(valid, pick(...NEAR_MISSES))
    .map(([{ method, path }, miss]) => ({ method, path: miss(path, route) }));
  if (names.length === 0) return nearMiss;
  const paramGames = fc.dictionary(pick(...names), fc.oneof(pick(...SEGMENT_GAMES), oddText.map(percentEncode)), {
    minKeys: 1,
    maxKeys: 1,
  });
  return fc.oneof({ weight: 3, arbitrary: filled(paramGames) }, { weight: 1, arbitrary: nearMiss });
}

// ---- queries -------------------------------------------------------------------

type Pair = [string, string];

const QUERY_GAMES = [
  '%',
  '%ZZ',
  '&&',
  '=',
  '==x',
  'a=%E0%A4%A',
  '__proto__=1',
  'constructor=x',
  'toString=1',
  'limit=1e3',
  'limit=-1',
  'limit=0x10',
  'limit=01',
  'limit=',
  '+=+',
  '%00=%00',
];

function queryArbitrary(route: RouteDef, known: Known, mutate: boolean): fc.Arbitrary<string> {
  const names = Object.keys(fieldsOf(route.query));
  const valid: fc.Arbitrary<Pair[]> = route.query
    ? validFor(route.query, known).map((value) =>
        Object.entries(value as Record<string, unknown>).map(([k, v]): Pair => [k, String(v)]),
      )
    : fc.constant([]);
  const encode = (pairs: Pair[]) => pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&');
  const withMark = (query: string) => (query ? `?${query}` : '');
  if (!mutate) return valid.map(encode).map(withMark);
  const mutated = fc
    .tuple(
      valid,
      pick('unknown', 'duplicate', 'garbage', 'wrong-type'),
      fc.string({ maxLength: 12 }),
      oddText,
      wrongTypes,
      names.length > 0 ? pick(...names) : fc.constant('q'),
    )
    .map(([pairs, game, name, text, wrong, field]): Pair[] => {
      if (game === 'unknown') return [...pairs, [name || 'x', text]];
      if (game === 'duplicate')
        return pairs.length > 0
          ? [...pairs, pairs[0]!]
          : [
              [field, text],
              [field, text],
            ];
      const value = game === 'garbage' ? text : String(JSON.stringify(wrong));
      return [...pairs.filter(([k]) => k !== field), [field, value]];
    })
    .map(encode);
  const raw = fc
    .tuple(valid.map(encode), pick(...QUERY_GAMES))
    .map(([query, game]) => (query ? `${query}&${game}` : game));
  return fc.oneof({ weight: 3, arbitrary: mutated }, { weight: 1, arbitrary: raw }).map(withMark);
}

// ---- bodies --------------------------------------------------------------------

const encoder = new TextEncoder();
const jsonBytes = (value: unknown) => encoder.encode(JSON.stringify(value) ?? 'null');

/** Valid bodies with one thing changed: a field dropped, of the wrong type, too long, odd text, an extra field, or the whole body replaced. */
function mutatedBody(
  valid: fc.Arbitrary<unknown>,
  fields: Record<string, z.core.$ZodType>,
): fc.Arbitrary<Uint8Array<ArrayBuffer>> {
  const names = Object.keys(fields);
  const field = names.length > 0 ? pick(...names) : fc.constant('field');
  const set = (value: unknown, key: string, replacement: unknown) =>
    jsonBytes({ ...(isRecord(value) ? value : {}), [key]: replacement });
  return fc.oneof(
    fc.tuple(valid, field).map(([value, key]) => {
      const { [key]: _dropped, ...rest } = isRecord(value) ? value : {};
      return jsonBytes(rest);
    }),
    fc.tuple(valid, field, wrongTypes).map(([value, key, wrong]) => set(value, key, wrong)),
    fc.tuple(valid, field, textGames).map(([value, key, text]) => set(value, key, text)),
    fc
      .tuple(valid, field)
      .chain(([value, key]) =>
        (fields[key] ? boundaryStrings(fields[key]) : textGames).map((text) => set(value, key, text)),
      ),
    fc
      .tuple(
        valid,
        fc.oneof(fc.string({ maxLength: 12 }), pick('extra', 'constructor', 'toString', '')),
        fc.jsonValue({ maxDepth: 2 }),
      )
      .map(([value, key, extra]) => set(value, key, extra)),
    // Text JSON.stringify would never write: a prototype key, a repeated key.
    fc
      .tuple(valid, pick('"__proto__":{"admin":true}', '"__proto__":null', '"constructor":{"prototype":{}}'))
      .map(([value, member]) => {
        const text = JSON.stringify(isRecord(value) ? value : {});
        return encoder.encode(text === '{}' ? `{${member}}` : `{${member},${text.slice(1)}`);
      }),
    fc.tuple(valid, field, wrongTypes).map(([value, key, wrong]) => {
      const text = JSON.stringify(isRecord(value) ? value : {});
      return encoder.encode(
        `${text.slice(0, -1)}${text === '{}' ? '' : ','}${JSON.stringify(key)}:${JSON.stringify(wrong) ?? 'null'}}`,
      );
    }),
    fc.tuple(valid, pick<unknown[]>([], [null], ['x'])).map(([value, wrap]) => jsonBytes([...wrap, value])),
  );
}

/** Arrays nested deeper than any schema (recursive walkers overflow), within or past the body limit. */
const deepNesting = (limit: number) =>
  fc
    .tuple(fc.integer({ min: 100, max: Math.max(200, Math.floor(limit / 2)) }), pick('[', '{"a":'))
    .map(([depth, open]) => {
      const close = open === '[' ? ']' : '}';
      return encoder.encode(`${open.repeat(depth)}1${close.repeat(depth)}`);
    });

const notJson = fc.oneof(
  fc.string({ maxLength: 40 }).map((text) => encoder.encode(text)),
  pick(
    '{',
    '{"a":',
    '[1,',
    '{"a":1}}',
    '{"a":1} x',
    "{'a':1}",
    '{a:1}',
    'undefined',
    'NaN',
    '\ufeff{}',
    '{"a":"\\ud800"}',
    '{"a":"\\u00"}',
    '1'.repeat(400),
  ).map((text) => encoder.encode(text)),
  fc.uint8Array({ minLength: 1, maxLength: 40 }),
  pick(
    new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
    new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
    new Uint8Array([0xc0, 0xaf]),
  ),
);

// ---- multipart (uploads) ---------------------------------------------------------

const BOUNDARY = 'fuzz-boundary-5e1f';
/** The content type of every generated multipart body. */
const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

type Part = { name: string; value: string } | { name: string; filename: string; type: string; bytes: Uint8Array };

function multipartBytes(parts: readonly Part[], end = `--${BOUNDARY}--\r\n`): Uint8Array<ArrayBuffer> {
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    const head =
      'bytes' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n`
        : `Content-Disposition: form-data; name="${part.name}"\r\n`;
    chunks.push(
      encoder.encode(`--${BOUNDARY}\r\n${head}\r\n`),
      'bytes' in part ? part.bytes : encoder.encode(part.value),
      encoder.encode('\r\n'),
    );
  }
  chunks.push(encoder.encode(end));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const validUpload = pick<Part[]>(
  [
    { name: 'purpose', value: 'portfolio' },
    { name: 'file', filename: 'shot.png', type: 'image/png', bytes: PNG },
  ],
  [
    { name: 'purpose', value: 'pfp' },
    { name: 'file', filename: 'me.png', type: 'image/png', bytes: PNG },
  ],
);

/** Upload forms with one thing wrong: a part dropped or repeated, an odd purpose, type or name, a file that lies about its type, a cut-off body. */
const mutatedUpload = fc.oneof(
  fc.tuple(validUpload, fc.nat()).map(([parts, i]) => multipartBytes(parts.filter((_, j) => j !== i % parts.length))),
  fc.tuple(validUpload, fc.nat()).map(([parts, i]) => multipartBytes([...parts, parts[i % parts.length]!])),
  fc
    .tuple(validUpload, fc.oneof(fc.string({ maxLength: 20 }), oddText))
    .map(([[, file], purpose]) => multipartBytes([{ name: 'purpose', value: purpose }, file!])),
  fc
    .tuple(
      validUpload,
      pick('application/x-msdownload', 'text/html', 'image/svg+xml', '', 'image/png; x=1'),
      pick('a.exe', '', '../../etc/passwd', 'a.png\u0000.exe', 'x'.repeat(300)),
    )
    .map(([[purpose, file], type, filename]) =>
      multipartBytes([purpose!, { ...(file as Extract<Part, { bytes: Uint8Array }>), type, filename }]),
    ),
  fc
    .tuple(validUpload, fc.uint8Array({ maxLength: 64 }))
    .map(([[purpose], bytes]) =>
      multipartBytes([purpose!, { name: 'file', filename: 'shot.png', type: 'image/png', bytes }]),
    ),
  validUpload.map((parts) => multipartBytes(parts, `--${BOUNDARY}`)),
  fc
    .tuple(validUpload, fc.string({ maxLength: 12 }))
    .map(([parts, name]) => multipartBytes([...parts, { name, value: 'x' }])),
);

function bodyArbitrary(
  route: RouteDef,
  known: Known,
  mutate: boolean,
): fc.Arbitrary<Uint8Array<ArrayBuffer> | undefined> {
  if (route.bodyType === 'multipart') {
    const valid = validUpload.map((parts) => multipartBytes(parts));
    return mutate
      ? fc.oneof(
          { weight: 6, arbitrary: mutatedUpload },
          { weight: 2, arbitrary: notJson },
          { weight: 1, arbitrary: fc.constant(undefined) },
        )
      : valid;
  }
  const limit = route.bodyLimit;
  const valid = route.body ? validFor(route.body, known) : fc.constant({});
  if (!mutate)
    return route.body
      ? route.bodyOptional
        ? fc.oneof(valid.map(jsonBytes), fc.constant(undefined))
        : valid.map(jsonBytes)
      : fc.constant(undefined);
  const oversized = fc
    .integer({ min: 1, max: 2048 })
    .map((extra) => jsonBytes({ pad: 'x'.repeat(Math.max(limit, 16) + extra) }));
  return fc.oneof(
    { weight: route.body ? 8 : 1, arbitrary: mutatedBody(valid, fieldsOf(route.body)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(jsonBytes) },
    { weight: 2, arbitrary: notJson },
    { weight: 1, arbitrary: deepNesting(limit || 16 * 1024) },
    { weight: 1, arbitrary: oversized },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

// ---- headers -------------------------------------------------------------------

/** Header values as HTTP carries them: visible Latin-1, no control characters. */
const headerText = (maxLength: number) =>
  fc.string({
    unit: fc
      .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff }))
      .map((c) => String.fromCharCode(c)),
    maxLength,
  });

const base64Json = (value: unknown) => Buffer.from(JSON.stringify(value) ?? 'null').toString('base64');

/** A real header value's decoded JSON with one field dropped, retyped or replaced, encoded again. */
function mutatedHeader(real: readonly string[]): fc.Arbitrary<string> {
  if (real.length === 0) return headerText(40);
  return fc.tuple(pick(...real), fc.nat(), fc.oneof(wrongTypes, oddText)).map(([header, index, replacement]) => {
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
    } catch {
      return header;
    }
    if (!isRecord(decoded)) return base64Json(replacement);
    const keys = Object.keys(decoded);
    const key = keys[index % keys.length]!;
    const changed =
      index % 3 === 0
        ? Object.fromEntries(Object.entries(decoded).filter(([k]) => k !== key))
        : { ...decoded, [key]: replacement };
    return base64Json(changed);
  });
}

/** Garbage, encoded garbage, and real values (`own` ones, issued for this very request, most of all) replayed or with one field changed. */
function proofLike(own: readonly string[], others: readonly string[]): fc.Arbitrary<string> {
  const real = own.length > 0 ? own : others;
  return fc.oneof(
    headerText(60),
    fc.jsonValue({ maxDepth: 2 }).map(base64Json),
    pick(
      '',
      ' ',
      'x'.repeat(12_001),
      Buffer.from('{').toString('base64'),
      '!!!not-base64!!!',
      base64Json({ payload: {}, x402Version: 2 }),
    ),
    { weight: 2, arbitrary: mutatedHeader(real) },
    { weight: 2, arbitrary: real.length > 0 ? pick(...real) : headerText(10) },
    others.length > 0 ? pick(...others) : headerText(10),
  );
}

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/jsonx',
  'json',
  '',
];

/** The headers each auth kind reads: their games come up more often on its routes. */
const READS: Record<RouteDef['auth'], readonly string[]> = {
  public: [],
  account: ['sign-in-with-x', 'x-api-key'],
  key: ['x-api-key'],
  siwx: ['sign-in-with-x'],
  checkout: ['payment-signature', 'x-payment', 'x-checkout-token'],
  status: ['sign-in-with-x', 'x-api-key', 'x-checkout-token'],
  secret: ['x-secret', 'x-secret-handle'],
  x402: ['payment-signature', 'x-payment', 'sign-in-with-x'],
};

function headersArbitrary(
  route: RouteDef,
  fixtures: Fixtures,
  hasBody: boolean,
  mutate: boolean,
): fc.Arbitrary<Record<string, string>> {
  const json = fc.constant<Record<string, string>>(
    hasBody ? { 'content-type': route.bodyType === 'multipart' ? MULTIPART_TYPE : 'application/json' } : {},
  );
  if (!mutate)
    return fc.tuple(fixtures.credentials(route), json).map(([credentials, type]) => ({ ...credentials, ...type }));
  const games: (readonly [string, fc.Arbitrary<string>])[] = [
    [
      'content-type',
      fc.oneof(pick('application/json; charset=utf-8', 'application/json;charset="UTF-8"'), pick(...CONTENT_TYPES)),
    ],
    ['sign-in-with-x', proofLike(fixtures.proofs(route), fixtures.proofs())],
    ['payment-signature', proofLike(fixtures.payments, [])],
    ['x-payment', proofLike(fixtures.payments, [])],
    ['x-api-key', fc.oneof(headerText(50), pick('', ' ', 'a'.repeat(513), '0'.repeat(40)))],
    ['x-secret', fc.oneof(headerText(50), pick('', ' ', 's'.repeat(513)))],
    ['x-secret-handle', fc.oneof(headerText(50), pick('vault:', 'vault:AAAA', 'vault:'.padEnd(600, 'x')))],
    [
      'x-checkout-token',
      fc.oneof(
        headerText(50),
        fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('base64url')),
      ),
    ],
    ['content-encoding', pick('gzip', 'br', 'identity', 'x', '')],
    ...fixtures.headerGames,
  ];
  // Credentials kept or left out, then one or two games on top.
  const credentials = fc.oneof(
    { weight: 3, arbitrary: fixtures.credentials(route) },
    { weight: 1, arbitrary: fc.constant({}) },
  );
  const single = ([name, value]: (typeof games)[number]) => value.map((v): [string, string][] => [[name, v]]);
  const one = games.map(single);
  const read = games.filter(([name]) => READS[route.auth].includes(name)).map(single);
  const two = games.flatMap(([a, first], i) =>
    games.slice(i + 1).map(([b, second]) =>
      fc.tuple(first, second).map(([x, y]): [string, string][] => [
        [a, x],
        [b, y],
      ]),
    ),
  );
  const played = fc.oneof(
    { weight: 2, arbitrary: fc.oneof(...one) },
    { weight: 1, arbitrary: fc.oneof(...two) },
    ...(read.length > 0 ? [{ weight: 2, arbitrary: fc.oneof(...read) }] : []),
  );
  return fc
    .tuple(credentials, json, played)
    .map(([given, type, pairs]) => ({ ...given, ...type, ...Object.fromEntries(pairs) }));
}

// ---- requests ------------------------------------------------------------------

/** A request as a reader needs it in a failure report: long values cut short. */
export function describeRequest(input: FuzzRequest): string {
  const cut = (text: string, n: number) =>
    text.length > n ? `${text.slice(0, n)}… (${text.length} characters)` : text;
  const headers = Object.entries(input.headers).map(([name, value]) => `${name}: ${cut(value, 120)}`);
  const body = input.body ? cut(Buffer.from(input.body).toString('utf8'), 300) : '(none)';
  return `${input.method} ${cut(input.path, 200)}\n    ${headers.join('\n    ')}\n    body: ${body}`;
}

/** fast-check prints counterexamples with this, so a failure stays readable. */
const described = (input: FuzzRequest): FuzzRequest =>
  Object.assign(input, { [fc.toStringMethod]: () => `\n  ${describeRequest(input)}` });

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'];

/** What one request gets wrong, and how often: nothing, one part of it, or everything at once. */
const FOCUS = { none: 2, body: 4, headers: 3, path: 2, query: 2, method: 1, all: 1 } as const;

/** Requests for one route: valid ones, and ones with a part (or all) of them wrong. Built once: arbitraries are costly to make. */
function requestArbitrary(route: RouteDef, fixtures: Fixtures): fc.Arbitrary<FuzzRequest> {
  const build = (focus: keyof typeof FOCUS) => {
    const wrong = (part: string) => focus === part || focus === 'all';
    const method = wrong('method') ? pick(...OTHER_METHODS) : fc.constant(undefined);
    const withBody = headersArbitrary(route, fixtures, true, wrong('headers'));
    const withoutBody = headersArbitrary(route, fixtures, false, wrong('headers'));
    return fc
      .tuple(
        pathArbitrary(route, fixtures.known, wrong('path')),
        method,
        queryArbitrary(route, fixtures.known, wrong('query')),
        bodyArbitrary(route, fixtures.known, wrong('body')),
      )
      .chain(([target, other, query, body]) =>
        (body === undefined ? withoutBody : withBody).map((headers) =>
          described({
            routeId: route.id,
            method: other ?? target.method,
            path: `${target.path}${query}`,
            headers,
            body,
          }),
        ),
      );
  };
  return fc.oneof(
    ...Object.entries(FOCUS).map(([focus, weight]) => ({ weight, arbitrary: build(focus as keyof typeof FOCUS) })),
  );
}

/** One valid request for a route, without headers: its method, path with query, and body. */
export const validTarget = (
  route: RouteDef,
  known: Known,
): fc.Arbitrary<{ method: string; path: string; body?: Uint8Array<ArrayBuffer> }> =>
  fc
    .tuple(pathArbitrary(route, known, false), queryArbitrary(route, known, false), bodyArbitrary(route, known, false))
    .map(([target, query, body]) => ({ method: target.method, path: `${target.path}${query}`, body }));

/** Requests for any route of the table. */
export const anyRequest = (routes: readonly RouteDef[], fixtures: Fixtures): fc.Arbitrary<FuzzRequest> =>
  fc.oneof(...routes.map((route) => requestArbitrary(route, fixtures)));
