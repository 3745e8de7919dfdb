import type { Route } from 'next';
import type { IconName } from '@/components/ui/icon-names';

export interface Area {
  href: Route;
  label: string;
  icon: IconName;
}

/** The areas grouped by what a person comes to do, in the order the navigation lists them. */
export const AREA_GROUPS: { label: string; areas: Area[] }[] = [
  {
    label: 'Buy',
    areas: [
      { href: '/store', label: 'Store', icon: 'store' },
      { href: '/hire', label: 'Hire', icon: 'user-plus' },
      { href: '/purchases', label: 'Purchases', icon: 'receipt' },
    ],
  },
  { label: 'Sell', areas: [{ href: '/seller', label: 'Seller', icon: 'tag' }] },
  {
    label: 'Work',
    areas: [
      { href: '/jobs', label: 'Jobs', icon: 'briefcase' },
      { href: '/submissions', label: 'Submissions', icon: 'send' },
    ],
  },
  {
    label: 'Create',
    areas: [
      { href: '/creator', label: 'Creator', icon: 'crown' },
      { href: '/launch', label: 'Launch', icon: 'rocket' },
    ],
  },
  {
    label: 'Money',
    areas: [
      { href: '/swaps', label: 'Swaps', icon: 'arrow-left-right' },
      { href: '/earnings', label: 'Earnings', icon: 'chart-line' },
    ],
  },
  {
    label: 'Account',
    areas: [
      { href: '/notifications', label: 'Notifications', icon: 'bell' },
      { href: '/account', label: 'Account', icon: 'circle-user' },
    ],
  },
];
