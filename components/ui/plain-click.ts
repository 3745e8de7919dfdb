import type { MouseEvent } from 'react';

/**
 * For links that also change state in place: a plain left click is handled
 * here (no navigation); a middle click or a modifier opens the link as usual.
 */
export function selectOnPlainClick(event: MouseEvent, select: () => void): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  select();
}
