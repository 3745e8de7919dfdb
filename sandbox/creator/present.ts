/**
 * The creator's view of their work (spec 2.7): custom jobs they published and
 * the store orders and hires they bought, with the next actions each allows.
 */
import { CREATOR_LIMITS } from '@/lib/marketplace/creator/terms';
import type { SandboxConfig } from '../config';
import type { JobRow } from '../jobs/schema';
import { jobUrl, rewardOf } from '../jobs/present';
import type { EntryStats } from '../jobs/repo';
import { fundingStatusOf, workStatusOf, type JobStatus } from '../jobs/lifecycle';

/** A store order or hire the account bought, as its creator history shows it. */
export interface BoughtOrder {
  jobId: string;
  customId: string;
  checkoutId: string;
  family: string;
  productName: string;
  network: string;
  status: string;
  workStatus: string | null;
  fundingStatus: string;
  createdAt: Date;
}

/** Sandbox assumption: an order's lifecycle in the 3.7 filter's words. */
export function orderStatusOf(order: Pick<BoughtOrder, 'status' | 'workStatus'>): JobStatus {
  if (order.status === 'completed') return 'completed';
  if (order.status === 'awaiting_funding' || order.status === 'on_hold') return 'funding';
  if (order.workStatus === 'delivered') return 'review';
  return 'in_progress';
}

function summaryOf(text: string) {
  const truncated = text.length > CREATOR_LIMITS.summaryMax;
  return { summary: truncated ? text.slice(0, CREATOR_LIMITS.summaryMax) : text, summaryTruncated: truncated };
}

/** Creator selection is open on a funded job with entries left to choose from, until it completes. */
const canChoose = (job: JobRow, status: JobStatus, stats: EntryStats): boolean =>
  job.paid &&
  !job.refundReview &&
  job.selectionType !== 'random' &&
  (status === 'in_progress' || status === 'review') &&
  stats.winners < job.winnerCap;

export function nextActionsOf(config: SandboxConfig, job: JobRow, status: JobStatus, stats: EntryStats) {
  const actions: Record<string, unknown> = {
    detail: {
      method: 'GET',
      url: `${config.publicUrl}/jobs/created/${encodeURIComponent(job.id)}`,
      description: 'Read this job with its next actions.',
    },
  };
  if (!job.secret) {
    // No API secret exists: the job is managed on the website by its owner.
    actions.website = {
      type: 'open_website',
      reason: 'job_secret_unavailable',
      url: jobUrl(config, job),
      requiresOwnerSession: true,
    };
    return actions;
  }
  if (job.paid) {
    actions.submissions = {
      method: 'GET',
      url: `${config.publicUrl}/submissions/agenttohuman?action=view&page=1`,
      description: 'Read the entries: add the job secret as the secret query parameter.',
    };
  }
  if (canChoose(job, status, stats)) {
    actions.chooseWinners = {
      method: 'POST',
      url: `${config.publicUrl}/api/agenttohumanadvanced/choose-winners`,
      description: `Choose up to ${job.winnerCap - stats.winners} more winners: {secret, submissionIds}. The choice is final.`,
    };
  }
  return actions;
}

export function presentCreatedJob(config: SandboxConfig, job: JobRow, status: JobStatus, stats: EntryStats) {
  return {
    jobId: job.id,
    customId: job.customId,
    checkoutId: job.checkoutId,
    kind: job.kind,
    ...summaryOf(job.summary),
    createdAt: job.createdAt.toISOString(),
    archived: job.archived,
    status,
    workStatus: workStatusOf(status),
    fundingStatus: fundingStatusOf(job),
    network: job.network,
    paid: job.paid,
    paused: job.paused,
    url: jobUrl(config, job),
    nextActions: nextActionsOf(config, job, status, stats),
  };
}

export function selectionOf(job: JobRow, stats: EntryStats) {
  return {
    mode: job.mode,
    method: job.selectionType ?? 'creator',
    remainingPositions: Math.max(0, job.winnerCap - stats.winners),
    selectedCount: stats.winners,
    candidate: stats.entries > stats.winners,
  };
}

/** The detail adds the job secret (paid jobs with an API secret) and the selection's figures. */
export function presentCreatedJobDetail(config: SandboxConfig, job: JobRow, status: JobStatus, stats: EntryStats) {
  return {
    ...presentCreatedJob(config, job, status, stats),
    secret: job.paid ? job.secret : null,
    mode: job.mode,
    selectionType: job.selectionType,
    closesAt: job.closesAt?.toISOString() ?? null,
    reward: rewardOf(job),
    winnerCap: job.winnerCap,
    winnersNow: stats.winners,
    entryCount: stats.entries,
    selection: selectionOf(job, stats),
  };
}

export function presentBoughtOrder(config: SandboxConfig, order: BoughtOrder) {
  return {
    jobId: order.jobId,
    customId: order.customId,
    checkoutId: order.checkoutId,
    kind: order.family === 'hire' ? 'direct_hire' : 'store',
    ...summaryOf(order.productName),
    createdAt: order.createdAt.toISOString(),
    archived: false,
    status: orderStatusOf(order),
    workStatus: order.workStatus,
    fundingStatus: order.fundingStatus,
    network: order.network,
    paid: true,
    paused: false,
    url: `${config.siteUrl}/orders/${encodeURIComponent(order.jobId)}`,
    nextActions: {
      detail: {
        method: 'GET',
        url: `${config.publicUrl}/jobs/created/${encodeURIComponent(order.jobId)}`,
        description: 'Read this order.',
      },
      status: {
        method: 'POST',
        url: `${config.publicUrl}/${order.family === 'hire' ? 'hire' : 'store/purchase'}/status`,
        description: 'Read the purchase status with its purchase ID.',
        body: { purchaseId: order.checkoutId },
      },
    },
  };
}
