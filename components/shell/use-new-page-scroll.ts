'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * A new page (another path) starts at the top, with its heading below the top
 * bar. The router alone keeps the old offset when the new page's first element
 * is still on screen, or lines that element up under the sticky bar. Back and
 * forward keep the position the browser restores, and a link to an anchor its
 * target.
 */
export function useNewPageScroll(): void {
  const pathname = usePathname();
  const shown = useRef(pathname);
  const traversed = useRef<string | null>(null);
  useEffect(() => {
    const onPop = () => {
      traversed.current = window.location.pathname;
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  useEffect(() => {
    if (pathname === shown.current) return;
    shown.current = pathname;
    const byHistory = traversed.current === pathname;
    traversed.current = null;
    if (byHistory || window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}
