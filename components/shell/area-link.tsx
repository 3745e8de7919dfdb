'use client';

import type { Route } from 'next';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const isActive = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/** One area in the navigation, marked current while the address is in it; its icon and label come from the server. */
export function AreaLink({ href, children }: { href: Route; children: ReactNode }) {
  const active = isActive(usePathname() ?? '', href);
  return (
    <Link
      href={href}
      // Every area renders per request; prefetching all of them on every page view would cost more than it saves.
      prefetch={false}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium',
        active ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
      )}
    >
      {children}
    </Link>
  );
}
