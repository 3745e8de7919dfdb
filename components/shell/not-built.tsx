import { Construction } from 'lucide-react';
import type { Route } from 'next';
import Link from 'next/link';
import { areaFor } from './areas';

/** What an area that is not built yet shows: plainly that, and where to go instead. */
export function NotBuiltYet({ href }: { href: Route }) {
  const area = areaFor(href);
  return (
    <section aria-labelledby="not-built-title" className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-8 text-center">
      <Construction className="mx-auto mb-3 size-8 text-amber-500" aria-hidden="true" />
      <h1 id="not-built-title" className="text-lg font-semibold">
        {area.label} is not built yet
      </h1>
      <p className="mt-2 text-sm text-slate-600">{area.summary} This part of the dashboard does not exist yet, so there is nothing to show or do here.</p>
      <Link href="/store" className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline">
        Go to the store
      </Link>
    </section>
  );
}
