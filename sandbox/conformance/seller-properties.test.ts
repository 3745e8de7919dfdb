/**
 * Products against the contract's own words (spec 2.2), read literally here,
 * apart from the project's schemas: a generated body is valid exactly when the
 * rules below say so; the sandbox then saves it as they say (trimmed text,
 * blanks as null, the defaults, tags deduplicated ignoring case), and refuses
 * every other body with 400 (413 past 64 KiB). The form's schema must agree
 * with the same rules, and word every refusal as a sentence.
 *
 * Upload URLs come only from real uploads of the right kind (as in the form,
 * which holds only what its upload answered), or are not upload URLs at all:
 * whether an upload-shaped URL is the seller's own ready file is something
 * only the marketplace knows.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productBodySchema } from '@/lib/marketplace/seller/contract';
import { DELIVERY_OPTIONS } from '@/lib/marketplace/seller/terms';
import { safeParse } from '@/lib/marketplace/schema';
import { evmKeySigner } from '@/lib/wallet/key-signers';
import { accountFor, newKey, postJson, startSandbox, uploaded, type Loose, type RunningSandbox } from './harness';

let sb: RunningSandbox;
let headers: Record<string, string>;
let images: string[];
let files: string[];

beforeAll(async () => {
  sb = await startSandbox();
  const { apikey } = await accountFor(sb, evmKeySigner());
  headers = { 'x-api-key': apikey };
  images = [(await uploaded(sb, apikey, 'portfolio', 'png')).url, (await uploaded(sb, apikey, 'portfolio', 'svg')).url];
  files = [
    (await uploaded(sb, apikey, 'portfolio', 'pdf')).url,
    (await uploaded(sb, apikey, 'portfolio', 'txt')).url,
    images[0]!,
  ];
});
afterAll(() => sb.stop());

const omitted = fc.constant(undefined);

/** Mostly values within the rules (limits included), sometimes one just outside: over a limit, another type, garbage. */
const field = <T, E>(valid: fc.Arbitrary<T>, invalid: fc.Arbitrary<E>) =>
  fc.oneof({ weight: 8, arbitrary: valid }, { weight: 1, arbitrary: invalid });

/** Text of up to `max` characters (multi-byte, escaped or padded ones too), or just over it. */
const upTo = (max: number, chars = ['a', 'é', '€', ' ', '\n', '\u0001']) =>
  fc.tuple(fc.constantFrom(...chars), fc.integer({ min: max - 2, max })).map(([c, n]) => c.repeat(n));
const over = (max: number) =>
  fc.oneof(
    fc.integer({ min: max + 1, max: max + 2 }).map((n) => 'x'.repeat(n)),
    fc.constant('😀'.repeat(max / 2 + 1)),
  );
const shortText = fc.string({ maxLength: 40 });
const notText = fc.constantFrom<unknown>(42, true, ['x']);

const tags = fc.oneof(
  fc
    .array(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('Logo', 'logo', ' LOGO ', '', 'brand')), {
      maxLength: 12,
    })
    .map((list) => list.join(',')),
  fc.constant(Array.from({ length: 200 }, (_, i) => `tag${i}`).join(',')),
  fc.constant(`short, ${'t'.repeat(100)}, ${'T'.repeat(100)}`),
  fc.constant('a,'.repeat(10_000)),
);
const badTags = fc.oneof(
  fc.constant(Array.from({ length: 201 }, (_, i) => `tag${i}`).join(',')),
  fc.constant(`short, ${'t'.repeat(101)}`),
  fc.constant(`${'a,'.repeat(10_000)}a`),
  fc.constant(['a'] as unknown),
);

const price = fc.oneof(
  fc
    .tuple(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.integer({ min: 0, max: 2 }), fc.nat(99))
    .map(([whole, decimals, cents]) =>
      decimals === 0 ? `${whole + 1n}` : `${whole}.${String(cents).padStart(2, '0').slice(0, decimals)}`,
    ),
  fc.constantFrom<unknown>('0.01', '9999999999999999.99', '9.00', '9.000', '007.50', 12, 9.5),
  fc.integer({ min: 1, max: 100_000 }),
);
const badPrice = fc.constantFrom<unknown>(
  '0.00',
  '0',
  '10000000000000000.00',
  '9.001',
  1.005,
  9999999999999999.99,
  -5,
  '',
  'abc',
  '-1',
  '1e3',
  ' 5',
  '5 ',
  '1,50',
  null,
  true,
);

const uploadUrl = (urls: () => string[]) => fc.integer({ min: 0, max: 9 }).map((i) => urls()[i % urls().length]!);
const notUploadUrl = fc.constantFrom('https://example.com/x.png', 'not a url', ` ${'h'.repeat(2050)}`);

