import { preload } from 'react-dom';
import { mediaSrc } from '@/lib/media-src';
import { Icon } from '@/components/ui/icon';

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
        <Icon name="image-off" className="size-8" />
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
