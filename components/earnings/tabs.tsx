/** The earnings page's choices of view and period: links, so each choice is a place in the URL. */
import type { Route } from 'next';
import Link from 'next/link';
import { cn } from '@/lib/cn';

export function Tabs({
  label,
  items,
}: {
  label: string;
  items: { key: string; label: string; href: Route; current: boolean }[];
}) {
  return (
    <nav aria-label={label}>
      <ul className="inline-flex flex-wrap gap-1 rounded-md border border-slate-300 p-0.5">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              href={item.href}
              scroll={false}
              aria-current={item.current ? 'page' : undefined}
              className={cn(
                'block rounded px-3 py-1.5 text-sm',
                item.current ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
