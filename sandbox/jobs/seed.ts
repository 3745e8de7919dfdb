/**
 * The jobs part of the seed, deterministic for a given clock:
 * - the board: open jobs from the seeded sellers across every mode, with
 *   rewards in both scopes and some unknown, limited places, human
 *   verification, agents-only, community, image-required, view-flow and paused
 *   jobs, and entries simulated workers already made;
 * - a rolling supply: a new job is published every 8 hours for 30 days (each
 *   announced as a type-8 notification when it appears), with entries arriving
 *   (jobs published before the seed count as announced already: a new account's
 *   inbox starts empty);
 * - history: closed jobs, most completed with winners paid;
 * - the `worker` persona's entries in every state (open, winner, rewarded,
 *   zero result, unknown reward), and the `creator` persona's jobs in several
 *   states with entries waiting for review and more arriving over time.
 * Open deadlines are set from the clock at seeding; history before it.
 */
import { ledgerEntries } from '../db/schema';
import type { SandboxDb } from '../db/types';
import { launchedJobs } from '../launch/schema';
import { personaAccountId } from '../personas';
import type { AreaSeedContext } from '../seed/areas';
import { SELLERS } from '../seed/catalog-data';
import { sellerId } from '../seed/seller-ids';
import { Random, hashHex } from '../seed/random';
import { decimalsOf } from './present';
import { jobs, jobSubmissions, scheduledEntries, type JobInsert } from './schema';
import { ENTRY_SIGNOFFS, JOB_TEMPLATES, type JobTemplate } from './seed-data';
import { perWinnerReward } from './winners';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type SubmissionInsert = typeof jobSubmissions.$inferInsert;
type ScheduledInsert = typeof scheduledEntries.$inferInsert;

type Mode = 'challenge' | 'creator-selection' | 'random-selection' | 'contest' | 'social';
const MODES: Record<Mode, Pick<JobInsert, 'mode' | 'selectionType' | 'kind' | 'type'>> = {
  challenge: { mode: 'challenge', selectionType: null, kind: 'custom', type: 'custom' },
  'creator-selection': { mode: 'selection', selectionType: 'creator', kind: 'advanced', type: 'custom' },
  'random-selection': { mode: 'selection', selectionType: 'random', kind: 'selection', type: 'custom' },
  contest: { mode: 'contest', selectionType: null, kind: 'contest', type: 'custom' },
  social: { mode: 'social', selectionType: null, kind: 'social', type: 'social' },
};

interface Reward {
  assetId: string;
  amount: string;
  scope: 'gross_pool' | 'legacy_per_worker';
}

interface Shape {
  key: string;
  template: JobTemplate;
  creator: string;
  network: 'solana' | 'base';
  mode: Mode;
  publishAt: number;
  closesAt: number | null;
  reward: Reward | null;
  winnerCap: number;
  flags?: Partial<JobInsert>;
}

class JobSeed {
  readonly jobs: JobInsert[] = [];
  readonly entries: SubmissionInsert[] = [];
  readonly schedule: ScheduledInsert[] = [];
  readonly ledger: (typeof ledgerEntries.$inferInsert)[] = [];
  readonly launched: (typeof launchedJobs.$inferInsert)[] = [];
  readonly random = new Random('jobs-seed-v1');
  /** Seeded sellers work on each other's jobs as simulated workers. */
  readonly workers = SELLERS.map((s) => sellerId(s.nickname));

  constructor(
    private readonly publicUrl: string,
    readonly now: number,
  ) {}

  job(shape: Shape): JobInsert {
    const hash = hashHex('job', shape.key);
    const customId = `J${hash.slice(8, 17).toUpperCase()}`;
    const row: JobInsert = {
      id: hash.slice(0, 8),
      customId,
      creatorAccountId: shape.creator,
      ...MODES[shape.mode],
      summary: shape.template.summary,
      description: shape.template.description,
      category: shape.template.category,
      tags: shape.template.tags,
      attachmentUrls: [`${this.publicUrl}/media/products/${encodeURIComponent(`brief-${customId}`)}/files/brief-1.txt`],
      imageRequired: shape.template.tags.includes('image'),
      network: shape.network,
      listed: true,
      paid: true,
      paused: false,
      archived: false,
      communityOnly: false,
      rewardAssetId: shape.reward?.assetId ?? null,
      rewardAmount: shape.reward?.amount ?? null,
      rewardScope: shape.reward?.scope ?? null,
      winnerCap: shape.winnerCap,
      secret: hashHex('job-secret', shape.key).slice(0, 48),
      checkoutId: `chk_${hash.slice(20, 36)}`,
      createdAt: new Date(shape.publishAt),
      publishAt: new Date(shape.publishAt),
      announcedAt: shape.publishAt <= this.now ? new Date(shape.publishAt) : null,
      closesAt: shape.closesAt === null ? null : new Date(shape.closesAt),
      updatedAt: new Date(Math.min(shape.publishAt, this.now)),
      ...shape.flags,
    };
    this.jobs.push(row);
    return row;
  }

