import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/** What a page that does not exist shows: plainly that, and the way back to the store. */
export function NotFoundNotice({
  title = 'This page does not exist',
  children,
}: {
  title?: string;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-8 text-center"
    >
      <Icon name="search-x" className="mx-auto mb-3 size-8 text-slate-400" />
      <h1 id="not-found-title" className="text-lg font-semibold">
        {title}
      </h1>
      <p className="mt-2 text-sm text-slate-600">
        {children ?? 'The address may be mistyped, or what it pointed to has moved or been removed.'}
      </p>
      <Link href="/store" className={buttonClasses('primary', 'md', 'mt-5')}>
        Go to the store
      </Link>
    </section>
  );
}
