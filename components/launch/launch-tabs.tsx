'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cn } from '@/lib/cn';
import { LAUNCH_PAGES } from './launch-pages';

/** The launch area's pages. */
export function LaunchTabs() {
  const pathname = usePathname();
  return (
    <nav aria-label="Launch" className="-mx-1 flex gap-1 overflow-x-auto border-b border-slate-200 px-1">
      {LAUNCH_PAGES.map((tab) => {
        const active = pathname === tab.href || pathname.startsWith(`${tab.href}/`);
        return (
          <Link
            key={tab.href}
            href={tab.href}
            aria-current={active ? 'page' : undefined}
            className={cn(
              '-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
              active ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}

/** The heading and tabs every launch page starts with. */
export function LaunchHeader({ title, intro }: { title: string; intro: React.ReactNode }) {
  return (
    <div className="space-y-3">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="text-sm text-slate-600">{intro}</p>
      </div>
      <LaunchTabs />
    </div>
  );
}
