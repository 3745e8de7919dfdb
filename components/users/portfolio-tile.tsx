'use client';

import { useState } from 'react';
import { mediaSrc } from '@/lib/media-src';
import { Icon } from '@/components/ui/icon';

/** One portfolio picture, linking to the item; a picture that does not load gives way to a file icon. */
export function PortfolioTile({ url, index }: { url: string; index: number }) {
  const [broken, setBroken] = useState(false);
  return (
    <a
      href={url}
      className="block overflow-hidden rounded-md border border-slate-200 hover:border-brand-500"
      aria-label={`Portfolio item ${index + 1}`}
    >
      {broken ? (
        <span className="grid aspect-square place-items-center bg-slate-100 text-slate-500">
          <Icon name="file-text" className="size-8" />
        </span>
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- the marketplace's pictures, through this origin (lib/media-src.ts)
        <img
          src={mediaSrc(url)}
          alt=""
          loading="lazy"
          onError={() => setBroken(true)}
          className="aspect-square w-full bg-slate-100 object-cover"
        />
      )}
    </a>
  );
}
