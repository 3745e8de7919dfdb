/** What the social job form and its stand-in say alike: the choices, and the hints that follow the rules of 4.14. */
import { EXTERNAL_JOB_TYPES, EXTERNAL_JOB_TYPE_LABELS } from '@/lib/marketplace/launch/terms';
import type { ExternalPayment, externalRules } from '@/lib/marketplace/launch/form-values';

export const JOB_TYPES = EXTERNAL_JOB_TYPES.map((value) => ({ value, label: EXTERNAL_JOB_TYPE_LABELS[value] }));
export const PAYMENTS: { value: ExternalPayment; label: string; description: string }[] = [
  { value: 'usdc', label: 'USDC', description: 'Paid from your wallet over x402, right after the job is created.' },
  { value: 'balance', label: 'SOL balance', description: 'Taken from your platform balance at once.' },
];

type Rules = ReturnType<typeof externalRules>;

export const POST_HINT = 'Its link (https://x.com/name/status/123) or its numeric ID.';
export const messageHint = (rules: Rules) =>
  rules.messageRequired ? 'Required for comments: tell workers what to write.' : 'Optional for reposts.';
export const completionsHint = (rules: Rules) =>
  `${rules.completions.min} to ${rules.completions.max.toLocaleString('en-US')} for this kind of job.`;
export const RANK_HINT = '1 to 3.';
export const COOLDOWN_HINT = '0 to 1,440 between a worker’s completions.';
export const submitLabel = (payment: ExternalPayment) =>
  payment === 'balance' ? 'Create and pay from my balance' : 'Create, then pay in USDC';
