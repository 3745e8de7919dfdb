/** The custom work form's choices and hints, the same in its stand-in and in the form. */
import { LAUNCH_LIMITS } from '@/lib/marketplace/launch/terms';
import type { EntryRule } from '@/lib/marketplace/launch/form-values';
import { NETWORK_LABEL } from '@/lib/marketplace/values';

export const NETWORKS = (['solana', 'base'] as const).map((value) => ({
  value,
  label: `${NETWORK_LABEL[value]} (USDC)`,
}));
export const KINDS = [
  { value: 'basic', label: 'Basic', description: 'Winners are drawn at random when the job closes.' },
  {
    value: 'advanced',
    label: 'Advanced',
    description: 'You choose winners, or a draw; a window, verification and contests.',
  },
] as const;
export const SELECTIONS = [
  { value: 'creator', label: 'I choose the winners' },
  { value: 'random', label: 'Drawn at random' },
] as const;
export const ENTRIES: { value: EntryRule; label: string }[] = [
  { value: 'open', label: 'Open entries' },
  { value: 'unlimited', label: 'Contest: unlimited entries' },
  { value: 'limited', label: 'Limited places' },
];

export const DESCRIPTION_HINT = `Up to ${LAUNCH_LIMITS.descriptionMax.toLocaleString('en-US')} characters.`;
export const WINNERS_HINT = `${LAUNCH_LIMITS.winners.min} to ${LAUNCH_LIMITS.winners.max}.`;
export const PER_USER_HINT = `At least ${LAUNCH_LIMITS.perUserMin}, at most 6 decimals.`;

/** The line under the price: what it is made of. */
export const breakdownOf = (v: { winners: string; perUser: string }) =>
  `${v.winners.trim()} winners × ${v.perUser.trim()} USDC each`;