  /** Distinct simulated workers for a job (never its creator). */
  pickWorkers(job: JobInsert, count: number): string[] {
    return this.random.sample(
      this.workers.filter((w) => w !== job.creatorAccountId),
      count,
    );
  }

  private content(job: JobInsert): string {
    const template = JOB_TEMPLATES.find((t) => t.summary === job.summary)!;
    return `${this.random.pick(template.entries)} ${this.random.pick(ENTRY_SIGNOFFS)}`.trim();
  }

  private attachments(job: JobInsert, key: string): string[] {
    if (!job.imageRequired && !this.random.chance(0.3)) return [];
    return [
      `${this.publicUrl}/media/products/${encodeURIComponent(`entry-${hashHex('entry-file', key).slice(0, 12)}`)}/files/work-1.svg`,
    ];
  }

  entry(
    job: JobInsert,
    accountId: string,
    at: number,
    outcome: { winner?: boolean; agent?: boolean } = {},
  ): SubmissionInsert {
    const key = `${job.id}:${accountId}`;
    const row: SubmissionInsert = {
      id: `sub_${hashHex('entry', key).slice(0, 20)}`,
      jobId: job.id!,
      accountId,
      content: this.content(job),
      attachmentUrls: this.attachments(job, key),
      // Entries made on the website: no request to replay.
      requestHash: null,
      submittedByAgent: outcome.agent ?? true,
      createdAt: new Date(at),
    };
    if (outcome.winner) this.win(job, row, at);
    this.entries.push(row);
    return row;
  }

  /** A winner chosen at `at`: credited its share when the reward is known. */
  win(job: JobInsert, row: SubmissionInsert, at: number): void {
    row.winner = true;
    row.winnerAt = new Date(at);
    const share = job.rewardAssetId
      ? perWinnerReward(
          { rewardAmount: job.rewardAmount ?? null, rewardScope: job.rewardScope ?? null, winnerCap: job.winnerCap },
          decimalsOf(job.rewardAssetId),
        )
      : null;
    if (share === null || !job.rewardAssetId) return;
    Object.assign(row, { rewardAmount: share, rewardAssetId: job.rewardAssetId, rewardedAt: new Date(at) });
    this.ledger.push({
      accountId: row.accountId,
      asset: job.rewardAssetId,
      amount: share,
      kind: 'job_reward',
      ref: row.id,
      createdAt: new Date(at),
    });
  }

  /** Simulated entries spread between `from` and `to`. */
  simulatedEntries(job: JobInsert, count: number, from: number, to: number): SubmissionInsert[] {
    const times = Array.from({ length: count }, () => this.random.int(from, Math.max(from, to))).sort((a, b) => a - b);
    return this.pickWorkers(job, count).map((worker, i) => this.entry(job, worker, times[i]!));
  }

  /** Entries simulated workers will make later, on the sandbox clock. */
  scheduled(job: JobInsert, times: number[]): void {
    const taken = new Set(this.entries.filter((e) => e.jobId === job.id).map((e) => e.accountId));
    const workers = this.pickWorkers(job, times.length + taken.size).filter((w) => !taken.has(w));
    times.forEach((at, i) => {
      const worker = workers[i];
      if (!worker) return;
      const key = `${job.id}:${worker}:later`;
      this.schedule.push({
        jobId: job.id!,
        workerAccountId: worker,
        at: new Date(at),
        content: this.content(job),
        attachmentUrls: this.attachments(job, key),
      });
    });
  }

