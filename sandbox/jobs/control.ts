/**
 * Test controls for jobs: publish a job shaped as a test needs, change a job's
 * flags, add simulated entries, and make accounts verified by one human.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { eq, inArray } from 'drizzle-orm';
import { isPlainDecimal } from '@/lib/money';
import { accounts } from '../db/schema';
import type { SandboxDeps } from '../deps';
import { sellerId } from '../seed/seller-ids';
import { SELLERS } from '../seed/catalog-data';
import { jobByCustomId, newCustomId, newJobSecret, newSubmissionId, newWorkId } from './repo';
import { humanIdentities, jobs, jobSubmissions } from './schema';

const VERIFICATION_DAYS = 14;

const bad = (message: string | undefined) => ({
  ok: false,
  errorCode: 'SANDBOX_INPUT_INVALID',
  message: message ?? 'Invalid input.',
});

const jobBody = z.strictObject({
  /** The creator's account id; a seeded seller by default. */
  creatorAccountId: z.string().min(1).optional(),
  mode: z.enum(['challenge', 'selection', 'contest', 'social']).default('challenge'),
  selectionType: z.enum(['creator', 'random']).nullable().default(null),
  network: z.enum(['solana', 'base']).default('solana'),
  summary: z.string().min(1).max(300).default('A test job'),
  description: z.string().min(1).max(20_000).default('Describe the test job here.'),
  rewardAssetId: z.enum(['USDC', 'USDC_BASE', 'SOL']).optional(),
  /** A decimal string, or null for an unknown reward. */
  rewardAmount: z.string().refine(isPlainDecimal, 'a decimal string').nullable().default('10'),
  rewardScope: z.enum(['gross_pool', 'legacy_per_worker']).default('gross_pool'),
  winnerCap: z.number().int().min(1).max(1000).default(2),
  maxEntries: z.number().int().min(1).max(1000).nullable().default(null),
  closesInSeconds: z.number().int().nullable().default(86_400),
  requiresHumanVerification: z.boolean().default(false),
  restrictedDescription: z.boolean().default(false),
  agentsOnly: z.boolean().default(false),
  communityOnly: z.boolean().default(false),
  imageRequired: z.boolean().default(false),
  viewFlowRequired: z.boolean().default(false),
  paused: z.boolean().default(false),
  listed: z.boolean().default(true),
  paid: z.boolean().default(true),
  /** An API secret exists (false: managed on the website only). */
  withSecret: z.boolean().default(true),
  refundReview: z.boolean().default(false),
  blockedAccountIds: z.array(z.string()).default([]),
});

const flagsBody = z.strictObject({
  paused: z.boolean().optional(),
  refundReview: z.boolean().optional(),
  blockedAccountIds: z.array(z.string()).optional(),
  closesInSeconds: z.number().int().optional(),
});

const entriesBody = z.strictObject({ count: z.number().int().min(1).max(500) });

const humansBody = z.strictObject({ accountIds: z.array(z.string().min(1)).min(1).max(20) });

