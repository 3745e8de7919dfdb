'use client';

import { useNewPageScroll } from './use-new-page-scroll';

/** The shell's one effect on navigation: a new page starts at the top (see useNewPageScroll). */
export function NewPageScroll() {
  useNewPageScroll();
  return null;
}