  reward(network: 'solana' | 'base', kind: 'pool' | 'legacy' | 'unknown'): Reward | null {
    if (kind === 'unknown') return null;
    if (kind === 'legacy')
      return { assetId: 'SOL', amount: this.random.pick(['0.05', '0.1', '0.25', '0.5']), scope: 'legacy_per_worker' };
    return {
      assetId: network === 'base' ? 'USDC_BASE' : 'USDC',
      amount: this.random.pick(['5', '10', '12.50', '25', '40', '75', '120', '250']),
      scope: 'gross_pool',
    };
  }
}

const BOARD_MODES: Mode[] = ['challenge', 'creator-selection', 'contest', 'random-selection', 'challenge', 'social'];

/** Open jobs of the seeded sellers, newest first every ~2 hours. */
function board(seed: JobSeed): JobInsert[] {
  const { random, now } = seed;
  return Array.from({ length: 30 }, (_, i) => {
    const network = i % 3 === 2 ? 'base' : 'solana';
    const mode = BOARD_MODES[i % BOARD_MODES.length]!;
    const publishAt = now - (i * 2 + 1) * HOUR - random.int(0, 50) * 60_000;
    const closesAt = Math.max(now + 6 * HOUR, publishAt + random.int(2, 12) * DAY);
    const limited = i % 6 === 1;
    const job = seed.job({
      key: `board-${i}`,
      template: JOB_TEMPLATES[i % JOB_TEMPLATES.length]!,
      creator: seed.workers[(i * 7) % seed.workers.length]!,
      network,
      mode,
      publishAt,
      closesAt,
      reward: seed.reward(network, i % 8 === 5 ? 'unknown' : i % 4 === 3 ? 'legacy' : 'pool'),
      winnerCap: mode === 'social' ? 25 : random.int(1, 5),
      flags: {
        highlighted: i % 10 === 0,
        maxEntries: limited ? random.int(3, 6) : null,
        requiresHumanVerification: i % 7 === 2,
        restrictedDescription: i % 14 === 2,
        agentsOnly: i % 9 === 4,
        viewFlowRequired: i % 13 === 7,
        communityOnly: i % 11 === 8,
        paused: i === 10,
      },
    });
    const count = limited ? random.int(0, job.maxEntries! - 2) : random.int(0, 4);
    seed.simulatedEntries(job, count, publishAt, now - 5 * 60_000);
    return job;
  });
}

/** A new job every 8 hours for 30 days, with its entries arriving after it appears. */
function rolling(seed: JobSeed): void {
  const { random, now } = seed;
  for (let k = 0; k < 90; k++) {
    const network = k % 3 === 1 ? 'base' : 'solana';
    const publishAt = now + (k + 1) * 8 * HOUR;
    const closesAt = publishAt + random.int(3, 10) * DAY;
    const job = seed.job({
      key: `rolling-${k}`,
      template: JOB_TEMPLATES[(k + 5) % JOB_TEMPLATES.length]!,
      creator: seed.workers[(k * 11 + 3) % seed.workers.length]!,
      network,
      mode: BOARD_MODES[k % BOARD_MODES.length]!,
      publishAt,
      closesAt,
      reward: seed.reward(network, k % 9 === 4 ? 'unknown' : k % 5 === 2 ? 'legacy' : 'pool'),
      winnerCap: random.int(1, 4),
      flags: { requiresHumanVerification: k % 8 === 3, agentsOnly: k % 10 === 6 },
    });
    seed.scheduled(
      job,
      Array.from({ length: random.int(1, 4) }, () => publishAt + random.int(1, 48) * HOUR),
    );
  }
}

/**
 * Closed jobs of the past two months: completed with winners paid, two still
 * in review, some with an unknown reward. The worker persona entered eleven.
 */