export function jobControls(control: Hono, deps: SandboxDeps): void {
  control.post('/jobs', async (c) => {
    const parsed = jobBody.safeParse((await c.req.json().catch(() => ({}))) ?? {});
    if (!parsed.success) return c.json(bad(parsed.error.issues[0]?.message), 400);
    const input = parsed.data;
    const now = deps.clock.date();
    const kind =
      input.mode === 'social'
        ? 'social'
        : input.mode === 'contest'
          ? 'contest'
          : input.mode === 'selection'
            ? input.selectionType === 'random'
              ? 'selection'
              : 'advanced'
            : 'custom';
    const [job] = await deps.db
      .insert(jobs)
      .values({
        id: newWorkId(),
        customId: newCustomId(),
        creatorAccountId: input.creatorAccountId ?? sellerId(SELLERS[0]!.nickname),
        kind,
        type: input.mode === 'social' ? 'social' : 'custom',
        mode: input.mode,
        selectionType: input.mode === 'selection' ? (input.selectionType ?? 'creator') : null,
        summary: input.summary,
        description: input.description,
        category: null,
        tags: [],
        agentsOnly: input.agentsOnly,
        communityOnly: input.communityOnly,
        requiresHumanVerification: input.requiresHumanVerification,
        restrictedDescription: input.restrictedDescription,
        imageRequired: input.imageRequired,
        viewFlowRequired: input.viewFlowRequired,
        listed: input.listed,
        network: input.network,
        rewardAssetId:
          input.rewardAmount === null
            ? null
            : (input.rewardAssetId ?? (input.network === 'base' ? 'USDC_BASE' : 'USDC')),
        rewardAmount: input.rewardAmount,
        rewardScope: input.rewardAmount === null ? null : input.rewardScope,
        winnerCap: input.winnerCap,
        maxEntries: input.maxEntries,
        secret: input.withSecret ? newJobSecret() : null,
        paid: input.paid,
        paused: input.paused,
        refundReview: input.refundReview,
        blockedAccountIds: input.blockedAccountIds,
        createdAt: now,
        publishAt: now,
        closesAt: input.closesInSeconds === null ? null : new Date(now.getTime() + input.closesInSeconds * 1000),
        updatedAt: now,
      })
      .returning();
    return c.json({ ok: true, jobId: job!.id, customId: job!.customId, secret: job!.secret });
  });

  control.post('/jobs/:customId', async (c) => {
    const parsed = flagsBody.safeParse((await c.req.json().catch(() => ({}))) ?? {});
    if (!parsed.success) return c.json(bad(parsed.error.issues[0]?.message), 400);
    const job = await jobByCustomId(deps.db, c.req.param('customId'));
    if (!job) return c.json({ ok: false, errorCode: 'AGENT_JOB_NOT_FOUND', message: 'No such job.' }, 404);
    const { closesInSeconds, ...flags } = parsed.data;
    const now = deps.clock.now();
    await deps.db
      .update(jobs)
      .set({
        ...flags,
        ...(closesInSeconds !== undefined ? { closesAt: new Date(now + closesInSeconds * 1000) } : {}),
        updatedAt: new Date(now),
      })
      .where(eq(jobs.id, job.id));
    return c.json({ ok: true });
  });

  /** Entries from simulated workers, now (oldest first, one second apart). */
  control.post('/jobs/:customId/entries', async (c) => {
    const parsed = entriesBody.safeParse((await c.req.json().catch(() => ({}))) ?? {});
    if (!parsed.success) return c.json(bad(parsed.error.issues[0]?.message), 400);
    const job = await jobByCustomId(deps.db, c.req.param('customId'));
    if (!job) return c.json({ ok: false, errorCode: 'AGENT_JOB_NOT_FOUND', message: 'No such job.' }, 404);
    const taken = new Set(
      (
        await deps.db
          .select({ accountId: jobSubmissions.accountId })
          .from(jobSubmissions)
          .where(eq(jobSubmissions.jobId, job.id))
      ).map((r) => r.accountId),
    );
    const workers = (await deps.db.select({ id: accounts.id }).from(accounts))
      .map((a) => a.id)
      .filter((id) => id !== job.creatorAccountId && !taken.has(id));
    if (workers.length < parsed.data.count)
      return c.json(bad(`Only ${workers.length} accounts can still enter this job.`), 400);
    const start = deps.clock.now() - parsed.data.count * 1000;
    const rows = workers.slice(0, parsed.data.count).map((accountId, i) => ({
      id: newSubmissionId(),
      jobId: job.id,
      accountId,
      content: `Simulated entry ${i + 1}`,
      submittedByAgent: true,
      createdAt: new Date(start + i * 1000),
    }));
    await deps.db.insert(jobSubmissions).values(rows);
    return c.json({ ok: true, ids: rows.map((r) => r.id) });
  });

  /** Verify the accounts' owners as one human (sandbox assumption: the contract does not show how humans are told apart). */
  control.post('/humans', async (c) => {
    const parsed = humansBody.safeParse((await c.req.json().catch(() => ({}))) ?? {});
    if (!parsed.success) return c.json(bad(parsed.error.issues[0]?.message), 400);
    const { accountIds } = parsed.data;
    const now = deps.clock.now();
    const updated = await deps.db
      .update(accounts)
      .set({
        humanVerifiedAt: new Date(now),
        humanVerificationExpiresAt: new Date(now + VERIFICATION_DAYS * 86_400_000),
      })
      .where(inArray(accounts.id, accountIds))
      .returning({ id: accounts.id });
    if (updated.length !== accountIds.length)
      return c.json({ ok: false, errorCode: 'ACCOUNT_NOT_FOUND', message: 'No such account.' }, 404);
    const humanId = `human_${accountIds[0]}`;
    for (const accountId of accountIds) {
      await deps.db
        .insert(humanIdentities)
        .values({ accountId, humanId })
        .onConflictDoUpdate({ target: humanIdentities.accountId, set: { humanId } });
    }
    return c.json({ ok: true, humanId });
  });
}
