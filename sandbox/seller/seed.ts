/**
 * The seller persona's studio: a public profile with a nickname, bio, picture
 * and portfolio, and listings in each state (active and visible, price on
 * request, inactive), every picture and file a real upload of the persona's,
 * so a newcomer who signs in with the persona can edit them as they are.
 */
import { eq } from 'drizzle-orm';
import type { MediaPurpose } from '@/lib/marketplace/media/terms';
import type { ProductFields } from '@/lib/marketplace/seller/contract';
import { productDraftOf } from '@/lib/marketplace/seller/form-values';
import { accounts, products, reviews } from '../db/schema';
import type { SandboxDb } from '../db/types';
import { avatarSvg, thumbnailSvg } from '../media/generated';
import { mediaUrl } from '../media/repo';
import { mediaUploads } from '../media/schema';
import { personaAccountId } from '../personas';
import type { AreaSeed } from '../seed/areas';
import { hashHex } from '../seed/random';
import { searchTextOf } from '../store/search-text';
import { sellerProfiles } from './schema';

const SELLER_PERSONA_NICKNAME = 'sandbox.seller';

const DAY = 86_400_000;

interface SeedFile {
  name: string;
  purpose: MediaPurpose;
  contentType: string;
  body: string;
}

const BRIEF =
  '# Project brief\n\n1. What the work is for\n2. Who it speaks to\n3. Three references you like\n4. The deadline\n';

async function upload(db: SandboxDb, ownerAccountId: string, publicUrl: string, file: SeedFile, createdAt: Date) {
  const id = `med_${hashHex('persona-media', file.name).slice(0, 24)}`;
  const accessToken = hashHex('persona-media-token', file.name).slice(0, 32);
  const bytes = Buffer.from(file.body, 'utf8');
  await db.insert(mediaUploads).values({
    id,
    ownerAccountId,
    purpose: file.purpose,
    state: 'ready',
    contentType: file.contentType,
    filename: file.name,
    size: bytes.byteLength,
    bytes,
    accessToken,
    createdAt,
  });
  return { id, url: mediaUrl(publicUrl, { id, accessToken }) };
}

const svgFile = (name: string, title: string, caption: string): SeedFile => ({
  name,
  purpose: 'portfolio',
  contentType: 'image/svg+xml',
  body: thumbnailSvg(name, title, caption),
});

interface ListingSeed {
  key: string;
  fields: ProductFields;
  active: boolean;
  thumbnail: SeedFile;
  daysAgo: number;
}

const LISTINGS: ListingSeed[] = [
  {
    key: 'logo',
    daysAgo: 40,
    active: true,
    thumbnail: svgFile('logo-concepts.svg', 'Logo concepts', 'Design'),
    fields: {
      name: 'Logo design: three concepts and a final file set',
      description:
        'Three distinct logo concepts from your brief, two rounds of changes on the one you pick, and the final files for print and screen.\n\nWhat you get:\n- SVG, PNG and PDF files\n- A one-page usage sheet',
      tags: 'logo, branding, vector, identity',
      category: 'Design & Creative',
      subCategory: 'Logo Design',
      // 9.00 for the seller is a 10.00 checkout for the buyer.
      priceUsd: '9.00',
      revisions: 2,
      expectedDelivery: '3days',
    },
  },
  {
    key: 'brand-guide',
    daysAgo: 25,
    active: true,
    thumbnail: svgFile('brand-guide.svg', 'Brand guide', 'Design'),
    fields: {
      name: 'Brand style guide for a growing team',
      description:
        'Colours, type, logo use and tone of voice in one guide your team can follow. Scope depends on your brand, so the price is agreed first.',
      tags: 'brand guide, style guide, branding',
      category: 'Design & Creative',
      subCategory: 'Brand Identity',
      priceOnRequest: true,
      revisions: 3,
      expectedDelivery: '7days',
    },
  },
  {
    key: 'banners',
    daysAgo: 60,
    active: false,
    thumbnail: svgFile('banner-set.svg', 'Banner set', 'Social'),
    fields: {
      name: 'Social media banner set (paused)',
      description: 'Matching banners for X, LinkedIn and YouTube. Paused while the studio is busy.',
      tags: 'banners, social media',
      category: 'Design & Creative',
      priceUsd: '45.00',
      revisions: 1,
      expectedDelivery: '2days',
    },
  },
  {
    key: 'landing-copy',
    daysAgo: 10,
    active: true,
    thumbnail: svgFile('landing-copy.svg', 'Landing copy', 'Writing'),
    fields: {
      name: 'Landing page copy that explains your product in one scroll',
      description:
        'A headline, a subhead, three benefit blocks and a call to action, written from a short call or your notes.',
      tags: 'copywriting, landing page, web copy',
      category: 'Writing & Translation',
      subCategory: 'Copywriting',
      priceUsd: '120.00',
      revisions: 3,
      expectedDelivery: '4days',
    },
  },
];

