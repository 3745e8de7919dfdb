/**
 * The earner persona's earnings: about 95 days of job rewards, referral
 * rewards, tips and vault payouts up to the moment of seeding, so every range
 * of the report has something in it. A few rewards are still pending, and one
 * vault batch (about 40 days back) is unavailable: the 90-day report shows an
 * unavailable vault (and combined total) while 7 and 30 days stay complete.
 */
import { fromAtomic } from '@/lib/money';
import { ASSETS } from '@/lib/marketplace/assets';
import type { EarningAsset } from '@/lib/marketplace/earnings/terms';
import { DAY_MS } from '@/lib/marketplace/earnings/periods';
import type { SandboxDb } from '../db/types';
import { personaAccountId, personaWallet } from '../personas';
import type { AreaSeed } from '../seed/areas';
import { Random, hashHex, signatureOf } from '../seed/random';
import { draftEarning, type EarningDraft } from './drafts';
import { recordEarnings } from './repo';
import type { EarningStatus } from './schema';

const HISTORY_DAYS = 95;
const UNAVAILABLE_VAULT_DAYS_AGO = 40;

const TIP_SOURCES = [
  { path: '/blog/how-i-price-logo-work', label: 'How I price logo work' },
  { path: '/blog/ten-prompts-for-product-photos', label: 'Ten prompts for product photos' },
  { path: '/custom/3fa91c0e', label: 'Landing page copy contest' },
  { path: '/custom/7b20d4aa', label: 'Mascot sketch challenge' },
] as const;
const TIP_MESSAGES = [
  'Thanks, this saved me hours!',
  'Great entry.',
  null,
  'Keep it up',
  null,
  'Loved the second draft',
] as const;

/** A random amount of `asset` between two amounts given in atomic units (lamports, micro-USDC, whole NATIVE). */
const amountBetween = (random: Random, asset: EarningAsset, minAtomic: number, maxAtomic: number): string =>
  fromAtomic(BigInt(random.int(minAtomic, maxAtomic)), ASSETS[asset].decimals);

export const seedEarnings: AreaSeed = async (db: SandboxDb, { now }) => {
  const accountId = personaAccountId('earner');
  const wallet = personaWallet('earner').address;
  const random = new Random('earnings:earner');
  const drafts: EarningDraft[] = [];
  // Spread within a day, always before now; today's within the last few hours.
  const daysAgo = (days: number) => new Date(now - days * DAY_MS - random.int(10, (days === 0 ? 6 : 23) * 60) * 60_000);
  const id = (...parts: string[]) => `ern_${hashHex('earner', ...parts).slice(0, 20)}`;
  const shortId = (...parts: string[]) => hashHex('job', ...parts).slice(0, 8);

  for (let day = 0; day < HISTORY_DAYS; day++) {
    // Something was earned today, so the 24-hour figures are not empty.
    if (day === 0 || random.chance(0.6)) {
      const asset = random.pick<EarningAsset>([
        'SOL',
        'SOL',
        'SOL',
        'SOL',
        'SOL',
        'SOL',
        'SOL',
        'USDC',
        'USDC',
        'NATIVE',
      ]);
      const amount =
        asset === 'SOL'
          ? amountBetween(random, asset, 2_000_000, 60_000_000)
          : asset === 'USDC'
            ? amountBetween(random, asset, 250_000, 8_000_000)
            : amountBetween(random, asset, 50, 3000);
      const status: EarningStatus = day > 0 && day < 3 ? 'pending' : 'ready';
      const social = random.chance(0.3);
      const job = shortId('jobs', String(day));
      drafts.push(
        draftEarning(
          { accountId, category: 'jobs', status, assetId: asset, amount, at: daysAgo(day) },
          {
            id: id('jobs', String(day)),
            jobShortId: job,
            jobPath: `/${social ? 'social' : 'custom'}/${job}`,
            payoutMode: social ? 'per_completion' : 'winner',
            source: social ? 'social_job' : 'custom_job',
          },
        ),
      );
    }
    if (day % 4 === 0) {
      const asset: EarningAsset = random.chance(0.75) ? 'SOL' : 'NATIVE';
      const amount =
        asset === 'SOL' ? amountBetween(random, asset, 500_000, 10_000_000) : amountBetween(random, asset, 10, 400);
      const job = shortId('referrals', String(day));
      drafts.push(
        draftEarning(
          { accountId, category: 'referrals', status: 'ready', assetId: asset, amount, at: daysAgo(day) },
          { id: id('referrals', String(day)), jobShortId: job, jobPath: `/custom/${job}` },
        ),
      );
    }
    if (random.chance(0.35)) {
      const source = random.pick(TIP_SOURCES);
      drafts.push(
        draftEarning(
          {
            accountId,
            category: 'tips',
            status: day === 0 ? 'pending' : 'ready',
            assetId: 'NATIVE',
            amount: amountBetween(random, 'NATIVE', 5, 750),
            at: daysAgo(day),
          },
          {
            id: id('tips', String(day)),
            tipSourcePath: source.path,
            tipSourceLabel: source.label,
            tipMessage: random.pick(TIP_MESSAGES),
          },
        ),
      );
    }
  }

  // Vault payouts every third day; the newest batch is still pending, one older one is unavailable.
  const batchDays = Array.from({ length: Math.ceil(HISTORY_DAYS / 3) }, (_, i) => HISTORY_DAYS - 1 - i * 3);
  batchDays.forEach((day, index) => {
    const newest = index === batchDays.length - 1;
    const status: EarningStatus = newest
      ? 'pending'
      : Math.abs(day - UNAVAILABLE_VAULT_DAYS_AGO) <= 1
        ? 'unavailable'
        : 'ready';
    const batchId = id('vault', String(day));
    drafts.push(
      draftEarning(
        {
          accountId,
          category: 'vault',
          status,
          assetId: 'NATIVE',
          amount: status === 'unavailable' ? null : amountBetween(random, 'NATIVE', 150, 2500),
          at: daysAgo(day),
        },
        {
          id: batchId,
          walletAddress: wallet,
          batchNumber: 412 + index,
          transactionSignature: status === 'ready' ? signatureOf(`vault:${batchId}`) : null,
        },
      ),
    );
  });

  await recordEarnings(db, drafts);
};
