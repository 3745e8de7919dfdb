/**
 * The deterministic seed: sellers with public profiles and reviews, and a store
 * catalog covering every category and subcategory in the three pricing modes.
 * `buildSeed` is pure (same input, same marketplace); `seedSandbox` writes it.
 */
import { sql } from 'drizzle-orm';
import { ASSET_IDS } from '@/lib/marketplace/assets';
import { SANDBOX_PERSONAS } from '../personas-public';
import { STARTING_BALANCES } from '../account/repo';
import * as schema from '../db/schema';
import { personaAccountId, personaWallet } from '../personas';
import { AREA_SEEDS } from './areas';
import type { SandboxDb } from '../db/types';
import { searchTextOf } from '../store/search-text';
import { CATALOG, REVIEWS, SELLERS, type SellerSeed } from './catalog-data';
import { Random, hashHex } from './random';
import { sellerId } from './seller-ids';

type AccountInsert = typeof schema.accounts.$inferInsert;
type ProductInsert = typeof schema.products.$inferInsert;
type ReviewInsert = typeof schema.reviews.$inferInsert;

export interface Seed {
  accounts: AccountInsert[];
  products: ProductInsert[];
  reviews: ReviewInsert[];
}

/** Seeded dates are spread over the 500 days before this instant. */
const SEED_EPOCH = Date.parse('2026-11-01T00:00:00Z');
const DAY = 86_400_000;

const DELIVERY = ['1day', '2days', '3days', '4days', '5days', '6days', '7days'] as const;

/** Seller-net price bands per main category, in cents. */
const PRICE_BANDS: Record<string, [number, number]> = {
  'Design & Creative': [1500, 40_000],
  'Writing & Translation': [1000, 30_000],
  'Programming & Tech': [4000, 250_000],
  'AI Services': [2500, 150_000],
  'Video & Animation': [2000, 80_000],
  'Music & Audio': [1000, 40_000],
  Marketing: [2000, 90_000],
  'Data & Research': [3000, 120_000],
  'Crypto & Web3': [5000, 300_000],
  Business: [1000, 60_000],
};