function history(seed: JobSeed, worker: string): void {
  const { random, now } = seed;
  // What the worker persona's entry became on the k-th job (undefined: not entered).
  const workerOutcome: Record<number, 'won' | 'lost'> = {
    0: 'won',
    3: 'lost',
    4: 'won',
    6: 'lost',
    7: 'won',
    8: 'lost',
    9: 'lost',
    10: 'won',
    11: 'won',
  };
  const inReview = new Set([1, 2]);
  for (let k = 0; k < 18; k++) {
    const network = k % 4 === 1 ? 'base' : 'solana';
    const closesAt = now - (1 + k * 3) * DAY - random.int(0, 20) * HOUR;
    const publishAt = closesAt - random.int(2, 7) * DAY;
    const review = inReview.has(k);
    const mode: Mode = review ? 'creator-selection' : BOARD_MODES[k % 5]!;
    const job = seed.job({
      key: `history-${k}`,
      template: JOB_TEMPLATES[(k * 5 + 2) % JOB_TEMPLATES.length]!,
      creator: seed.workers[(k * 13 + 5) % seed.workers.length]!,
      network,
      mode,
      publishAt,
      closesAt,
      // k = 11: a win whose reward evidence is missing.
      reward: seed.reward(network, k === 11 || k % 6 === 5 ? 'unknown' : k % 4 === 3 ? 'legacy' : 'pool'),
      winnerCap: random.int(1, 3),
      flags: review ? { closesAt: new Date(now - (k + 2) * HOUR) } : { completedAt: new Date(closesAt + 6 * HOUR) },
    });
    const closed = job.closesAt!.getTime();
    const others = seed.simulatedEntries(job, random.int(3, 7), publishAt, closed - HOUR);
    const outcome = review ? 'pending' : workerOutcome[k];
    const mine = outcome ? seed.entry(job, worker, publishAt + HOUR, { winner: outcome === 'won' }) : undefined;
    if (review) continue;
    // The rest of the winner places go to simulated workers.
    const places = job.winnerCap - (mine?.winner ? 1 : 0);
    for (const entry of others.slice(0, places)) seed.win(job, entry, closed + HOUR);
  }
}

