import { mediaSrc } from '@/lib/media-src';
import { Icon } from '@/components/ui/icon';

const IMAGE = /\.(png|jpe?g|gif|webp|bmp|svg)(\?|$)/i;

function fileName(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').pop() || url);
  } catch {
    return url;
  }
}

export function ProductAttachments({ urls }: { urls: string[] }) {
  if (urls.length === 0) return null;
  return (
    <section aria-labelledby="attachments-title" className="space-y-3">
      <h2 id="attachments-title" className="text-base font-semibold">
        Attachments
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {urls.map((url) => (
          <li key={url}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center gap-3 rounded-md border border-slate-200 bg-white p-2 text-sm hover:border-brand-500"
            >
              {IMAGE.test(url) ? (
                // eslint-disable-next-line @next/next/no-img-element -- the marketplace's pictures, through this origin (lib/media-src.ts)
                <img src={mediaSrc(url)} alt="" className="size-12 rounded object-cover" loading="lazy" />
              ) : (
                <Icon name="file-text" className="size-12 p-2 text-slate-400" />
              )}
              <span className="truncate">{fileName(url)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
