import type { SellerSummary } from '@/lib/marketplace/store/contract';
import { mediaSrc } from '@/lib/media-src';
import { Icon } from '@/components/ui/icon';

export function Stars({ stars, reviews }: { stars: number | null; reviews: number }) {
  if (stars === null || reviews === 0) return <span className="text-xs text-slate-500">No reviews yet</span>;
  return (
    <span
      role="img"
      className="inline-flex items-center gap-1 text-xs text-slate-700"
      aria-label={`Rated ${stars.toFixed(1)} out of 5 from ${reviews} review${reviews === 1 ? '' : 's'}`}
    >
      <Icon name="star" className="size-3.5 fill-amber-400 text-amber-400" />
      <span className="font-medium">{stars.toFixed(1)}</span>
      <span className="text-slate-500">({reviews})</span>
    </span>
  );
}

export function CreatorBadge({ seller }: { seller: Pick<SellerSummary, 'verifiedCreator'> }) {
  if (!seller.verifiedCreator) return null;
  return (
    <span className="inline-flex items-center gap-0.5 text-xs font-medium text-brand-700" title="Verified creator">
      <Icon name="badge-check" className="size-3.5" />
      <span className="sr-only">Verified creator</span>
    </span>
  );
}

export function Avatar({ url, name, size = 24 }: { url: string | null | undefined; name: string; size?: number }) {
  if (!url) {
    return (
      <span
        aria-hidden="true"
        className="grid shrink-0 place-items-center rounded-full bg-slate-200 text-[10px] font-semibold text-slate-600"
        style={{ width: size, height: size }}
      >
        {name.slice(0, 2).toUpperCase()}
      </span>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the marketplace's pictures, through this origin (lib/media-src.ts)
    <img
      src={mediaSrc(url)}
      alt=""
      width={size}
      height={size}
      className="shrink-0 rounded-full bg-slate-200"
      loading="lazy"
    />
  );
}
