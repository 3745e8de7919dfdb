/** Jobs, receipts and history rows as the contract writes them (spec 2.5, 2.6). */
import { inArray } from 'drizzle-orm';
import { ASSETS, type AssetId } from '@/lib/marketplace/assets';
import { JOB_LIMITS } from '@/lib/marketplace/jobs/terms';
import { normalize } from '@/lib/money';
import type { AccountRow } from '../account/repo';
import type { SandboxConfig } from '../config';
import { accounts } from '../db/schema';
import type { SandboxDb } from '../db/types';
import type { JobRow, SubmissionRow } from './schema';
import type { JobStatus } from './lifecycle';

/** The asset's network (`USDC_BASE` is on Base; the others on Solana). */
const networkOfAsset = (assetId: string): string =>
  (ASSETS as Record<string, { network: string } | undefined>)[assetId]?.network ?? 'solana';
export const decimalsOf = (assetId: string): number => ASSETS[assetId as AssetId]?.decimals ?? 6;

/** The advertised reward, or `unavailable` with every figure null (never zero). */
export function rewardOf(job: JobRow) {
  if (job.rewardAmount === null || job.rewardAssetId === null || job.rewardScope === null) {
    return {
      status: 'unavailable' as const,
      basis: null,
      assetId: null,
      network: null,
      amount: null,
      winnerCount: null,
      scope: null,
    };
  }
  return {
    status: 'advertised' as const,
    basis: 'advertised' as const,
    assetId: job.rewardAssetId,
    network: networkOfAsset(job.rewardAssetId),
    amount: normalize(job.rewardAmount),
    winnerCount: job.winnerCap,
    scope: job.rewardScope,
  };
}

export const jobUrl = (config: SandboxConfig, job: Pick<JobRow, 'customId'>) =>
  `${config.siteUrl}/jobs/${encodeURIComponent(job.customId)}`;
const jobApiUrl = (config: SandboxConfig, job: Pick<JobRow, 'customId'>) =>
  `${config.publicUrl}/jobs/${encodeURIComponent(job.customId)}`;

export type Creators = Map<string, AccountRow>;

export async function creatorsOf(db: SandboxDb, jobList: readonly JobRow[]): Promise<Creators> {
  const ids = [...new Set(jobList.map((j) => j.creatorAccountId))];
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(accounts).where(inArray(accounts.id, ids));
  return new Map(rows.map((a) => [a.id, a]));
}

function creatorOf(config: SandboxConfig, account: AccountRow | undefined) {
  if (!account?.nickname || !account.publicProfile) return null;
  return {
    nickname: account.nickname,
    avatarUrl: account.avatarUrl,
    profileUrl: `${config.siteUrl}/users/${encodeURIComponent(account.nickname)}`,
  };
}

/** Sandbox assumption: a restricted description reads as this notice for callers who may not enter (not verified). */
const RESTRICTED_NOTICE =
  'The creator shows this description to verified humans only. Complete proof of human to read it.';

interface Viewer {
  available: boolean;
  /** The caller may read restricted descriptions (a verified human). */
  humanVerified: boolean;
}

function descriptionFor(job: JobRow, viewer: Viewer): { text: string; restricted: boolean } {
  if (job.restrictedDescription && !viewer.humanVerified) return { text: RESTRICTED_NOTICE, restricted: true };
  return { text: job.description, restricted: false };
}

export function presentListing(config: SandboxConfig, job: JobRow, creators: Creators, viewer: Viewer) {
  const description = descriptionFor(job, viewer);
  const truncated = description.text.length > JOB_LIMITS.previewMax;
  return {
    id: job.customId,
    type: job.type,
    mode: job.mode,
    selectionType: job.selectionType,
    description: truncated ? description.text.slice(0, JOB_LIMITS.previewMax) : description.text,
    descriptionTruncated: truncated,
    descriptionRestricted: description.restricted,
    category: job.category,
    tags: job.tags,
    highlighted: job.highlighted,
    agentsOnly: job.agentsOnly,
    requiresHumanVerification: job.requiresHumanVerification,
    availableForMe: viewer.available,
    createdAt: job.publishAt.toISOString(),
    closesAt: job.closesAt?.toISOString() ?? null,
    winners: job.winnerCap,
    url: jobUrl(config, job),
    detailUrl: jobApiUrl(config, job),
    creator: creatorOf(config, creators.get(job.creatorAccountId)),
    reward: rewardOf(job),
  };
}

