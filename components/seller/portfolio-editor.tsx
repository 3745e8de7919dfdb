'use client';

/**
 * The ordered portfolio: up to 10 items, reordered by dragging or with the
 * move buttons (keyboard), removed one by one, new ones uploaded at the end.
 * Each move is announced for screen readers.
 */
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { SELLER_LIMITS } from '@/lib/marketplace/seller/terms';
import { moveItem } from '@/lib/marketplace/seller/portfolio';
import { MediaUpload } from './media-upload';
import { mediaSrc } from '@/lib/media-src';
import { Icon } from '@/components/ui/icon';

export interface PortfolioItem {
  id: string;
  url: string | undefined;
}

function Preview({ url }: { url: string | undefined }) {
  const [broken, setBroken] = useState(false);
  if (!url || broken) {
    return (
      <div className="grid size-14 shrink-0 place-items-center rounded-md bg-slate-100 text-slate-500">
        <Icon name="file-text" className="size-6" />
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the marketplace's pictures, through this origin (lib/media-src.ts)
    <img
      src={mediaSrc(url)}
      alt=""
      onError={() => setBroken(true)}
      className="size-14 shrink-0 rounded-md bg-slate-100 object-cover"
    />
  );
}

export function PortfolioEditor({
  items,
  older,
  onChange,
  onUploaded,
}: {
  items: PortfolioItem[];
  /** What is said of the older items, which the list cannot hold. */
  older?: ReactNode;
  onChange: (ids: string[]) => void;
  /** A new upload: its id joins the list, its URL the previews. */
  onUploaded: (item: { id: string; url: string }) => void;
}) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const ids = items.map((item) => item.id);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    onChange(moveItem(ids, from, to));
    setAnnouncement(`Item ${from + 1} moved to position ${to + 1} of ${items.length}.`);
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">Portfolio</legend>
      <p className="text-xs text-slate-500">
        Up to {SELLER_LIMITS.portfolioMax} items, shown in this order. Drag an item, or use its arrows, to move it.
      </p>
      {items.length > 0 && (
        <ol aria-label="Portfolio items in order" className="space-y-2">
          {items.map((item, i) => (
            <li
              key={item.id}
              draggable
              onDragStart={(e) => {
                setDragging(i);
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', String(i));
              }}
              onDragOver={(e) => {
                if (dragging !== null) e.preventDefault();
              }}
              onDrop={(e) => {
                e.preventDefault();
                if (dragging !== null) move(dragging, i);
                setDragging(null);
              }}
              onDragEnd={() => setDragging(null)}
              className={cn(
                'flex items-center gap-3 rounded-md border border-slate-200 bg-white p-2',
                dragging === i && 'opacity-50',
              )}
            >
              <Icon name="grip-vertical" className="size-4 shrink-0 cursor-grab text-slate-400" />
              <Preview url={item.url} />
              <span className="min-w-0 flex-1 text-sm">Item {i + 1}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Move item ${i + 1} up`}
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
              >
                <Icon name="arrow-up" className="size-4" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Move item ${i + 1} down`}
                disabled={i === items.length - 1}
                onClick={() => move(i, i + 1)}
              >
                <Icon name="arrow-down" className="size-4" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove item ${i + 1}`}
                onClick={() => {
                  onChange(ids.filter((_, j) => j !== i));
                  setAnnouncement(`Item ${i + 1} removed.`);
                }}
              >
                <Icon name="trash" className="size-4" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      {older}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {items.length < SELLER_LIMITS.portfolioMax && (
        <MediaUpload
          kind="portfolio"
          label="Add to the portfolio"
          onUploaded={(media) => onUploaded({ id: media.id, url: media.url })}
        />
      )}
    </fieldset>
  );
}
