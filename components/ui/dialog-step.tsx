'use client';

import { Loader2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * One step inside a dialog (a quote shown, waiting, done, an error). Its
 * heading takes focus when the step appears, so keyboard and screen-reader
 * users follow along as the dialog moves on. A busy step shows a spinner but
 * no aria-busy: readers hold back a busy region, and a wait must be heard.
 */
export function DialogStep({ title, busy = false, children }: { title: string; busy?: boolean; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // A step replacing another in place is a new step when its title changes.
    if (heading.current?.closest('dialog[open]')) heading.current.focus();
  }, [title]);
  return (
    <div className="space-y-4">
      <h3 ref={heading} tabIndex={-1} className="flex items-center gap-2 text-base font-semibold focus:outline-none">
        {busy && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
        {title}
      </h3>
      {children}
    </div>
  );
}
