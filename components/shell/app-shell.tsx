'use client';

import { Menu, X } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { AREA_GROUPS, type Area } from './areas';
import { TestModeBanner } from './test-mode-banner';
import { useNewPageScroll } from './use-new-page-scroll';

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = usePathname() ?? '';
  const id = useId();
  return (
    <div className="space-y-4">
      {AREA_GROUPS.map((group, g) => (
        <div key={group.label}>
          <p id={`${id}-${g}`} className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
            {group.label}
          </p>
          {/* Each group a list named by its label, so a screen reader announces "Buy, list, 3 items". */}
          <ul aria-labelledby={`${id}-${g}`} className="space-y-0.5">
            {group.areas.map((area) => (
              <li key={area.href}>
                <AreaLink area={area} active={isActive(pathname, area.href)} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

const isActive = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

function AreaLink({ area, active, onNavigate }: { area: Area; active: boolean; onNavigate?: () => void }) {
  const Icon = area.icon;
  return (
    <Link
      href={area.href}
      // Every area renders per request; prefetching all of them on every page view would cost more than it saves.
      prefetch={false}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium',
        active ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span className="flex-1">{area.label}</span>
    </Link>
  );
}

/**
 * The navigation on narrow screens: a native modal <dialog>, so focus is trapped
 * and restored and Escape closes it; a click on the backdrop closes it too. Its
 * contents render only while it is open, so a page's first load carries one copy
 * of the navigation, not two.
 */
function NavDrawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-label="Navigation"
      onClose={onClose}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      className="fixed inset-y-0 left-0 m-0 h-full max-h-none w-72 max-w-[85vw] bg-white p-0 text-slate-900 shadow-xl backdrop:bg-black/50 lg:hidden"
    >
      {open && children}
    </dialog>
  );
}

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
  const [open, setOpen] = useState(false);
  useNewPageScroll();
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
            <NavLinks />
          </nav>
          <div className="border-t border-slate-200 px-5 py-3">{upstream}</div>
        </aside>
        <div className="flex min-w-0 flex-col">
          <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur lg:px-8">
            <button
              type="button"
              className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
              aria-label="Open navigation"
              aria-haspopup="dialog"
              aria-expanded={open}
              onClick={() => setOpen(true)}
            >
              <Menu className="size-5" aria-hidden="true" />
            </button>
            <div className="lg:hidden">{brand}</div>
            <div className="ml-auto flex min-w-0 items-center gap-3">{accountSlot}</div>
          </header>
          <NavDrawer open={open} onClose={() => setOpen(false)}>
            <div className="flex h-full flex-col">
              <div className="flex items-center justify-between px-5 py-4">
                {brand}
                <button
                  type="button"
                  className="rounded-md p-2 hover:bg-slate-100"
                  aria-label="Close navigation"
                  onClick={() => setOpen(false)}
                >
                  <X className="size-5" aria-hidden="true" />
                </button>
              </div>
              <nav aria-label="Areas" className="flex-1 overflow-y-auto px-3">
                <NavLinks onNavigate={() => setOpen(false)} />
              </nav>
              <div className="border-t border-slate-200 px-5 py-3">{upstream}</div>
            </div>
          </NavDrawer>
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