const productBody = fc.record({
  name: field(
    fc.oneof(
      shortText.filter((text) => text.trim() !== ''),
      upTo(200, ['a', 'é', '€']),
    ),
    fc.oneof(omitted, fc.constantFrom('', '   '), over(200), notText),
  ),
  description: field(fc.oneof(omitted, fc.constant(null), shortText, upTo(10_000)), fc.oneof(over(10_000), notText)),
  thumbnailUrl: field(
    fc.oneof(
      omitted,
      fc.constant(null),
      fc.constant(''),
      uploadUrl(() => images),
    ),
    notUploadUrl,
  ),
  attachments: field(
    fc.oneof(
      omitted,
      fc.array(
        uploadUrl(() => files),
        { maxLength: 5 },
      ),
    ),
    fc.oneof(
      fc.array(
        uploadUrl(() => files),
        { minLength: 6, maxLength: 7 },
      ),
      fc.array(notUploadUrl, { minLength: 1, maxLength: 2 }),
      fc.constant('x'),
    ),
  ),
  tags: field(fc.oneof(omitted, fc.constant(null), tags), badTags),
  category: field(fc.oneof(omitted, fc.constant(null), shortText, upTo(100)), fc.oneof(over(100), notText)),
  subCategory: field(fc.oneof(omitted, shortText, upTo(100)), fc.oneof(over(100), notText)),
  priceUsd: field(price, fc.oneof(omitted, badPrice)),
  priceOnRequest: field(fc.oneof(omitted, omitted, fc.boolean()), fc.constant('true' as unknown)),
  revisions: field(
    fc.oneof(omitted, fc.integer({ min: 0, max: 20 })),
    fc.constantFrom<unknown>(-1, 21, 2.5, '3', null),
  ),
  expectedDelivery: field(
    fc.oneof(omitted, fc.constantFrom(...DELIVERY_OPTIONS)),
    fc.constantFrom<unknown>('0days', '8days', '3 days', 3),
  ),
  extra: field(fc.constant({}), fc.constantFrom<Loose>({ id: 'x' }, { active: true }, { colour: 'blue' })),
  idempotencyKey: field(fc.constant('fresh'), fc.constantFrom<unknown>('short', 'has space in it', undefined)),
});

/** A valid body of exactly `bytes` bytes on the wire: escaped text and repeated tags fill it up. */
function bodyOfSize(bytes: number): Loose {
  const fields = { name: 'Heavy', description: '\u0001'.repeat(10_000), priceUsd: '9.00' };
  const base = Buffer.byteLength(JSON.stringify({ ...fields, tags: '', idempotencyKey: newKey('prop') }));
  const pad = bytes - base;
  return {
    ...fields,
    tags: 'a,'.repeat(Math.floor(pad / 2)) + (pad % 2 ? 'a' : ''),
    extra: {},
    idempotencyKey: 'fresh',
  };
}

/** The body as it travels: JSON, so undefined fields are simply absent. */
function wireBody({ extra, idempotencyKey, ...fields }: Loose): Loose {
  return JSON.parse(
    JSON.stringify({
      ...fields,
      ...extra,
      idempotencyKey: idempotencyKey === 'fresh' ? newKey('prop') : idempotencyKey,
    }),
  );
}

// ---- the contract's rules (spec 2.2 and part 4's conventions), literally ----------------

const SPEC_DELIVERY = ['1day', '2days', '3days', '4days', '5days', '6days', '7days'];
const KEY = /^[A-Za-z0-9._:-]{8,128}$/;
const EDITABLE = [
  'name',
  'description',
  'thumbnailUrl',
  'attachments',
  'tags',
  'category',
  'subCategory',
  'priceUsd',
  'priceOnRequest',
  'revisions',
  'expectedDelivery',
  'idempotencyKey',
];
const MIN_CENTS = 1n;
const MAX_CENTS = 999999999999999999n;

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;
const optionalText = (value: unknown, max: number) => value === undefined || value === null || isText(value, max);
/** Text is trimmed; blank optional text becomes null. */
const savedText = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * A positive seller-net price of at most 2 decimals, 0.01 to 9999999999999999.99, in cents;
 * undefined when it is not one. A decimal string (trailing zeros beyond the cents change
 * nothing, as for swap amounts) or a JSON number that is exactly such an amount.
 */
function priceCents(value: unknown): bigint | undefined {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || Math.round(value * 100) / 100 !== value || value > Number.MAX_SAFE_INTEGER / 100)
      return undefined;
    text = value.toFixed(2);
  } else if (typeof value === 'string') text = value;
  else return undefined;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return undefined;
  const decimals = (match[2] ?? '').replace(/0+$/, '');
  if (decimals.length > 2) return undefined;
  const cents = BigInt(match[1]!) * 100n + BigInt(decimals.padEnd(2, '0') || '0');
  return cents >= MIN_CENTS && cents <= MAX_CENTS ? cents : undefined;
}

