import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';

/** Nothing to show, said plainly, with what to do next. Renders on the server as well as in the browser. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Icon name="inbox" className="mb-3 size-8 text-slate-400" />
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {children && <div className="mt-1 max-w-md text-sm text-slate-600">{children}</div>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}
