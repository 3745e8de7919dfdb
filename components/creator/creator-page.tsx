import type { Route } from 'next';
import type { ReactNode } from 'react';
import { AreaTabs } from '@/components/ui/area-tabs';

const TABS: { href: Route; label: string }[] = [
  { href: '/creator/actions', label: 'Actions' },
  { href: '/creator/jobs', label: 'Your jobs' },
];

/** The creator area's frame: the page's own title, the area's two lists, and the page. */
export function CreatorPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-5">
      <div>
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Creator</p>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="text-sm text-slate-600">{description}</p>
      </div>
      <AreaTabs label="Creator" tabs={TABS} />
      {children}
    </div>
  );
}
