'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';

/**
 * One step inside a dialog (a quote shown, waiting, done, an error). Its
 * heading takes focus when the step appears, so keyboard and screen-reader
 * users follow along as the dialog moves on. On a page, steps inside a
 * `data-steps` region (one shown in answer to a press) do the same when the
 * focus was lost with the step before (the control pressed went away with
 * it), and never take it from elsewhere on the page. A busy step shows a spinner but no aria-busy:
 * readers hold back a busy region, and a wait must be heard.
 */
export function DialogStep({ title, busy = false, children }: { title: string; busy?: boolean; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // A step replacing another in place is a new step when its title changes.
    const inDialog = heading.current?.closest('dialog[open]');
    const focusLost = document.activeElement === document.body && heading.current?.closest('[data-steps]');
    if (inDialog || focusLost) heading.current?.focus();
  }, [title]);
  return (
    <div className="space-y-4">
      <h3 ref={heading} tabIndex={-1} className="flex items-center gap-2 text-base font-semibold focus:outline-none">
        {busy && <Icon name="loader-circle" className="size-4 animate-spin" />}
        {title}
      </h3>
      {children}
    </div>
  );
}
