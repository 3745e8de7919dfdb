import type { Route } from 'next';
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { LinkPending } from './creator-controls-lazy';

/** A list's pages as links the server renders: back to the first page, and on to the next one when there is one. */
export function ListPages({ first, next }: { first: Route | undefined; next: Route | undefined }) {
  if (!first && !next) return null;
  return (
    <nav aria-label="Pages" className="flex justify-between">
      {first ? (
        <Link href={first} className={buttonClasses('secondary', 'sm')}>
          <LinkPending>First page</LinkPending>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link href={next} className={buttonClasses('secondary', 'sm')}>
          <LinkPending>Next page</LinkPending>
        </Link>
      )}
    </nav>
  );
}
