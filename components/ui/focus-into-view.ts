/**
 * Move focus to a heading or region (with tabIndex -1) that just became the
 * point of the page, and scroll it to the top of the screen when it is out of
 * sight or low on it. The html element's scroll-padding keeps it below the
 * sticky top bar.
 */
export function focusIntoView(element: HTMLElement | null): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  const top = element.getBoundingClientRect().top;
  const clear = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  if (top < clear || top > window.innerHeight / 2) element.scrollIntoView({ block: 'start' });
}
