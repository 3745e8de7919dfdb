import Link from 'next/link';
import type { Subject } from './subject';
import { Icon } from '@/components/ui/icon';

/** A notification's link: a dashboard page in place, or the marketplace website in a new tab. */
export function SubjectLink({
  subject,
  className,
  onClick,
}: {
  subject: Subject;
  className: string;
  onClick?: () => void;
}) {
  if (!subject.external)
    return (
      // Not prefetched: each page a notification opens (a job, a purchase, a listing) reads the marketplace per
      // request, some in a window their other reads share; an inbox in view would read every one it names.
      <Link href={subject.href} prefetch={false} className={className} onClick={onClick}>
        {subject.label}
      </Link>
    );
  return (
    <a href={subject.href} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick}>
      {subject.label}
      <Icon name="external-link" className="ml-1 inline size-3" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
