import type { Route } from 'next';
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import type { Entry } from '@/lib/marketplace/creator/contract';
import { AttachmentLinks, LinkPending } from './creator-controls-lazy';
import { LocalTime } from '@/components/ui/local-time';

/** When an entry was sent, rendered on the server. */
export function EntrySent({ entry }: { entry: Entry }) {
  if (!entry.created_at) return null;
  return (
    <span className="ml-auto text-xs text-slate-600">
      Sent <LocalTime iso={entry.created_at} />
    </span>
  );
}

/** An entry's text and files, rendered on the server: the files' previews load only for an entry that has some. */
export function EntryContent({ entry, index }: { entry: Entry; index: number }) {
  return (
    <>
      {entry.content_text ? (
        <p className="whitespace-pre-line break-words text-sm">{entry.content_text}</p>
      ) : (
        <p className="text-sm text-slate-500">No text, files only.</p>
      )}
      {entry.attachment_urls.length > 0 && (
        <AttachmentLinks urls={entry.attachment_urls} label={`Files of entry ${index}`} />
      )}
    </>
  );
}

/** The pages of entries as links the server renders, the page in view between them. */
export function EntryPages({
  page,
  totalPages,
  hrefOf,
}: {
  page: number;
  totalPages: number;
  hrefOf: (page: number) => Route;
}) {
  const step = (to: number, label: string) =>
    to >= 1 && to <= totalPages ? (
      <Link href={hrefOf(to)} scroll={false} className={buttonClasses('secondary', 'sm')}>
        <LinkPending>{label}</LinkPending>
      </Link>
    ) : (
      <span aria-disabled="true" className={`${buttonClasses('secondary', 'sm')} pointer-events-none opacity-50`}>
        {label}
      </span>
    );
  return (
    <nav aria-label="Pages of entries" className="flex items-center justify-between">
      {step(page - 1, 'Previous')}
      <span className="text-sm text-slate-600">
        Page {page} of {totalPages}
      </span>
      {step(page + 1, 'Next')}
    </nav>
  );
}
