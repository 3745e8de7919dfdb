import type { ReactNode } from 'react';
import { CreatorTabs } from './creator-tabs';

/** The creator area's frame: its title, its two lists, and the page. */
export function CreatorPage({ description, children }: { description: string; children: ReactNode }) {
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Creator</h1>
        <p className="text-sm text-slate-600">{description}</p>
      </div>
      <CreatorTabs />
      {children}
    </div>
  );
}