export function presentDetail(config: SandboxConfig, job: JobRow, creators: Creators, viewer: Viewer) {
  const description = descriptionFor(job, viewer);
  return {
    ...presentListing(config, job, creators, viewer),
    description: description.text,
    descriptionTruncated: false,
    attachmentUrls: description.restricted ? [] : job.attachmentUrls,
    submissionRequirements: { imageRequired: job.imageRequired, viewFlowRequired: job.viewFlowRequired },
  };
}

export function presentReceipt(job: JobRow, submission: SubmissionRow) {
  return {
    id: submission.id,
    jobId: job.customId,
    status: 'submitted',
    mode: job.mode,
    submittedByAgent: submission.submittedByAgent,
    createdAt: submission.createdAt.toISOString(),
  };
}

export function nextStepsOf(config: SandboxConfig, job: JobRow) {
  return [
    {
      action: 'view_submissions',
      method: 'GET',
      url: `${config.publicUrl}/worker/submissions?filter=open`,
      description: 'Follow this entry in your submission history; winners and rewards show there.',
    },
    {
      action: 'view_job',
      method: 'GET',
      url: jobApiUrl(config, job),
      description: 'Read the job again for its deadline and requirements.',
    },
  ];
}

// ---- history rows ------------------------------------------------------------

/** Sandbox assumption: history rows cut submission IDs to 12 characters, custom IDs to 8 and text to 280. */
const SHORT = { submission: 12, custom: 8, content: 280 } as const;

function shorten(value: string, max: number, field: string, truncated: string[]): string {
  if (value.length <= max) return value;
  truncated.push(field);
  return value.slice(0, max);
}

function rewardEarningOf(job: JobRow, status: JobStatus, entry: SubmissionRow) {
  const base = { role: 'worker', source: 'custom_job' };
  if (entry.rewardedAt && entry.rewardAmount !== null)
    return { ...base, status: 'ready' as const, amount: normalize(entry.rewardAmount), assetId: entry.rewardAssetId };
  if (entry.winner && job.rewardAmount === null)
    return { ...base, status: 'unavailable' as const, amount: null, assetId: null };
  // A final result without a win: a known zero, not missing evidence.
  if (status === 'completed' && !entry.winner)
    return { ...base, status: 'ready' as const, amount: '0', assetId: job.rewardAssetId };
  return { ...base, status: 'pending' as const, amount: null, assetId: job.rewardAssetId };
}

export function presentHistoryRow(
  config: SandboxConfig,
  job: JobRow,
  status: JobStatus,
  winnersChosen: number,
  entry: SubmissionRow,
) {
  const truncatedFields: string[] = [];
  const submissionShort = shorten(entry.id, SHORT.submission, 'submission_short_id', truncatedFields);
  const customShort = shorten(job.customId, SHORT.custom, 'custom_short_id', truncatedFields);
  const content =
    entry.content === null ? null : shorten(entry.content, SHORT.content, 'content_text', truncatedFields);
  const reward = rewardOf(job);
  const rewardEarning = rewardEarningOf(job, status, entry);
  return {
    id: `row_${entry.id}`,
    submission_short_id: submissionShort,
    custom_short_id: customShort,
    work_short_id: job.id,
    truncatedFields,
    content_text: content,
    attachment_urls: entry.attachmentUrls,
    job_url: jobUrl(config, job),
    job_mode: job.mode,
    submission_status: 'submitted',
    work_status: status,
    winner: entry.winner,
    created_at: entry.createdAt.toISOString(),
    rewarded_at: entry.rewardedAt?.toISOString() ?? null,
    rewardEarning,
    rewardFinancials: {
      status: reward.status,
      scope: reward.scope,
      assetId: reward.assetId,
      network: reward.network,
      amount: reward.amount,
      winnerCount: reward.winnerCount,
      winnersChosen,
    },
    zero_reward_result: rewardEarning.status === 'ready' && rewardEarning.amount === '0',
  };
}
