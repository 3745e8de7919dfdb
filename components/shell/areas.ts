import type { Route } from 'next';
import { BellIcon, TagIcon, UserCircleIcon, UserPlusIcon, type IconComponent } from '@/components/ui/icons';
import {
  ArrowLeftRightIcon,
  BriefcaseIcon,
  CrownIcon,
  LineChartIcon,
  ReceiptIcon,
  RocketIcon,
  SendIcon,
  StoreIcon,
} from './area-icons';

export interface Area {
  href: Route;
  label: string;
  icon: IconComponent;
}

/** The areas grouped by what a person comes to do, in the order the navigation lists them. */
export const AREA_GROUPS: { label: string; areas: Area[] }[] = [
  {
    label: 'Buy',
    areas: [
      { href: '/store', label: 'Store', icon: StoreIcon },
      { href: '/hire', label: 'Hire', icon: UserPlusIcon },
      { href: '/purchases', label: 'Purchases', icon: ReceiptIcon },
    ],
  },
  { label: 'Sell', areas: [{ href: '/seller', label: 'Seller', icon: TagIcon }] },
  {
    label: 'Work',
    areas: [
      { href: '/jobs', label: 'Jobs', icon: BriefcaseIcon },
      { href: '/submissions', label: 'Submissions', icon: SendIcon },
    ],
  },
  {
    label: 'Create',
    areas: [
      { href: '/creator', label: 'Creator', icon: CrownIcon },
      { href: '/launch', label: 'Launch', icon: RocketIcon },
    ],
  },
  {
    label: 'Money',
    areas: [
      { href: '/swaps', label: 'Swaps', icon: ArrowLeftRightIcon },
      { href: '/earnings', label: 'Earnings', icon: LineChartIcon },
    ],
  },
  {
    label: 'Account',
    areas: [
      { href: '/notifications', label: 'Notifications', icon: BellIcon },
      { href: '/account', label: 'Account', icon: UserCircleIcon },
    ],
  },
];
