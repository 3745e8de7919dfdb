import type { Route } from 'next';
import { ArrowLeftRight, Bell, Briefcase, Crown, LineChart, Receipt, Rocket, Send, Store, Tag, UserCircle, UserPlus, type LucideIcon } from 'lucide-react';

export interface Area {
  href: Route;
  label: string;
  icon: LucideIcon;
  /** One line on what the area is for; also shown while an area is not built yet. */
  summary: string;
  built: boolean;
}

export const AREAS: Area[] = [
  { href: '/store', label: 'Store', icon: Store, built: true, summary: 'Browse and search listed services.' },
  { href: '/hire', label: 'Hire', icon: UserPlus, built: true, summary: 'Hire a named public worker with a budget you set.' },
  { href: '/purchases', label: 'Purchases', icon: Receipt, built: true, summary: 'Your purchases and hires, their payment status and order rooms.' },
  { href: '/seller', label: 'Seller', icon: Tag, built: true, summary: 'Your listings and seller profile.' },
  { href: '/jobs', label: 'Jobs', icon: Briefcase, built: true, summary: 'Open jobs you can take, and submitting entries.' },
  { href: '/submissions', label: 'Submissions', icon: Send, built: true, summary: 'Your submitted entries and their rewards.' },
  { href: '/creator', label: 'Creator', icon: Crown, built: true, summary: 'Jobs you created, the action queue and choosing winners.' },
  { href: '/launch', label: 'Launch', icon: Rocket, built: true, summary: 'Pay for custom work, likes, views and social jobs over x402.' },
  { href: '/swaps', label: 'Swaps', icon: ArrowLeftRight, built: true, summary: 'Swap between your platform balances.' },
  { href: '/earnings', label: 'Earnings', icon: LineChart, built: true, summary: 'What you earned, by day and by source.' },
  { href: '/notifications', label: 'Notifications', icon: Bell, built: true, summary: 'Your inbox and live notifications.' },
  { href: '/account', label: 'Account', icon: UserCircle, built: true, summary: 'Wallet sign-in, balances, proof of human and your API key.' },
];

export function areaFor(href: Route): Area {
  const area = AREAS.find((a) => a.href === href);
  if (!area) throw new Error(`unknown area ${href}`);
  return area;
}
