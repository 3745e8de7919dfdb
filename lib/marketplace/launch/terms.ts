/**
 * The launch area's terms that pages need without its schemas: limits, labels,
 * and the routes as the browser calls them (`wireRoutes`). No zod here: the
 * schemas stay in contract.ts, loaded on a page's first call.
 */
import type { QuickService } from './contract';
import type { WireEntry } from '../route';

export const LAUNCH_LIMITS = {
  likes: { min: 5, max: 250, default: 40 },
  views: { min: 10, max: 5000, default: 100 },
  winners: { min: 1, max: 100, default: 10 },
  perUserMin: '0.01',
  perUserDefault: '0.025',
  /** Sandbox assumption: a reward per winner of at most 1000 USDC. */
  perUserMax: '1000',
  /** Sandbox assumption: the same 5,000 characters as an entry. */
  descriptionMax: 5000,
  /** Sandbox assumption: the selection window of advanced jobs, 10 minutes to 30 days (default one day). */
  selectionMinutes: { min: 10, max: 43_200, default: 1440 },
  /** Sandbox assumption: limited places on an advanced job, up to 10,000. */
  maxEntriesMax: 10_000,
  urlMax: 2048,
  /** Sandbox assumption: the quick routes take 5 to 1000 units (likes 5 to 250, as the detailed route). */
  quick: { min: 5, max: 1000 },
  external: {
    minRank: { min: 1, max: 3, default: 1 },
    cooldownMinutes: { min: 0, max: 1440, default: 0 },
    maxCompletionsMin: 25,
    maxCompletionsMax: { repost: 1000, comment: 250, repost_comment: 250 },
    /** Sandbox assumption: worker instructions of at most 2,000 characters. */
    messageMax: 2000,
    /** Sandbox assumption: totals of at most 1,000,000 USDC or 100,000 SOL. */
    totalUsdcMax: '1000000',
    totalSolMax: '100000',
  },
  /** Sandbox assumption: mirrored and external bodies of at most 16 KiB. */
  bodyBytes: 16 * 1024,
  jobIdLength: 8,
  entriesPageMax: 1_000_000,
} as const;

export const QUICK_SERVICES = ['reposts', 'xlikes', 'insta-likes', 'dex-rocket'] as const;

export const EXTERNAL_JOB_TYPES = ['repost', 'comment', 'repost_comment'] as const;

export type ExternalJobType = (typeof EXTERNAL_JOB_TYPES)[number];

/** Words the pages show for the contract's values. */
export const EXTERNAL_JOB_TYPE_LABELS: Record<ExternalJobType, string> = {
  repost: 'Repost',
  comment: 'Comment',
  repost_comment: 'Repost and comment',
};

// ---- field forms ---------------------------------------------------------------

/** A post on X: https://x.com/{handle}/status/{id} (twitter.com, www. and mobile. too). */
export const X_POST_URL =
  /^https:\/\/(?:www\.|mobile\.)?(?:x|twitter)\.com\/[A-Za-z0-9_]{1,15}\/status\/(\d{1,25})(?:[/?#]\S*)?$/;

/** The status ID of a post reference (URL or ID). */
export function tweetIdOf(ref: string): string {
  return /^\d+$/.test(ref) ? ref : (X_POST_URL.exec(ref)?.[1] ?? ref);
}

type InputProblem = { ok: false; message: string };

export type Resolved<T> = { ok: true; value: T } | InputProblem;

export interface AgentToHumanCreate {
  action: 'create';
  description: string;
  winners: number;
  perUser: string;
  /** Advanced only. */
  selectionType: 'creator' | 'random';
  selectionTimeMinutes: number;
  humanVerified: boolean;
  /** null: unlimited entries (contest); a number: limited places. Undefined: the basic job's rule. */
  maxEntries: number | null | undefined;
}

export type AgentToHumanInput =
  AgentToHumanCreate | { action: 'view'; secret: string; page: number } | { action: 'recover' };

// ---- likes and views -----------------------------------------------------------

export type SocialService = 'xlikes' | 'xviews';

export interface SocialInput {
  url: string;
  amount: number;
}

export interface ExternalJobInput {
  tweetRef: string;
  jobtype: ExternalJobType;
  minRank: number;
  cooldownMinutes: number;
  maxCompletions: number;
  message: string | null;
  payment: { kind: 'usdc'; total: string } | { kind: 'balance'; total: string };
}

/** The statement a payer signs to recover what they paid for. */
export const RECOVER_PURPOSE = 'Sign in to recover the work you paid for on {service}';

export const QUICK_SERVICE_LABELS: Record<QuickService, string> = {
  reposts: 'Reposts on X',
  xlikes: 'Likes on X',
  'insta-likes': 'Likes on Instagram',
  'dex-rocket': 'DEX listing boost',
};

/** A paid route on either network, named in its first segment. */
export const networkPath = <const Service extends string>(service: Service) =>
  `/:network=solana|base/${service}` as const;

/** The routes as pages call them; contract.ts adds the rest of each entry. */
export const launchWire = {
  agentToHuman: { id: 'launch.agentToHuman', method: 'GET', path: networkPath('agenttohuman') },
  agentToHumanAdvanced: { id: 'launch.agentToHumanAdvanced', method: 'GET', path: networkPath('agenttohumanadvanced') },
  xlikes: { id: 'launch.xlikes', method: 'GET', path: '/solana/xlikes' },
  xviews: { id: 'launch.xviews', method: 'GET', path: '/solana/xviews' },
  recover: { id: 'launch.recover', method: 'GET', path: networkPath('siwx/agenttohuman/recover') },
  quickReposts: { id: 'launch.quickReposts', method: 'GET', path: '/api/x402/quick/solana/reposts-:count' },
  quickXlikes: { id: 'launch.quickXlikes', method: 'GET', path: '/api/x402/quick/solana/xlikes-:count' },
  quickInstaLikes: { id: 'launch.quickInstaLikes', method: 'GET', path: '/api/x402/quick/solana/insta-likes-:count' },
  quickDexRocket: { id: 'launch.quickDexRocket', method: 'GET', path: '/api/x402/quick/solana/dex-rocket-:count' },
  jobAccepts: { id: 'launch.jobAccepts', method: 'GET', path: '/api/x402/jobs/:jobId/accepts' },
  jobPay: { id: 'launch.jobPay', method: 'GET', path: '/api/x402/jobs/:jobId/pay' },
  jobPayBase: { id: 'launch.jobPayBase', method: 'GET', path: '/api/x402/base/jobs/:jobId/pay' },
  externalCreate: { id: 'launch.externalCreate', method: 'POST', path: '/api/external/jobs/create' },
  discovery: { id: 'launch.discovery', method: 'GET', path: '/.well-known/x402' },
} as const satisfies Record<string, WireEntry>;