/** Tags: a CSV of at most 20,000 characters; each trimmed, blanks dropped, repeats ignoring case dropped; at most 200, each at most 100 characters. */
function savedTags(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return [];
  if (!isText(value, 20_000)) return undefined;
  const tags: string[] = [];
  for (const raw of value.split(',')) {
    const tag = raw.trim();
    if (tag !== '' && !tags.some((kept) => kept.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  }
  return tags.length <= 200 && tags.every((tag) => tag.length <= 100) ? tags : undefined;
}

type Verdict = { ok: true; saved: Loose } | { ok: false; status: 400 | 413 };

/** Any web link, as the form takes an upload's: only the marketplace knows the seller's own uploads. */
const isWebLink = (url: string) => /^https?:\/\/[^\s]+$/.test(url.trim()) && URL.canParse(url.trim());

/**
 * What the contract says of a create body: the product it saves, or the refusal. `anyLink`: as the form sees it,
 * taking any web link for one of the seller's uploads.
 */
function contractVerdict(body: Loose, uploads: { images: string[]; files: string[] }, anyLink = false): Verdict {
  const isUpload = (url: string, of: string[]) => (anyLink ? isWebLink(url) : of.includes(url));
  if (Buffer.byteLength(JSON.stringify(body)) > 64 * 1024) return { ok: false, status: 413 };
  const refuse: Verdict = { ok: false, status: 400 };
  if (Object.keys(body).some((key) => !EDITABLE.includes(key))) return refuse;
  if (typeof body.idempotencyKey !== 'string' || !KEY.test(body.idempotencyKey)) return refuse;
  if (!isText(body.name, 200) || body.name.trim() === '') return refuse;
  if (
    !optionalText(body.description, 10_000) ||
    !optionalText(body.category, 100) ||
    !optionalText(body.subCategory, 100)
  )
    return refuse;
  const thumbnail = savedText(body.thumbnailUrl);
  if (!optionalText(body.thumbnailUrl, 2048) || (thumbnail !== null && !isUpload(thumbnail, uploads.images)))
    return refuse;
  // A default stands in for a field left out, never for null (only the fields the contract says "or null" take it).
  const attachments = body.attachments === undefined ? [] : body.attachments;
  if (
    !Array.isArray(attachments) ||
    attachments.length > 5 ||
    attachments.some((url) => !isText(url, 2048) || !isUpload(url, uploads.files))
  )
    return refuse;
  const tags = savedTags(body.tags);
  if (!tags) return refuse;
  if (body.priceOnRequest !== undefined && typeof body.priceOnRequest !== 'boolean') return refuse;
  const onRequest = body.priceOnRequest === true;
  const priced = body.priceUsd !== undefined && body.priceUsd !== null;
  const cents = priced ? priceCents(body.priceUsd) : undefined;
  if ((priced && cents === undefined) || (!priced && !onRequest)) return refuse;
  const revisions = body.revisions === undefined ? 3 : body.revisions;
  if (!Number.isInteger(revisions) || revisions < 0 || revisions > 20) return refuse;
  const delivery = body.expectedDelivery === undefined ? '3days' : body.expectedDelivery;
  if (!SPEC_DELIVERY.includes(delivery)) return refuse;
  return {
    ok: true,
    saved: {
      name: body.name.trim(),
      description: savedText(body.description),
      thumbnailUrl: thumbnail,
      attachments,
      tags,
      category: savedText(body.category),
      subCategory: savedText(body.subCategory),
      priceCents: onRequest || cents === undefined ? null : cents,
      priceOnRequest: onRequest,
      revisions,
      expectedDelivery: delivery,
    },
  };
}

describe('products against the contract', () => {
  it('are saved exactly when the contract allows them, as it says; every other body is refused, and the form agrees', async () => {
    const seen = { accepted: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(productBody, async (generated) => {
        const body = wireBody(generated);
        const verdict = contractVerdict(body, { images, files });
        // Each attempt in a fresh mutation window.
        sb.sandbox.deps.clock.advance(16_000);
        const res = await sb.json<Loose>('/worker/store/products', postJson(body, headers));
        const checked = safeParse(productBodySchema, body);
        if (verdict.ok) {
          expect(res.status, `the contract allows it, the sandbox answered ${JSON.stringify(res.body)}`).toBe(200);
          const { priceUsd, ...product } = res.body.product as Loose;
          const { priceCents: cents, ...saved } = verdict.saved;
          expect(product).toMatchObject(saved);
          expect(priceUsd === null ? null : priceCents(priceUsd)).toBe(cents);
          expect(checked.success, 'the form accepts what the contract allows').toBe(true);
          seen.accepted++;
        } else {
          expect(
            res.status,
            `the contract refuses it, the sandbox answered ${JSON.stringify(res.body).slice(0, 300)}`,
          ).toBe(verdict.status);
          // Whether a link is one of the seller's own uploads, only the marketplace knows.
          expect(checked.success, 'the form refuses what the contract refuses, but whose uploads links are').toBe(
            contractVerdict(body, { images, files }, true).ok,
          );
          if (!checked.success)
            expect(checked.error.issues[0]?.message, 'a sentence for the form').toMatch(/\w{3,}.*\./);
          seen.refused++;
        }
      }),
      // The 64 KiB body limit, on both sides of it (random texts seldom reach it).
      { numRuns: 150, examples: [[bodyOfSize(64 * 1024)], [bodyOfSize(64 * 1024 + 1)]] },
    );
    // Both sides of the property were exercised.
    expect(seen.accepted).toBeGreaterThan(10);
    expect(seen.refused).toBeGreaterThan(10);
  }, 300_000);
});
