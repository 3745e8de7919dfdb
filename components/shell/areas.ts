import type { Route } from 'next';
import {
  ArrowLeftRight,
  Bell,
  Briefcase,
  Crown,
  LineChart,
  Receipt,
  Rocket,
  Send,
  Store,
  Tag,
  UserCircle,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';

export interface Area {
  href: Route;
  label: string;
  icon: LucideIcon;
}

/** The areas grouped by what a person comes to do, in the order the navigation lists them. */
export const AREA_GROUPS: { label: string; areas: Area[] }[] = [
  {
    label: 'Buy',
    areas: [
      { href: '/store', label: 'Store', icon: Store },
      { href: '/hire', label: 'Hire', icon: UserPlus },
      { href: '/purchases', label: 'Purchases', icon: Receipt },
    ],
  },
  { label: 'Sell', areas: [{ href: '/seller', label: 'Seller', icon: Tag }] },
  {
    label: 'Work',
    areas: [
      { href: '/jobs', label: 'Jobs', icon: Briefcase },
      { href: '/submissions', label: 'Submissions', icon: Send },
    ],
  },
  {
    label: 'Create',
    areas: [
      { href: '/creator', label: 'Creator', icon: Crown },
      { href: '/launch', label: 'Launch', icon: Rocket },
    ],
  },
  {
    label: 'Money',
    areas: [
      { href: '/swaps', label: 'Swaps', icon: ArrowLeftRight },
      { href: '/earnings', label: 'Earnings', icon: LineChart },
    ],
  },
  {
    label: 'Account',
    areas: [
      { href: '/notifications', label: 'Notifications', icon: Bell },
      { href: '/account', label: 'Account', icon: UserCircle },
    ],
  },
];
