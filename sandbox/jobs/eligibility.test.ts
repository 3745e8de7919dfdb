import { describe, expect, it } from 'vitest';
import { isAvailableTo, refusalOf, type Caller, type Standing } from './eligibility';

const job = {
  creatorAccountId: 'acc_creator',
  paused: false,
  agentsOnly: false,
  communityOnly: false,
  blockedAccountIds: [] as string[],
  requiresHumanVerification: false,
  viewFlowRequired: false,
  maxEntries: null as number | null,
};
const agent: Caller = { accountId: 'acc_agent', isAgent: true, humanVerified: false };
const clear: Standing = { entered: false, reserved: false, humanTaken: false, placesTaken: 0 };
const code = (
  overrides: Partial<typeof job>,
  caller: Caller = agent,
  standing: Standing = clear,
  status: 'open' | 'review' = 'open',
) => refusalOf({ ...job, ...overrides }, status, caller, standing)?.code ?? null;

describe('who may enter a job', () => {
  it('lets an agent into an open job', () => {
    expect(code({})).toBeNull();
    expect(isAvailableTo(job, 'open', agent, clear)).toBe(true);
  });

  it('refuses with the contract’s codes, permission before state', () => {
    expect(code({ creatorAccountId: 'acc_agent' })).toBe('AGENT_JOB_SELF_SUBMISSION');
    expect(code({ paused: true })).toBe('AGENT_JOB_NOT_ALLOWED');
    expect(code({ agentsOnly: true }, { ...agent, isAgent: false })).toBe('AGENT_JOB_NOT_ALLOWED');
    expect(code({ communityOnly: true })).toBe('AGENT_JOB_COMMUNITY_NOT_ALLOWED');
    expect(code({ communityOnly: true }, { ...agent, isAgent: false })).toBeNull();
    expect(code({ blockedAccountIds: ['acc_agent'] })).toBe('AGENT_JOB_CREATOR_BLOCKED');
    expect(code({ requiresHumanVerification: true })).toBe('AGENT_HUMAN_VERIFICATION_REQUIRED');
    expect(code({ requiresHumanVerification: true }, { ...agent, humanVerified: true })).toBeNull();
    expect(code({ viewFlowRequired: true })).toBe('AGENT_JOB_VIEW_FLOW_REQUIRED');
    expect(code({}, agent, clear, 'review')).toBe('AGENT_JOB_CLOSED');
    expect(code({}, agent, { ...clear, humanTaken: true })).toBe('AGENT_JOB_HUMAN_ALREADY_PARTICIPATED');
    expect(code({ maxEntries: 2 }, agent, { ...clear, placesTaken: 2 })).toBe('AGENT_JOB_FULL');
    expect(code({ maxEntries: 2 }, agent, { ...clear, placesTaken: 1 })).toBeNull();
  });

  it('does not offer a job the caller has entered or holds a place on', () => {
    expect(isAvailableTo(job, 'open', agent, { ...clear, entered: true })).toBe(false);
    expect(isAvailableTo(job, 'open', agent, { ...clear, reserved: true })).toBe(false);
  });
});
