import { mediaSrc } from '@/lib/media-src';

/**
 * Portfolio items from before media had ids (spec 2.3: `mediaId` can be null). They cannot be named in the complete
 * list a change of the portfolio sends (spec 4.5), so they are shown apart, and any change to the portfolio says
 * plainly that saving it leaves them out.
 */
export function OlderPortfolioItems({ urls, changed }: { urls: readonly string[]; changed: boolean }) {
  if (urls.length === 0) return null;
  return (
    <div className="space-y-2">
      <ul aria-label="Older portfolio items" className="flex flex-wrap gap-2">
        {urls.map((url, i) => (
          <li key={`${i}-${url}`}>
            {/* eslint-disable-next-line @next/next/no-img-element -- the marketplace's pictures, through this origin (lib/media-src.ts) */}
            <img
              src={mediaSrc(url)}
              alt={`Older item ${i + 1}`}
              className="size-14 rounded-md bg-slate-100 object-cover"
            />
          </li>
        ))}
      </ul>
      <p
        role={changed ? 'alert' : undefined}
        className={changed ? 'text-xs font-medium text-amber-800' : 'text-xs text-slate-600'}
      >
        {changed
          ? `You changed the portfolio: saving it removes ${urls.length === 1 ? 'this older item' : `these ${urls.length} older items`}, which cannot be kept in a changed portfolio.`
          : `${urls.length === 1 ? 'This older item stays' : 'These older items stay'} while the portfolio is unchanged. Moving, removing or adding an item removes ${urls.length === 1 ? 'it' : 'them'} when you save.`}
      </p>
    </div>
  );
}

/** The URLs of a profile's portfolio items without a media id. */
export const olderPortfolioUrls = (portfolio: readonly { mediaId: string | null; url: string }[] | undefined) =>
  (portfolio ?? []).flatMap((item) => (item.mediaId ? [] : [item.url]));
