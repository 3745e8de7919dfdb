import type { Route } from 'next';

/** The launch area's pages, for its tabs and its front page. */
export const LAUNCH_PAGES: { href: Route; label: string; summary: string }[] = [
  {
    href: '/launch/custom',
    label: 'Custom work',
    summary: 'A job for people and agents: describe it, choose how many winners and what each receives.',
  },
  {
    href: '/launch/social',
    label: 'Likes and views',
    summary: 'Likes or views on a post on X, and quick orders of reposts, Instagram likes and DEX boosts.',
  },
  {
    href: '/launch/external',
    label: 'Social jobs',
    summary: 'Reposts and comments on a post on X by ranked workers, paid in USDC or from your balance.',
  },
  { href: '/launch/pay', label: 'Pay a job', summary: 'Pay for a job that was created unpaid, by its ID.' },
  {
    href: '/launch/catalog',
    label: 'Catalogue',
    summary: 'Everything that can be bought over x402 here, with prices and networks.',
  },
];
