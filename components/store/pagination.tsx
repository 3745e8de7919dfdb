import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { StoreLink } from './store-navigation';
import { Icon } from '@/components/ui/icon';

interface Props {
  total: number;
  limit: number;
  offset: number;
  hasMore: boolean;
  nextOffset: number | null;
  hrefFor: (offset: number) => string;
}

/** Page numbers to show: first, last and two around the current one. */
function pageWindow(current: number, last: number): (number | 'gap')[] {
  const pages = new Set(
    [1, last, current - 2, current - 1, current, current + 1, current + 2].filter((p) => p >= 1 && p <= last),
  );
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const [i, page] of sorted.entries()) {
    if (i > 0 && page - sorted[i - 1]! > 1) result.push('gap');
    result.push(page);
  }
  return result;
}

/** Page links; each page is its own URL, rendered by the server. */
export function Pagination({ total, limit, offset, hasMore, nextOffset, hrefFor }: Props) {
  const current = Math.floor(offset / limit) + 1;
  // Pages past the offset ceiling cannot be reached, whatever the total says.
  const reachable = (page: number) => (page - 1) * limit <= 10_000;
  const last = Math.max(1, Math.ceil(total / limit));
  const prevOffset = offset > 0 ? Math.max(0, offset - limit) : null;

  const pageLink = (target: number | null, label: ReactNode, aria: string, extra?: string) =>
    target === null ? (
      <span
        aria-disabled="true"
        className={cn(
          'inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm text-slate-300',
          extra,
        )}
      >
        {label}
      </span>
    ) : (
      <StoreLink
        href={hrefFor(target)}
        toTop
        aria-label={aria}
        className={cn(
          'inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm text-slate-700 hover:bg-slate-100',
          extra,
        )}
      >
        {label}
      </StoreLink>
    );

  return (
    <nav aria-label="Pages" className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="text-sm text-slate-600">
        {total === 0 ? 'No results' : `Showing ${offset + 1}–${Math.min(offset + limit, total)} of ${total}`}
      </p>
      <ul className="flex items-center gap-1">
        <li>{pageLink(prevOffset, <Icon name="chevron-left" className="size-4" />, 'Previous page')}</li>
        {pageWindow(current, last).map((page, i) =>
          page === 'gap' ? (
            <li key={`gap-${i}`} className="px-1 text-slate-400" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              {page === current ? (
                <span
                  aria-current="page"
                  className="inline-flex h-9 min-w-9 items-center justify-center rounded-md bg-brand-600 px-2 text-sm font-semibold text-white"
                >
                  {page}
                </span>
              ) : reachable(page) ? (
                pageLink((page - 1) * limit, page, `Page ${page}`)
              ) : null}
            </li>
          ),
        )}
        <li>{pageLink(nextOffset, <Icon name="chevron-right" className="size-4" />, 'Next page')}</li>
      </ul>
      {hasMore && nextOffset === null && (
        <p role="status" className="text-sm text-amber-800">
          There are more results than paging can reach. Narrow your search to see them.
        </p>
      )}
    </nav>
  );
}
