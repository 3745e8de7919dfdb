import { fileNameOf, webLink } from '@/lib/link';
import { Icon } from '@/components/ui/icon';

/** Files someone else sent: links only when they are web addresses; anything else is shown as text, never opened. */
export function FileLinks({ files }: { files: readonly string[] }) {
  if (files.length === 0) return null;
  return (
    <ul className="mt-1 space-y-1">
      {files.map((file) => {
        const url = webLink(file);
        return (
          <li key={file} className="min-w-0 text-sm">
            {url ? (
              <a
                href={url.href}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex max-w-full items-center gap-1 text-brand-700 hover:underline"
              >
                <Icon name="file-text" className="size-4 shrink-0" />{' '}
                <span className="truncate">{fileNameOf(url)}</span>
              </a>
            ) : (
              <span className="break-all text-slate-600">{file}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