/** The creator persona (Base): jobs in several states, entries to review, more arriving. */
function creatorJobs(seed: JobSeed, creator: string, worker: string): void {
  const { now } = seed;
  const template = (n: number) => JOB_TEMPLATES[n % JOB_TEMPLATES.length]!;
  const usdc = (amount: string): Reward => ({ assetId: 'USDC_BASE', amount, scope: 'gross_pool' });
  const mine = (shape: Omit<Shape, 'creator' | 'network'>) => seed.job({ ...shape, creator, network: 'base' });

  const review = mine({
    key: 'creator-review',
    template: template(1),
    mode: 'creator-selection',
    publishAt: now - 3 * DAY,
    closesAt: now - 3 * HOUR,
    reward: usdc('30'),
    winnerCap: 3,
  });
  seed.simulatedEntries(review, 6, now - 3 * DAY, now - 4 * HOUR);
  seed.entry(review, worker, now - 2 * DAY);

  const collecting = mine({
    key: 'creator-open',
    template: template(0),
    mode: 'challenge',
    publishAt: now - DAY,
    closesAt: now + 2 * DAY,
    reward: usdc('12'),
    winnerCap: 2,
  });
  seed.simulatedEntries(collecting, 4, now - DAY, now - HOUR);
  seed.scheduled(
    collecting,
    Array.from({ length: 12 }, (_, i) => now + (i + 1) * 45 * 60_000),
  );

  const closingSoon = mine({
    key: 'creator-closing',
    template: template(7),
    mode: 'creator-selection',
    publishAt: now - 2 * DAY,
    closesAt: now + 15 * 60_000,
    reward: usdc('20'),
    winnerCap: 2,
  });
  seed.simulatedEntries(closingSoon, 3, now - 2 * DAY, now - HOUR);
  seed.scheduled(closingSoon, [now + 5 * 60_000]);

  const unpaid = mine({
    key: 'creator-unpaid',
    template: template(12),
    mode: 'creator-selection',
    publishAt: now - 5 * 60_000,
    closesAt: now + 3 * DAY,
    reward: usdc('15'),
    winnerCap: 3,
    flags: { paid: false, paymentInitiateBefore: new Date(now + 25 * 60_000) },
  });
  // Created to be paid in USDC, as an advanced custom job launched unpaid: its accepts and pay routes know it.
  seed.launched.push({
    jobId: unpaid.id!,
    service: 'agenttohumanadvanced',
    payment: 'x402',
    payerWallet: null,
    createdAt: unpaid.createdAt!,
  });
  mine({
    key: 'creator-funding',
    template: template(17),
    mode: 'contest',
    publishAt: now - 10 * 60_000,
    closesAt: now + 4 * DAY,
    reward: usdc('50'),
    winnerCap: 3,
    flags: { paid: false, fundingStatus: 'pending' },
  });
  const refund = mine({
    key: 'creator-refund',
    template: template(9),
    mode: 'creator-selection',
    publishAt: now - 2 * DAY,
    closesAt: now + DAY,
    reward: usdc('18'),
    winnerCap: 2,
    flags: { refundReview: true },
  });
  seed.simulatedEntries(refund, 2, now - 2 * DAY, now - HOUR);

  const done = mine({
    key: 'creator-done',
    template: template(3),
    mode: 'challenge',
    publishAt: now - 12 * DAY,
    closesAt: now - 7 * DAY,
    reward: usdc('40'),
    winnerCap: 2,
    flags: { completedAt: new Date(now - 6 * DAY) },
  });
  for (const entry of seed.simulatedEntries(done, 5, now - 12 * DAY, now - 8 * DAY).slice(0, 2))
    seed.win(done, entry, now - 6 * DAY);

  // Made on the website: no API secret, so it is managed there.
  const website = mine({
    key: 'creator-website',
    template: template(16),
    mode: 'contest',
    publishAt: now - 2 * DAY,
    closesAt: now + 4 * DAY,
    reward: usdc('25'),
    winnerCap: 3,
    flags: { secret: null },
  });
  seed.simulatedEntries(website, 3, now - 2 * DAY, now - HOUR);

  const random = mine({
    key: 'creator-random',
    template: template(23),
    mode: 'random-selection',
    publishAt: now - 6 * HOUR,
    closesAt: now + DAY,
    reward: usdc('10'),
    winnerCap: 2,
  });
  seed.simulatedEntries(random, 2, now - 6 * HOUR, now - HOUR);
  seed.scheduled(random, [now + 2 * HOUR, now + 5 * HOUR, now + 9 * HOUR, now + 14 * HOUR]);

  mine({
    key: 'creator-cancelled',
    template: template(5),
    mode: 'challenge',
    publishAt: now - 30 * DAY,
    closesAt: now - 25 * DAY,
    reward: usdc('8'),
    winnerCap: 1,
    flags: { cancelledAt: new Date(now - 29 * DAY), archived: true },
  });
  mine({
    key: 'creator-expired',
    template: template(20),
    mode: 'contest',
    publishAt: now - 14 * DAY,
    closesAt: now - 10 * DAY,
    reward: usdc('6'),
    winnerCap: 1,
  });
  mine({
    key: 'creator-social',
    template: template(21),
    mode: 'social',
    publishAt: now - DAY,
    closesAt: now + 5 * DAY,
    reward: { assetId: 'USDC_BASE', amount: '0.05', scope: 'legacy_per_worker' },
    winnerCap: 50,
  });
}

/** The worker persona's entries on open board jobs it may enter (not limited, community or human-verified). */
function workerOnBoard(seed: JobSeed, boardJobs: JobInsert[], worker: string): void {
  const open = boardJobs.filter(
    (j) =>
      !j.maxEntries &&
      !j.communityOnly &&
      !j.requiresHumanVerification &&
      !j.viewFlowRequired &&
      !j.paused &&
      j.type === 'custom' &&
      !j.agentsOnly,
  );
  for (const job of open.slice(2, 5)) seed.entry(job, worker, seed.now - 30 * 60_000);
}

const BATCH = 200;
async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

export async function seedJobs(db: SandboxDb, { publicUrl, now }: AreaSeedContext): Promise<void> {
  const seed = new JobSeed(publicUrl, now);
  const worker = personaAccountId('worker');
  const boardJobs = board(seed);
  workerOnBoard(seed, boardJobs, worker);
  rolling(seed);
  history(seed, worker);
  creatorJobs(seed, personaAccountId('creator'), worker);

  await insertAll(seed.jobs, (b) => db.insert(jobs).values(b));
  await insertAll(seed.entries, (b) => db.insert(jobSubmissions).values(b));
  await insertAll(seed.schedule, (b) => db.insert(scheduledEntries).values(b));
  await insertAll(seed.ledger, (b) => db.insert(ledgerEntries).values(b));
  await insertAll(seed.launched, (b) => db.insert(launchedJobs).values(b));
}
