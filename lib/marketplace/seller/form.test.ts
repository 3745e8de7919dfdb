import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeParse } from '../schema';
import { refusedAnswer } from '@/lib/server/answer-check';
import { productBodySchema, sellerRoutes, type SellerProduct, type SellerProfile } from './contract';
import { DELIVERY_OPTIONS, SELLER_LIMITS, type ProfileFields } from './terms';
import { listingFormSchema, profileFormSchema } from './form';
import {
  categoryFieldName,
  emptyListingForm,
  listingFormOf,
  listingFormOfSent,
  listingFormWith,
  previewDraftOf,
  productBodyOf,
  profileFieldsOf,
  profileFormWith,
  profilePatchOf,
  type ListingFormValues,
} from './form-values';

const KEY = 'listing:00000000-0000-4000-8000-000000000000';
const savedListing = {
  id: 'prod_1',
  name: 'Logo',
  description: null,
  thumbnailUrl: null,
  attachments: [],
  category: null,
  subCategory: null,
  priceUsd: '9.00',
  priceOnRequest: false,
  revisions: 3,
  expectedDelivery: '3days',
  active: true,
  publicProfile: true,
  visible: true,
  url: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const formValues: fc.Arbitrary<ListingFormValues> = fc.record({
  name: fc.oneof(fc.string({ maxLength: 8 }), fc.string({ minLength: 195, maxLength: 205 })),
  description: fc.string({ maxLength: 20 }),
  thumbnailUrl: fc.constant(null),
  attachments: fc.constant([]),
  tags: fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.array(fc.stringMatching(/^[a-z]{1,3}$/), { maxLength: 260 }).map((t) => t.join(',')),
  ),
  category: fc.string({ maxLength: 5 }),
  subCategory: fc.string({ maxLength: 5 }),
  priceUsd: fc.oneof(
    fc.constantFrom('', '0', '0.01', '9.00', '9.999', '9999999999999999.99', '10000000000000000', 'abc', '1e3', ' 5'),
    fc.stringMatching(/^\d{1,4}(\.\d{1,3})?$/),
  ),
  priceOnRequest: fc.boolean(),
  revisions: fc.integer({ min: SELLER_LIMITS.revisionsMin, max: SELLER_LIMITS.revisionsMax }),
  expectedDelivery: fc.constantFrom(...DELIVERY_OPTIONS),
});

