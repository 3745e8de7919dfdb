'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/**
 * What an area shows when rendering it failed. Plain words and two ways on;
 * never the error's message, stack or digest, which are for the server's logs.
 * `retry` is the error boundary's: it fetches the segment again and re-renders it.
 */
export function PageError({ what, retry }: { what: string; retry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus the heading, so a keyboard or screen reader user learns at once what happened.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="page-error-title"
      className="mx-auto max-w-xl rounded-lg border border-red-200 bg-white p-8 text-center"
    >
      <Icon name="triangle-exclamation-point" className="mx-auto mb-3 size-8 text-red-600" />
      <h1 id="page-error-title" ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {what} could not be shown
      </h1>
      <p className="mt-2 text-sm text-slate-600">
        Something went wrong on our side while showing this page. Trying again usually helps; if it keeps happening,
        come back in a few minutes.
      </p>
      <p className="mt-2 text-sm text-slate-600">
        If you were in the middle of a payment, do not pay again: check{' '}
        <Link href="/recovery" className="font-medium text-brand-700 underline">
          unfinished operations
        </Link>{' '}
        first.
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Button onClick={retry}>
          <Icon name="rotate-cw" className="size-4" /> Try again
        </Button>
        <Link href="/store" className={buttonClasses('secondary')}>
          Go to the store
        </Link>
      </div>
    </section>
  );
}
