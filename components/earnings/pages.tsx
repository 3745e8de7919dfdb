/** Paging through an earnings history: newer and older, up to the marketplace's last reachable page. */
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { EARNINGS_LIMITS } from '@/lib/marketplace/earnings/terms';
import { hrefOf, type EarningsPlace } from './place';

export function Pages({
  place,
  page,
  totalPages,
  nextPage,
  limited,
}: {
  place: EarningsPlace;
  page: number;
  totalPages: number;
  nextPage: number | null;
  limited: boolean;
}) {
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link href={hrefOf({ ...place, page: page - 1 })} scroll={false} className={buttonClasses('secondary', 'sm')}>
          Newer
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-600">
        Page {page} of {Math.min(totalPages, EARNINGS_LIMITS.pageMax).toLocaleString('en-US')}
      </span>
      {nextPage !== null ? (
        <Link href={hrefOf({ ...place, page: nextPage })} scroll={false} className={buttonClasses('secondary', 'sm')}>
          Older
        </Link>
      ) : (
        <span />
      )}
      {limited && (
        <p className="basis-full text-xs text-slate-600">
          Only the first 1,000 pages can be shown. Older rows exist but cannot be paged to here.
        </p>
      )}
    </nav>
  );
}
