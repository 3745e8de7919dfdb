import { useId, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/cn';

/** A titled region of a page: its heading names it for screen readers; `action` sits beside the heading. */
export function Section({
  title,
  action,
  className,
  children,
  ref,
  tabIndex,
}: {
  title: ReactNode;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
  /** For a section a script moves focus to (with tabIndex -1). */
  ref?: Ref<HTMLElement>;
  tabIndex?: number;
}) {
  const id = useId();
  return (
    <section
      ref={ref}
      tabIndex={tabIndex}
      aria-labelledby={id}
      className={cn('rounded-lg border border-slate-200 bg-white p-5', className)}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2 id={id} className="text-base font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