describe('the listing form', () => {
  it('only accepts what the marketplace accepts: every accepted form becomes a body the contract accepts', () => {
    fc.assert(
      fc.property(formValues, (values) => {
        const checked = safeParse(listingFormSchema, values);
        if (!checked.success) return;
        expect(safeParse(productBodySchema, productBodyOf(checked.data, KEY)).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses, at a field, a body the marketplace would refuse', () => {
    fc.assert(
      fc.property(formValues, (values) => {
        const body = productBodyOf({ ...values, priceUsd: values.priceOnRequest ? null : values.priceUsd }, KEY);
        if (safeParse(productBodySchema, body).success) return;
        const checked = safeParse(listingFormSchema, values);
        expect(checked.success).toBe(false);
        if (!checked.success) expect(checked.error.issues[0]?.message).toMatch(/\w/);
      }),
      { numRuns: 300 },
    );
  });

  it('asks for a price, or price on request, at the price field', () => {
    const checked = safeParse(listingFormSchema, { ...emptyListingForm(), name: 'Logo design' });
    expect(checked.success).toBe(false);
    if (!checked.success)
      expect(checked.error.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
        'priceUsd',
        'Set a price, or choose price on request.',
      ]);
  });

  it('ignores a price left in the box while the price is on request, and sends none', () => {
    const checked = safeParse(listingFormSchema, {
      ...emptyListingForm(),
      name: 'Logo design',
      priceUsd: 'not a price',
      priceOnRequest: true,
    });
    expect(checked.success).toBe(true);
    if (checked.success)
      expect(productBodyOf(checked.data, KEY)).toMatchObject({ priceUsd: null, priceOnRequest: true });
  });

  it('refuses a third decimal and a price out of range, in plain words', () => {
    for (const priceUsd of ['9.999', '0', '10000000000000000']) {
      const checked = safeParse(listingFormSchema, { ...emptyListingForm(), name: 'Logo design', priceUsd });
      expect(checked.success).toBe(false);
      if (!checked.success)
        expect(checked.error.issues[0]?.message).toBe(
          'Enter a price of at least $0.01, in dollars and cents (like 9.99).',
        );
    }
  });
});

describe('what a listing or profile sends', () => {
  it('sends a price as it is saved, with two decimals', () => {
    for (const [typed, sent] of [
      ['9.500', '9.50'],
      ['0009.5', '9.50'],
      ['9', '9.00'],
    ])
      expect(productBodyOf({ ...emptyListingForm(), name: 'Logo', priceUsd: typed }, KEY).priceUsd).toBe(sent);
  });

  it('shows a change kept in doubt as it will be sent again: the form of the body is the form that made it', () => {
    const typed: ListingFormValues = {
      ...emptyListingForm(),
      name: 'Logo design',
      description: 'Three concepts.',
      tags: 'design, logo',
      category: 'Design',
      priceUsd: '9.5',
      revisions: 2,
    };
    const { idempotencyKey: _, ...sent } = productBodyOf(typed, KEY);
    expect(listingFormOfSent(sent)).toEqual({ ...typed, priceUsd: '9.50' });
  });

  it('reads a listing whose tags come back as the contract takes them: a CSV string, or null', () => {
    const listing = (tags: SellerProduct['tags']) => ({ ...savedListing, tags }) as SellerProduct;
    expect(listingFormOf(listing('design, logo ,Design')).tags).toBe('design, logo');
    expect(listingFormOf(listing(null)).tags).toBe('');
    expect(listingFormOf(listing(['design', 'logo'])).tags).toBe('design, logo');
  });

  it('passes such a listing on from the marketplace, with its price reference in any shape', () => {
    const answer = (product: object) => ({ ok: true, product, profileSetupUrl: null });
    for (const tags of ['design, logo', null, ['design']])
      expect(refusedAnswer(sellerRoutes.detail, 200, answer({ ...savedListing, tags }))).toBeUndefined();
    const priced = answer({ ...savedListing, tags: null, priceSol: { amount: '0.06', asset: 'SOL' } });
    expect(refusedAnswer(sellerRoutes.detail, 200, priced)).toBeUndefined();
  });

  it('sends back the marketplace’s own links to a listing’s files, whatever their shape', () => {
    const edited = (thumbnailUrl: string) =>
      safeParse(
        productBodySchema,
        productBodyOf({ ...emptyListingForm(), name: 'Logo', priceUsd: '9', thumbnailUrl }, KEY),
      );
    expect(edited('https://cdn.example/uploads/abc123.png').success).toBe(true);
    expect(edited('not a link').success).toBe(false);
  });

  it('sends profile text trimmed, within the limits it was counted against', () => {
    const before = profileFieldsOf(null);
    const bio = `${'a'.repeat(SELLER_LIMITS.profileBioMax)}   `;
    const patch = profilePatchOf(before, { ...before, profileBio: bio, moreAbout: ' more ', tags: ' a, b ' });
    expect(patch).toMatchObject({
      profileBio: 'a'.repeat(SELLER_LIMITS.profileBioMax),
      moreAbout: 'more',
      tags: 'a, b',
    });
    expect(safeParse(profileFormSchema, { ...before, profileBio: bio }).success).toBe(true);
  });
});

describe('the live card preview', () => {
  it('shows the gross a buyer pays for the price typed (9.00 net is 10.00)', () => {
    const draft = previewDraftOf({ ...emptyListingForm(), name: ' Logo ', priceUsd: '9' });
    expect(draft).toMatchObject({ name: 'Logo', priceUsd: '9.00', priceOnRequest: false });
  });

  it('never throws on a half-typed form: no price yet, no name yet', () => {
    fc.assert(
      fc.property(formValues, (values) => {
        expect(() => previewDraftOf(values)).not.toThrow();
      }),
    );
    expect(previewDraftOf({ ...emptyListingForm(), priceUsd: '9.5.' })).toMatchObject({
      name: 'Your listing’s name',
      priceUsd: null,
    });
  });
});

describe('a listing form taking over from its stand-in', () => {
  const saved: ListingFormValues = {
    ...emptyListingForm(),
    name: 'Logo sketches',
    thumbnailUrl: 'https://media.example/t.png',
    attachments: ['https://media.example/a.pdf'],
    priceUsd: '9.00',
    revisions: 2,
    expectedDelivery: '5days',
  };

  it('keeps the saved values when the stand-in held nothing', () => {
    expect(listingFormWith(saved, undefined)).toEqual(saved);
  });

  it('takes what was typed and chosen in the stand-in, and keeps the uploads', () => {
    const held = {
      name: 'Logo sketches, in colour',
      description: 'Three.',
      tags: 'logo',
      category: 'Design & Creative',
      subCategory: 'Logo Design',
      priceUsd: '12',
      revisions: '0',
      expectedDelivery: '1day',
    };
    expect(listingFormWith(saved, held)).toEqual({
      ...saved,
      ...held,
      revisions: 0,
      expectedDelivery: '1day',
      priceOnRequest: false,
    });
  });

  it('reads the price-on-request box as checked when the stand-in sent it, and its price as it was', () => {
    const taken = listingFormWith(saved, { name: 'Logo sketches', priceOnRequest: 'on', revisions: '2' });
    expect(taken.priceOnRequest).toBe(true);
    expect(taken.priceUsd).toBe('9.00');
  });

  it('ignores a delivery time or a number of revisions it does not know', () => {
    const taken = listingFormWith(saved, { revisions: 'many', expectedDelivery: '9days' });
    expect(taken.revisions).toBe(2);
    expect(taken.expectedDelivery).toBe('5days');
  });
});

describe('a profile form taking over from its stand-in', () => {
  const saved: ProfileFields = {
    nickname: 'logos',
    profileBio: 'I draw logos.',
    moreAbout: '',
    tags: 'logo',
    categoryNames: ['Writing', 'Design'],
    publicProfile: true,
    pfpMediaId: 'pfp_1',
    olderPicture: false,
    portfolioMediaIds: ['m_2', 'm_1'],
  };
  const boxes = (...names: string[]) => Object.fromEntries(names.map((name) => [categoryFieldName(name), 'on']));

  it('keeps the saved profile when the stand-in held nothing', () => {
    expect(profileFormWith(saved, undefined)).toEqual(saved);
  });

  it('holds what the stand-in held unchanged as unchanged: nothing to save', () => {
    const held = { nickname: 'logos', profileBio: 'I draw logos.', moreAbout: '', tags: 'logo', publicProfile: 'on' };
    const taken = profileFormWith(saved, { ...held, ...boxes('Design', 'Writing') });
    expect(taken).toEqual(saved);
    expect(profilePatchOf(saved, taken)).toEqual({});
  });

  it('takes the text typed, an unchecked public box and the categories chosen, saved ones first', () => {
    const taken = profileFormWith(saved, { nickname: 'logos', profileBio: 'Logos.', ...boxes('Video', 'Design') });
    expect(taken).toEqual({ ...saved, profileBio: 'Logos.', publicProfile: false, categoryNames: ['Design', 'Video'] });
  });
});

describe('a profile picture from before media ids', () => {
  const profile = {
    nickname: 'logos',
    profileBio: '',
    moreAbout: '',
    tags: '',
    categoryNames: [],
    publicProfile: true,
    pfpUrl: 'https://media.example/old-avatar.png',
    pfpMediaId: null,
    portfolioUrls: [],
    portfolioMedia: [],
    verifiedCreator: false,
    profileUrl: null,
  } as unknown as SellerProfile;

  it('is held by the form, and removing it sends the clear value', () => {
    const saved = profileFieldsOf(profile);
    expect(saved).toMatchObject({ pfpMediaId: null, olderPicture: true });
    expect(profilePatchOf(saved, saved)).toEqual({});
    // What the form holds passes the patch's strict checks: the mark is the form's own, never sent.
    expect(safeParse(profileFormSchema, saved).success).toBe(true);
    expect(profilePatchOf(saved, { ...saved, olderPicture: false })).toEqual({ pfpMediaId: null });
    expect(profilePatchOf(saved, { ...saved, pfpMediaId: 'pfp_new', olderPicture: false })).toEqual({
      pfpMediaId: 'pfp_new',
    });
  });

  it('is not one a profile with a media id has', () => {
    expect(profileFieldsOf({ ...profile, pfpMediaId: 'pfp_1' }).olderPicture).toBe(false);
    expect(profileFieldsOf({ ...profile, pfpUrl: null }).olderPicture).toBe(false);
    expect(profileFieldsOf(null).olderPicture).toBe(false);
  });
});
