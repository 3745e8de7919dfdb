'use client';

import { useLinkStatus } from 'next/link';
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';

/**
 * A link's words, with a turning mark while the page it opens is rendered on the server: the page in view stays until
 * then (no placeholder held back its first paint), so the link says it was followed.
 */
export function LinkPending({ children }: { children: ReactNode }) {
  const { pending } = useLinkStatus();
  return (
    <>
      {children}
      {pending && (
        <>
          <Icon name="rotate-cw" className="size-3.5 animate-spin" />
          <span className="sr-only">(loading)</span>
        </>
      )}
    </>
  );
}
