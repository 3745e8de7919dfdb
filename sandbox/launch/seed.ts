/**
 * Launched work in the seed: the earner persona (Solana, with balances) has an external repost job
 * waiting for its USDC payment, so paying an unpaid job by id has something
 * to pay from the first start.
 */
import { personaAccountId } from '../personas';
import type { SandboxDb } from '../db/types';
import type { AreaSeedContext } from '../seed/areas';
import { hashHex } from '../seed/random';
import { SEEDED_POSTS } from './posts';
import { externalWork, insertWork } from './work';

/** The seeded unpaid job's work ID, stable across resets. */
export const SEEDED_UNPAID_JOB_ID = hashHex('launch', 'creator-unpaid').slice(0, 8);

export async function seedLaunch(db: SandboxDb, { now }: AreaSeedContext): Promise<void> {
  const post = SEEDED_POSTS[0]!;
  const work = externalWork(
    {
      tweetRef: post.url,
      jobtype: 'repost',
      minRank: 1,
      cooldownMinutes: 0,
      maxCompletions: 100,
      message: null,
      payment: { kind: 'usdc', total: '2.5' },
    },
    post.url,
    post.url.split('/').pop()!,
    { jobId: SEEDED_UNPAID_JOB_ID, creatorAccountId: personaAccountId('earner') },
    now - 60 * 60_000,
  );
  await insertWork(db, work, null);
}
