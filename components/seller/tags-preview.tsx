import { SELLER_LIMITS, tagsPreview } from '@/lib/marketplace/seller/terms';

const count = (n: number) => n.toLocaleString('en-US');

/** The tags a listing's comma-separated text will be saved as, under its field. */
export function TagsPreview({ csv }: { csv: string }) {
  const { tags } = tagsPreview(csv);
  if (tags.length === 0) return null;
  return (
    <div aria-live="polite" className="-mt-3 text-xs text-slate-600">
      <span className="sr-only">Saved as: </span>
      <ul aria-label="Tags as they will be saved" className="flex flex-wrap gap-1">
        {tags.slice(0, 50).map((tag) => (
          <li
            key={tag.toLowerCase()}
            className="max-w-full truncate rounded-full bg-slate-100 px-2 py-0.5 text-slate-700"
          >
            {tag}
          </li>
        ))}
      </ul>
      <p className="mt-1">
        {count(tags.length)} of {SELLER_LIMITS.tagsMax} tags
        {tags.length > 50 ? ' (the first 50 shown)' : ''}.
      </p>
    </div>
  );
}
