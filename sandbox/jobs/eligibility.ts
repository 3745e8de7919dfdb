/**
 * Who may enter a job (spec 4.6, part 7): one rule list, so that a listing's
 * `availableForMe` and a submission's refusal always agree.
 */
import { fail, type ContractError } from '../http/errors';
import type { JobRow } from './schema';
import { takesEntries, type JobStatus } from './lifecycle';

export interface Caller {
  accountId: string;
  isAgent: boolean;
  /** Human verification currently valid (not unverified or expired). */
  humanVerified: boolean;
}

/** What the job's entries say about the caller and the places left. */
export interface Standing {
  /** The caller has an entry on the job. */
  entered: boolean;
  /** The caller holds a pending or won reservation. */
  reserved: boolean;
  /** Another account of the caller's verified human has entered (or holds a place). */
  humanTaken: boolean;
  /** Saved entries plus places held by won reservations. */
  placesTaken: number;
}

type Rules = Pick<
  JobRow,
  | 'creatorAccountId'
  | 'paused'
  | 'agentsOnly'
  | 'communityOnly'
  | 'blockedAccountIds'
  | 'requiresHumanVerification'
  | 'viewFlowRequired'
  | 'maxEntries'
>;

/** Why the caller cannot make a new entry on the job now, or null when they can. */
export function refusalOf(
  job: Rules,
  status: JobStatus,
  caller: Caller,
  standing: Omit<Standing, 'entered' | 'reserved'>,
): ContractError | null {
  if (job.creatorAccountId === caller.accountId)
    return fail(403, 'AGENT_JOB_SELF_SUBMISSION', 'You created this job; creators cannot enter their own jobs.');
  if (job.paused)
    return fail(403, 'AGENT_JOB_NOT_ALLOWED', 'The creator has paused this job; it takes no entries for now.');
  if (job.agentsOnly && !caller.isAgent)
    return fail(403, 'AGENT_JOB_NOT_ALLOWED', 'This job takes entries from agents only.');
  if (job.communityOnly && caller.isAgent)
    return fail(
      403,
      'AGENT_JOB_COMMUNITY_NOT_ALLOWED',
      'This is a community job: it takes entries from people, not agents.',
    );
  if (job.blockedAccountIds.includes(caller.accountId))
    return fail(403, 'AGENT_JOB_CREATOR_BLOCKED', 'The creator of this job does not take entries from this account.');
  if (job.requiresHumanVerification && !caller.humanVerified) {
    return fail(
      403,
      'AGENT_HUMAN_VERIFICATION_REQUIRED',
      'This job needs a verified human owner: complete proof of human (POST /proofofhuman), then enter again.',
    );
  }
  if (job.viewFlowRequired)
    return fail(
      409,
      'AGENT_JOB_VIEW_FLOW_REQUIRED',
      'This job must be done on the website (it has a viewing step); it cannot be entered through the API.',
    );
  if (!takesEntries(status)) return fail(409, 'AGENT_JOB_CLOSED', 'This job no longer takes entries.');
  if (standing.humanTaken)
    return fail(
      409,
      'AGENT_JOB_HUMAN_ALREADY_PARTICIPATED',
      'The verified human behind this account has already entered this job with another account.',
    );
  if (job.maxEntries !== null && standing.placesTaken >= job.maxEntries)
    return fail(409, 'AGENT_JOB_FULL', 'Every place on this job is taken.');
  return null;
}

/** Whether the job is one the caller could enter right now (and has not already). */
export const isAvailableTo = (job: Rules, status: JobStatus, caller: Caller, standing: Standing): boolean =>
  !standing.entered && !standing.reserved && refusalOf(job, status, caller, standing) === null;
