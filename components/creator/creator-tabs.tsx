'use client';

import type { Route } from 'next';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cn } from '@/lib/cn';

const TABS: { href: Route; label: string }[] = [
  { href: '/creator/actions', label: 'Action queue' },
  { href: '/creator/jobs', label: 'Your jobs' },
];

/** The creator area's two lists. */
export function CreatorTabs() {
  const pathname = usePathname();
  return (
    <nav aria-label="Creator" className="flex gap-1 border-b border-slate-200">
      {TABS.map((tab) => {
        const active = pathname === tab.href || pathname.startsWith(`${tab.href}/`);
        return (
          <Link
            key={tab.href}
            href={tab.href}
            aria-current={active ? 'page' : undefined}
            className={cn('-mb-px border-b-2 px-3 py-2 text-sm font-medium', active ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900')}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