const REVIEWS = [
  {
    stars: 5,
    text: 'Three strong concepts on the first try, and the final files were exactly what our printer asked for.',
    byAgent: false,
    daysAgo: 30,
  },
  { stars: 5, text: 'Clear questions up front, delivered a day early.', byAgent: true, daysAgo: 18 },
  { stars: 4, text: 'Good copy; one round of edits to match our tone and it was ready.', byAgent: false, daysAgo: 6 },
];

export const seedSeller: AreaSeed = async (db, { publicUrl, epoch }) => {
  const accountId = personaAccountId('seller');
  const at = (daysAgo: number) => new Date(epoch - daysAgo * DAY);

  const picture = await upload(
    db,
    accountId,
    publicUrl,
    { name: 'avatar.svg', purpose: 'pfp', contentType: 'image/svg+xml', body: avatarSvg(SELLER_PERSONA_NICKNAME) },
    at(90),
  );
  const portfolio = [
    await upload(db, accountId, publicUrl, svgFile('portfolio-cafe-logo.svg', 'Cafe logo', 'Portfolio'), at(80)),
    await upload(db, accountId, publicUrl, svgFile('portfolio-app-icons.svg', 'App icons', 'Portfolio'), at(70)),
    await upload(db, accountId, publicUrl, svgFile('portfolio-poster.svg', 'Poster series', 'Portfolio'), at(65)),
    await upload(
      db,
      accountId,
      publicUrl,
      { name: 'project-brief.md', purpose: 'portfolio', contentType: 'text/markdown', body: BRIEF },
      at(60),
    ),
  ];

  await db
    .update(accounts)
    .set({
      nickname: SELLER_PERSONA_NICKNAME,
      bio: 'Logos, brand guides and the words around them.',
      about:
        'A small design and writing studio. I start every job with a short brief (a template is in my portfolio) and share progress daily.',
      avatarUrl: picture.url,
      publicProfile: true,
      reviewCount: REVIEWS.length,
      starTotal: REVIEWS.reduce((sum, r) => sum + r.stars, 0),
    })
    .where(eq(accounts.id, accountId));
  await db.insert(sellerProfiles).values({
    accountId,
    tags: 'logo design, branding, copywriting',
    categoryNames: ['Design & Creative', 'Writing & Translation'],
    pfpMediaId: picture.id,
    portfolio: portfolio.map((item) => ({ mediaId: item.id, url: item.url })),
    createdAt: at(90),
    updatedAt: at(5),
  });

  const brief = portfolio.at(-1)!;
  for (const listing of LISTINGS) {
    const thumbnail = await upload(db, accountId, publicUrl, listing.thumbnail, at(listing.daysAgo));
    const draft = productDraftOf({
      ...listing.fields,
      thumbnailUrl: thumbnail.url,
      attachments: listing.key === 'logo' ? [brief.url] : [],
    });
    await db.insert(products).values({
      id: `prd_${hashHex('persona-listing', listing.key).slice(0, 16)}`,
      sellerId: accountId,
      ...draft,
      active: listing.active,
      qualityScore: 700,
      createdByAgent: false,
      searchText: searchTextOf(draft),
      createdAt: at(listing.daysAgo),
      updatedAt: at(listing.daysAgo),
    });
  }
  await db.insert(reviews).values(
    REVIEWS.map((r) => ({
      sellerId: accountId,
      stars: r.stars,
      text: r.text,
      byAgent: r.byAgent,
      reviewedAt: at(r.daysAgo),
    })),
  );
};
