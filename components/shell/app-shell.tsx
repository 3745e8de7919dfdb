/**
 * The dashboard around a page, rendered on the server: the skip link, the test-mode banner, the sidebar, the header
 * and the main region. What moves in the browser is small and separate: each area link marks itself current
 * (area-link.tsx), the narrow screen's menu opens its drawer (nav-menu.tsx), and a new page starts at the top.
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import { AreaNav } from './area-nav';
import { NavMenu } from './nav-menu';
import { NewPageScroll } from './new-page-scroll';
import { TestModeBanner } from './test-mode-banner';
import { Icon } from '@/components/ui/icon';

export function AppShell({
  children,
  upstreamLabel,
  sandbox,
  accountSlot,
}: {
  children: ReactNode;
  upstreamLabel: string;
  sandbox: boolean;
  accountSlot?: ReactNode;
}) {
  const brand = (
    <Link href="/store" className="flex items-center gap-2 font-semibold text-slate-900">
      <span className="grid size-7 place-items-center rounded-md bg-brand-600 text-xs font-bold text-white">M</span>
      Marketplace
    </Link>
  );
  const upstream = (
    <p className="text-xs text-slate-500" title={upstreamLabel}>
      {sandbox ? (
        <span className="rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-800">Sandbox</span>
      ) : (
        <span className="rounded bg-emerald-100 px-1.5 py-0.5 font-medium text-emerald-800">Live</span>
      )}{' '}
      <span className="break-all">{upstreamLabel}</span>
    </p>
  );
  return (
    <>
      <NewPageScroll />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      {sandbox && <TestModeBanner />}
      <div className="min-h-screen lg:grid lg:grid-cols-[15rem_1fr]">
        <aside className="hidden border-r border-slate-200 bg-white lg:flex lg:flex-col">
          <div className="px-5 py-4">{brand}</div>
          <nav aria-label="Areas" className="flex-1 px-3">
            <AreaNav idPrefix="areas" />
          </nav>
          <div className="border-t border-slate-200 px-5 py-3">{upstream}</div>
        </aside>
        <div className="flex min-w-0 flex-col">
          <NavMenu
            brand={brand}
            openIcon={<Icon name="menu" className="size-5" />}
            closeIcon={<Icon name="x" className="size-5" />}
            drawer={
              <>
                <nav aria-label="Areas" className="flex-1 overflow-y-auto px-3">
                  <AreaNav idPrefix="drawer-areas" />
                </nav>
                <div className="border-t border-slate-200 px-5 py-3">{upstream}</div>
              </>
            }
          >
            <div className="lg:hidden">{brand}</div>
            <div className="ml-auto flex min-w-0 items-center gap-3">{accountSlot}</div>
          </NavMenu>
          {/* Focusable by script only, so the skip link moves focus here and the next Tab continues inside. */}
          <main
            id="main"
            tabIndex={-1}
            className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 focus:outline-none lg:px-8"
          >
            {children}
          </main>
        </div>
      </div>
    </>
  );
}
