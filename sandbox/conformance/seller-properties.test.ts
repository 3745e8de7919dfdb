/**
 * The product form and the sandbox agree (spec 2.2): every body the shared
 * schema accepts, the sandbox saves, as the form's own preview of it says;
 * every body the sandbox refuses, the schema refuses first, with a sentence.
 *
 * Upload URLs come only from real uploads of the right kind (as in the form,
 * which holds only what its upload answered), or are not upload URLs at all:
 * whether an upload-shaped URL is the seller's own ready file is something
 * only the marketplace knows.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_OPTIONS, productBodySchema, productDraftOf, type ProductFields } from '@/lib/marketplace/seller/contract';
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
  files = [(await uploaded(sb, apikey, 'portfolio', 'pdf')).url, (await uploaded(sb, apikey, 'portfolio', 'txt')).url, images[0]!];
});
afterAll(() => sb.stop());

const omitted = fc.constant(undefined);

/** Mostly values within the rules (limits included), sometimes one just outside: over a limit, another type, garbage. */
const field = <T, E>(valid: fc.Arbitrary<T>, invalid: fc.Arbitrary<E>) => fc.oneof({ weight: 8, arbitrary: valid }, { weight: 1, arbitrary: invalid });

/** Text of up to `max` characters (multi-byte, escaped or padded ones too), or just over it. */
const upTo = (max: number, chars = ['a', 'é', '€', ' ', '\n', '\u0001']) => fc.tuple(fc.constantFrom(...chars), fc.integer({ min: max - 2, max })).map(([c, n]) => c.repeat(n));
const over = (max: number) =>
  fc.oneof(
    fc.integer({ min: max + 1, max: max + 2 }).map((n) => 'x'.repeat(n)),
    fc.constant('😀'.repeat(max / 2 + 1)),
  );
const shortText = fc.string({ maxLength: 40 });
const notText = fc.constantFrom<unknown>(42, true, ['x']);

const tags = fc.oneof(
  fc.array(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('Logo', 'logo', ' LOGO ', '', 'brand')), { maxLength: 12 }).map((list) => list.join(',')),
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
    .map(([whole, decimals, cents]) => (decimals === 0 ? `${whole + 1n}` : `${whole}.${String(cents).padStart(2, '0').slice(0, decimals)}`)),
  fc.constantFrom<unknown>('0.01', '9999999999999999.99', '9.00', '9.000', '007.50', 12, 9.5),
  fc.integer({ min: 1, max: 100_000 }),
);
const badPrice = fc.constantFrom<unknown>('0.00', '0', '10000000000000000.00', '9.001', 1.005, 9999999999999999.99, -5, '', 'abc', '-1', '1e3', ' 5', '5 ', '1,50', null, true);

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
  revisions: field(fc.oneof(omitted, fc.integer({ min: 0, max: 20 })), fc.constantFrom<unknown>(-1, 21, 2.5, '3', null)),
  expectedDelivery: field(fc.oneof(omitted, fc.constantFrom(...DELIVERY_OPTIONS)), fc.constantFrom<unknown>('0days', '8days', '3 days', 3)),
  extra: field(fc.constant({}), fc.constantFrom<Loose>({ id: 'x' }, { active: true }, { colour: 'blue' })),
  idempotencyKey: field(fc.constant('fresh'), fc.constantFrom<unknown>('short', 'has space in it', undefined)),
});

/** A valid body of exactly `bytes` bytes on the wire: escaped text and repeated tags fill it up. */
function bodyOfSize(bytes: number): Loose {
  const fields = { name: 'Heavy', description: '\u0001'.repeat(10_000), priceUsd: '9.00' };
  const base = Buffer.byteLength(JSON.stringify({ ...fields, tags: '', idempotencyKey: newKey('prop') }));
  const pad = bytes - base;
  return { ...fields, tags: 'a,'.repeat(Math.floor(pad / 2)) + (pad % 2 ? 'a' : ''), extra: {}, idempotencyKey: 'fresh' };
}

/** The body as it travels: JSON, so undefined fields are simply absent. */
function wireBody({ extra, idempotencyKey, ...fields }: Loose): Loose {
  return JSON.parse(JSON.stringify({ ...fields, ...extra, idempotencyKey: idempotencyKey === 'fresh' ? newKey('prop') : idempotencyKey }));
}

describe('the product schema and the sandbox', () => {
  it('accept and refuse the same bodies, and save what the form previews', async () => {
    const seen = { accepted: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(productBody, async (generated) => {
        const body = wireBody(generated);
        const checked = safeParse(productBodySchema, body);
        // Each attempt in a fresh mutation window.
        sb.sandbox.deps.clock.advance(16_000);
        const res = await sb.json<Loose>('/worker/store/products', postJson(body, headers));
        expect([200, 400, 413], JSON.stringify(res.body)).toContain(res.status);
        if (checked.success) {
          expect(res.status, `the schema accepts, the sandbox answered ${JSON.stringify(res.body)}`).toBe(200);
          const { idempotencyKey: _key, ...fields } = body;
          const draft = productDraftOf(fields as ProductFields);
          expect(res.body.product).toMatchObject({ ...draft, thumbnailUrl: draft.thumbnailUrl, attachments: draft.attachments });
          seen.accepted++;
        } else {
          expect(res.status, 'the schema refuses, so does the sandbox').not.toBe(200);
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
