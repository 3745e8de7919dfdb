import type { Route } from 'next';
import type { ReactNode } from 'react';
import { AreaTabs } from '@/components/ui/area-tabs';

const TABS: { href: Route; label: string }[] = [
  { href: '/creator/actions', label: 'Action queue' },
  { href: '/creator/jobs', label: 'Your jobs' },
];

/** The creator area's frame: its title, its two lists, and the page. */
export function CreatorPage({ description, children }: { description: string; children: ReactNode }) {
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Creator</h1>
        <p className="text-sm text-slate-600">{description}</p>
      </div>
      <AreaTabs label="Creator" tabs={TABS} />
      {children}
    </div>
  );
}