function centsToDecimal(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Realistic price points: whole dollars, .50 or .99, and now and then exactly 9.00. */
function pickPrice(random: Random, [min, max]: [number, number]): string {
  if (random.chance(0.04)) return '9.00';
  const raw = random.int(min, max);
  const dollars = Math.floor(raw / 100);
  const cents = random.pick([0, 0, 0, 50, 99]);
  return centsToDecimal(Math.max(100, dollars * 100 + cents));
}

function daysBefore(random: Random, maxDays: number): Date {
  return new Date(SEED_EPOCH - random.int(0, maxDays * 24) * 3_600_000);
}

function sellerAccounts(random: Random, publicUrl: string): AccountInsert[] {
  return SELLERS.map((seller: SellerSeed, index) => ({
    id: sellerId(seller.nickname),
    nickname: seller.nickname,
    bio: seller.displayBio,
    about: seller.about,
    avatarUrl: `${publicUrl}/media/avatars/${encodeURIComponent(seller.nickname)}.svg`,
    // A couple of sellers keep their profile private (their listings stay hidden),
    // and a couple are not taking orders (their prices show as unavailable).
    publicProfile: index % 23 !== 7,
    acceptingOrders: index % 19 !== 5,
    verifiedCreator: random.chance(0.3),
    isAgent: seller.isAgent,
    simulated: true,
    rank: random.int(1, 3),
    createdAt: daysBefore(random, 700),
  }));
}

function sellerReviews(random: Random, accounts: AccountInsert[]): ReviewInsert[] {
  const reviews: ReviewInsert[] = [];
  for (const [index, account] of accounts.entries()) {
    // Some sellers are new and have no reviews; others have a long history.
    const count = index % 11 === 3 ? 0 : random.int(1, 24);
    const skill = random.next();
    for (let i = 0; i < count; i++) {
      const wanted = skill > 0.6 ? 5 : skill > 0.25 ? random.pick([4, 5, 5]) : random.pick([2, 3, 4, 5]);
      const candidates = REVIEWS.filter((r) => r.stars === wanted);
      const review = random.pick(candidates.length > 0 ? candidates : REVIEWS);
      reviews.push({
        sellerId: account.id,
        stars: review.stars,
        text: review.text,
        byAgent: random.chance(0.35),
        reviewedAt: daysBefore(random, 400),
      });
    }
  }
  return reviews;
}

function describe(random: Random, blurbs: string[], deliverables: string[]): string | null {
  if (random.chance(0.03)) return null;
  const paragraphs = random.sample(blurbs, random.int(1, Math.min(3, blurbs.length)));
  const bullets = random.sample(deliverables, random.int(2, deliverables.length)).map((d) => `- ${d}`);
  return `${paragraphs.join('\n\n')}\n\nWhat you get:\n${bullets.join('\n')}`;
}

export function buildSeed(options: { publicUrl: string; seed?: string }): Seed {
  const random = new Random(options.seed ?? 'marketplace-sandbox-v1');
  const accounts = sellerAccounts(random, options.publicUrl);
  const reviews = sellerReviews(random, accounts);

  const stats = new Map<string, { count: number; total: number }>();
  for (const r of reviews) {
    const s = stats.get(r.sellerId) ?? { count: 0, total: 0 };
    s.count += 1;
    s.total += r.stars;
    stats.set(r.sellerId, s);
  }
  for (const account of accounts) {
    const s = stats.get(account.id);
    account.reviewCount = s?.count ?? 0;
    account.starTotal = s?.total ?? 0;
  }

  const products: ProductInsert[] = [];
  for (const category of CATALOG) {
    const specialists = SELLERS.filter((s) => s.categories.includes(category.name));
    const pool = specialists.length > 0 ? specialists : SELLERS;
    for (const sub of category.subcategories) {
      // Sellers often list a rush edition of their best-known offer next to it.
      const offers = [...sub.offers, `Express delivery: ${sub.offers[0]}`];
      for (const [offerIndex, offer] of offers.entries()) {
        const express = offerIndex === offers.length - 1;
        const seller = pool[(offerIndex + sub.name.length) % pool.length]!;
        const account = accounts.find((a) => a.id === sellerId(seller.nickname))!;
        const id = `prd_${hashHex('product', category.name, sub.name, offer).slice(0, 16)}`;
        const onRequest = random.chance(0.1);
        const tags = random.sample(sub.tags, random.int(3, Math.min(7, sub.tags.length)));
        const description = describe(random, sub.blurbs, sub.deliverables);
        const createdAt = daysBefore(random, 500);
        const stars = account.reviewCount ? (account.starTotal ?? 0) / account.reviewCount : 3;
        products.push({
          id,
          sellerId: account.id,
          name: offer,
          description,
          thumbnailUrl: random.chance(0.92) ? `${options.publicUrl}/media/products/${id}.svg` : null,
          attachments: Array.from({ length: random.pick([0, 0, 1, 2, 3]) }, (_, n) =>
            n % 2 === 0
              ? `${options.publicUrl}/media/products/${id}/files/sample-${n + 1}.svg`
              : `${options.publicUrl}/media/products/${id}/files/brief-${n + 1}.txt`,
          ),
          tags,
          category: category.name,
          subCategory: sub.name,
          priceUsd: onRequest ? null : pickPrice(random, PRICE_BANDS[category.name] ?? [1000, 50_000]),
          priceOnRequest: onRequest,
          revisions: random.pick([0, 1, 2, 2, 3, 3, 3, 5, 10, 20]),
          expectedDelivery: express ? random.pick(DELIVERY.slice(0, 2)) : random.pick(DELIVERY),
          active: !random.chance(0.02),
          qualityScore: Math.round(stars * 150 + Math.min(account.reviewCount ?? 0, 24) * 8 + random.int(0, 120)),
          // Older records may not say whether an agent created them.
          createdByAgent: random.chance(0.05) ? null : seller.isAgent,
          searchText: searchTextOf({ name: offer, description, tags }),
          createdAt,
          updatedAt: createdAt,
        });
      }
    }
  }

  // One legacy listing whose opaque id needs URL encoding (colon, space and hash).
  const legacy = products.find((p) => p.priceUsd !== null && p.active)!;
  products.push({
    ...legacy,
    id: 'legacy:Starter Pack #7',
    name: `${legacy.name} (legacy listing)`,
    searchText: searchTextOf({
      name: `${legacy.name} (legacy listing)`,
      description: legacy.description ?? null,
      tags: legacy.tags ?? [],
    }),
    thumbnailUrl: `${options.publicUrl}/media/products/${encodeURIComponent('legacy:Starter Pack #7')}.svg`,
    createdAt: new Date(SEED_EPOCH - 600 * DAY),
    updatedAt: new Date(SEED_EPOCH - 600 * DAY),
  });

  return { accounts, products, reviews };
}

const BATCH = 100;

async function insertBatched<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** The sandbox personas' accounts, wallets and starting balances; each area's seed gives them a history. */
async function seedPersonas(db: SandboxDb): Promise<void> {
  const createdAt = new Date(SEED_EPOCH - 120 * DAY);
  for (const persona of SANDBOX_PERSONAS) {
    const accountId = personaAccountId(persona.id);
    await db.insert(schema.accounts).values({ id: accountId, isAgent: true, createdAt });
    await db.insert(schema.wallets).values({ ...personaWallet(persona.id), accountId, primary: true, createdAt });
    await db.insert(schema.ledgerEntries).values(
      ASSET_IDS.map((asset) => ({
        accountId,
        asset,
        amount: STARTING_BALANCES[asset],
        kind: 'starting_balance',
        createdAt,
      })),
    );
  }
}

/** Wipe every sandbox table (the core's and every area's) and write the seed. */
/** The last seed built: every reset of a running sandbox writes the same one. */
let lastSeed: { publicUrl: string; seed: Seed } | undefined;
function seedFor(publicUrl: string): Seed {
  if (lastSeed?.publicUrl !== publicUrl) lastSeed = { publicUrl, seed: buildSeed({ publicUrl }) };
  return lastSeed.seed;
}

export async function seedSandbox(
  db: SandboxDb,
  publicUrl: string,
  now: number,
): Promise<{ accounts: number; products: number; reviews: number }> {
  const seed = seedFor(publicUrl);
  // Both drivers answer with `rows`.
  const { rows } = (await db.execute(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)) as unknown as {
    rows: { tablename: string }[];
  };
  await db.execute(sql.raw(`TRUNCATE ${rows.map((r) => `"${r.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`));
  await insertBatched(seed.accounts, (b) => db.insert(schema.accounts).values(b));
  await insertBatched(seed.products, (b) => db.insert(schema.products).values(b));
  await insertBatched(seed.reviews, (b) => db.insert(schema.reviews).values(b));
  await seedPersonas(db);
  for (const seedArea of AREA_SEEDS) await seedArea(db, { publicUrl, epoch: SEED_EPOCH, now });
  return { accounts: seed.accounts.length, products: seed.products.length, reviews: seed.reviews.length };
}
