/**
 * The jobs launched work becomes, in the jobs area's tables: agent-to-human
 * jobs (basic and advanced), social services and external social jobs. Jobs
 * paid at creation are on the board at once; a job created unpaid (an
 * external job to be paid in USDC) waits for its payment (spec 3.5).
 */
import { and, eq, ne } from 'drizzle-orm';
import type { AgentToHumanCreate, ExternalJobInput } from '@/lib/marketplace/launch/terms';
import type { Network } from '@/lib/marketplace/schema';
import { accounts } from '../db/schema';
import type { SandboxDb } from '../db/types';
import { newCustomId, newJobSecret } from '../jobs/repo';
import { jobs, scheduledEntries, type JobInsert } from '../jobs/schema';
import { Random } from '../seed/random';
import { launchedJobs, type LaunchedJobRow } from './schema';
import { usdcAsset } from '../checkout/pay';

const MINUTE = 60_000;
/** Sandbox assumption: social work stays open for a week. */
const SOCIAL_OPEN_MS = 7 * 24 * 60 * MINUTE;
const SUMMARY_MAX = 120;

const summaryOf = (text: string): string => {
  const line = text.trim().split('\n')[0]!.trim();
  return line.length > SUMMARY_MAX ? `${line.slice(0, SUMMARY_MAX - 1)}…` : line;
};

export interface NewWork {
  job: JobInsert;
  launched: Omit<LaunchedJobRow, 'jobId' | 'createdAt'>;
}

/** Whose job it is: its work ID is made before the payment (the payment evidence names it), its creator known after. */
export interface Owner {
  jobId: string;
  creatorAccountId: string;
}

function baseJob(
  owner: Owner,
  network: Network,
  now: number,
): Pick<
  JobInsert,
  'id' | 'customId' | 'creatorAccountId' | 'network' | 'secret' | 'createdAt' | 'publishAt' | 'updatedAt' | 'listed'
> {
  const at = new Date(now);
  return {
    id: owner.jobId,
    customId: newCustomId(),
    creatorAccountId: owner.creatorAccountId,
    network,
    secret: newJobSecret(),
    createdAt: at,
    publishAt: at,
    updatedAt: at,
    listed: true,
  };
}

/**
 * Sandbox assumption: the basic route makes a random-selection job (winners
 * are drawn when its window closes); the advanced one a creator- or
 * random-selection job, a contest with `maxEntries=unlimited`, or limited
 * places (raffled, as on the board) with a number.
 */
export function agentToHumanWork(
  input: AgentToHumanCreate,
  advanced: boolean,
  price: string,
  network: Network,
  owner: Owner,
  now: number,
): NewWork {
  const contest = advanced && input.maxEntries === null;
  const creatorChooses = input.selectionType === 'creator';
  return {
    job: {
      ...baseJob(owner, network, now),
      kind: contest ? 'contest' : creatorChooses ? 'advanced' : 'selection',
      type: 'custom',
      mode: contest ? 'contest' : 'selection',
      selectionType: input.selectionType,
      summary: summaryOf(input.description),
      description: input.description,
      requiresHumanVerification: input.humanVerified,
      maxEntries: typeof input.maxEntries === 'number' ? input.maxEntries : null,
      rewardAssetId: usdcAsset(network),
      rewardAmount: price,
      rewardScope: 'gross_pool',
      winnerCap: input.winners,
      paid: true,
      fundingStatus: 'funded',
      closesAt: new Date(now + input.selectionTimeMinutes * MINUTE),
    },
    launched: {
      service: advanced ? 'agenttohumanadvanced' : 'agenttohuman',
      targetUrl: null,
      quantity: input.winners,
      payment: 'x402',
      payerWallet: null,
      external: null,
    },
  };
}

const SOCIAL_WORDS: Record<string, { verb: string; what: string }> = {
  xlikes: { verb: 'Like', what: 'likes on X' },
  xviews: { verb: 'View', what: 'views on X' },
  reposts: { verb: 'Repost', what: 'reposts on X' },
  'insta-likes': { verb: 'Like', what: 'likes on Instagram' },
  'dex-rocket': { verb: 'Boost', what: 'DEX listing boosts' },
};

