import { Icon } from '@/components/ui/icon';

/** The bell's button, which its placeholder matches to the pixel. */
export const BELL_BUTTON = 'relative rounded-md p-2 text-slate-700 hover:bg-slate-100';

/**
 * What the header shows where the bell goes until its code arrives (after the page is interactive): the same icon
 * in the same box, so nothing moves when the bell replaces it. Not a control yet, so hidden from screen readers.
 */
export function BellPlaceholder() {
  return (
    <div className="relative" aria-hidden="true" data-testid="bell-placeholder">
      {/* A button as the bell is, for the same box (a button's baseline is not a span's), but one that does nothing yet. */}
      <button type="button" disabled tabIndex={-1} className={BELL_BUTTON}>
        <Icon name="bell" className="size-5" />
      </button>
    </div>
  );
}
