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

export const AREAS: Area[] = [
  { href: '/store', label: 'Store', icon: Store },
  { href: '/hire', label: 'Hire', icon: UserPlus },
  { href: '/purchases', label: 'Purchases', icon: Receipt },
  { href: '/seller', label: 'Seller', icon: Tag },
  { href: '/jobs', label: 'Jobs', icon: Briefcase },
  { href: '/submissions', label: 'Submissions', icon: Send },
  { href: '/creator', label: 'Creator', icon: Crown },
  { href: '/launch', label: 'Launch', icon: Rocket },
  { href: '/swaps', label: 'Swaps', icon: ArrowLeftRight },
  { href: '/earnings', label: 'Earnings', icon: LineChart },
  { href: '/notifications', label: 'Notifications', icon: Bell },
  { href: '/account', label: 'Account', icon: UserCircle },
];