/** A social service (likes, views, a quick service): one place per unit, paid in USDC on Solana. */
export function socialWork(
  service: string,
  url: string,
  quantity: number,
  price: string,
  owner: Owner,
  now: number,
): NewWork {
  const words = SOCIAL_WORDS[service] ?? { verb: 'Engage with', what: service };
  return {
    job: {
      ...baseJob(owner, 'solana', now),
      kind: 'social',
      type: 'social',
      mode: 'social',
      selectionType: null,
      summary: `${quantity} ${words.what}`,
      description: `${words.verb} this: ${url}`,
      rewardAssetId: 'USDC',
      rewardAmount: price,
      rewardScope: 'gross_pool',
      winnerCap: quantity,
      paid: true,
      fundingStatus: 'funded',
      closesAt: new Date(now + SOCIAL_OPEN_MS),
    },
    launched: { service, targetUrl: url, quantity, payment: 'x402', payerWallet: null, external: null },
  };
}

const EXTERNAL_WORDS: Record<string, string> = {
  repost: 'Repost this post on X',
  comment: 'Comment on this post on X',
  repost_comment: 'Repost and comment on this post on X',
};

/** An external social job: paid at once from the balance (`pending`), or created unpaid for a USDC payment (spec 3.5). */
export function externalWork(
  input: ExternalJobInput,
  postUrl: string,
  tweetId: string,
  owner: Owner,
  now: number,
): NewWork {
  const byBalance = input.payment.kind === 'balance';
  const instructions = input.message ? `\n\n${input.message}` : '';
  return {
    job: {
      ...baseJob(owner, 'solana', now),
      kind: 'social',
      type: 'social',
      mode: 'social',
      selectionType: null,
      summary: `${input.maxCompletions} × ${input.jobtype.replace('_', ' and ')} on X`,
      description: `${EXTERNAL_WORDS[input.jobtype]}: ${postUrl}${instructions}`,
      rewardAssetId: byBalance ? 'SOL' : 'USDC',
      rewardAmount: input.payment.total,
      rewardScope: 'gross_pool',
      winnerCap: input.maxCompletions,
      paid: byBalance,
      fundingStatus: byBalance ? 'funded' : null,
      closesAt: byBalance ? new Date(now + SOCIAL_OPEN_MS) : null,
    },
    launched: {
      service: 'external',
      targetUrl: postUrl,
      quantity: input.maxCompletions,
      payment: byBalance ? 'balance' : 'x402',
      payerWallet: null,
      external: {
        jobtype: input.jobtype,
        minRank: input.minRank,
        cooldownMinutes: input.cooldownMinutes,
        message: input.message,
        tweetId,
      },
    },
  };
}

export async function insertWork(tx: SandboxDb, work: NewWork, payerWallet: string | null): Promise<void> {
  await tx.insert(jobs).values(work.job);
  await tx
    .insert(launchedJobs)
    .values({ ...work.launched, payerWallet, jobId: work.job.id!, createdAt: work.job.createdAt! });
}

/** Sample entries simulated workers send to launched custom jobs. */
const SAMPLE_ENTRIES = [
  'Done: here is my answer, with the reasoning in two lines.',
  'I checked it on desktop and on my phone; details below.',
  'My take, short and to the point, as the brief asks.',
  'Here is what I found, with a link to where I found it.',
  'Completed. I kept it plain and numbered the steps.',
];
/** Sandbox assumption: the first entries arrive 20 s, 1, 3, 6 and 10 minutes after launch (on the sandbox clock). */
const ARRIVALS_MS = [20_000, MINUTE, 3 * MINUTE, 6 * MINUTE, 10 * MINUTE];

/** Simulated workers (the seeded sellers) enter a launched custom job over its first minutes. */
export async function scheduleEntries(tx: SandboxDb, job: JobInsert, now: number): Promise<void> {
  const workers = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.simulated, true), eq(accounts.blocked, false), ne(accounts.id, job.creatorAccountId)))
    .orderBy(accounts.id);
  const pick = new Random(`launch:${job.id}`).sample(
    workers.map((w) => w.id),
    Math.min(ARRIVALS_MS.length, job.winnerCap + 2),
  );
  if (pick.length === 0) return;
  await tx.insert(scheduledEntries).values(
    pick.map((workerAccountId, i) => ({
      jobId: job.id!,
      workerAccountId,
      at: new Date(now + ARRIVALS_MS[i]!),
      content: SAMPLE_ENTRIES[i % SAMPLE_ENTRIES.length]!,
      attachmentUrls: [],
    })),
  );
}
