import { preload } from 'react-dom';
import { IconFrame } from '@/components/ui/icon-frame';
import { mediaSrc } from '@/lib/media-src';

/** Lucide's image-off, as plain SVG: a thumbnail is also drawn by pages that bring no icon renderer. */
const ImageOffIcon = ({ className }: { className?: string }) => (
  <IconFrame className={className}>
    <line x1="2" x2="22" y1="2" y2="22" />
    <path d="M10.41 10.41a2 2 0 1 1-2.83-2.83" />
    <line x1="13.5" x2="6" y1="13.5" y2="21" />
    <line x1="18" x2="21" y1="12" y2="15" />
    <path d="M3.59 3.59A1.99 1.99 0 0 0 3 5v14a2 2 0 0 0 2 2h14c.55 0 1.052-.22 1.41-.59" />
    <path d="M21 15V5a2 2 0 0 0-2-2H9" />
  </IconFrame>
);

/**
 * A listing's picture, asked for through this dashboard's origin (lib/media-src.ts).
 * `priority`: the image most likely to be the largest thing on the first screen, fetched first and never lazily. It
 * is also preloaded from the page's head, so the browser asks for it with the stylesheet instead of when its parser
 * reaches the card, past the header, the navigation and the filters.
 */
export function Thumbnail({
  url,
  className,
  priority = false,
}: {
  url: string | null;
  className?: string;
  priority?: boolean;
}) {
  if (!url) {
    return (
      <div className={`grid place-items-center bg-slate-100 text-slate-400 ${className ?? ''}`}>
        <ImageOffIcon className="size-8" />
        <span className="sr-only">No thumbnail</span>
      </div>
    );
  }
  const src = mediaSrc(url);
  if (priority) preload(src, { as: 'image', fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- thumbnails come from the marketplace, through this origin
    <img
      src={src}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      className={`bg-slate-100 object-cover ${className ?? ''}`}
    />
  );
}
