'use client';

import { Menu, X } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { AREAS } from './areas';

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = usePathname();
  return (
    <ul className="space-y-0.5">
      {AREAS.map((area) => {
        const active = pathname === area.href || pathname.startsWith(`${area.href}/`);
        const Icon = area.icon;
        return (
          <li key={area.href}>
            <Link
              href={area.href}
              // Every area renders per request; prefetching eleven of them on every page view would cost more than it saves.
              prefetch={false}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={cn('flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium', active ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100')}
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              <span className="flex-1">{area.label}</span>
              {!area.built && <span className="text-[11px] font-normal uppercase tracking-wide text-slate-600">soon</span>}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function AppShell({ children, upstreamLabel, sandbox, accountSlot }: { children: ReactNode; upstreamLabel: string; sandbox: boolean; accountSlot?: ReactNode }) {
  const [open, setOpen] = useState(false);
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
    <div className="min-h-screen lg:grid lg:grid-cols-[15rem_1fr]">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <aside className="hidden border-r border-slate-200 bg-white lg:flex lg:flex-col">
        <div className="px-5 py-4">{brand}</div>
        <nav aria-label="Areas" className="flex-1 px-3">
          <NavLinks />
        </nav>
        <div className="border-t border-slate-200 px-5 py-3">{upstream}</div>
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur lg:px-8">
          <button type="button" className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden" aria-label="Open navigation" onClick={() => setOpen(true)}>
            <Menu className="size-5" aria-hidden="true" />
          </button>
          <div className="lg:hidden">{brand}</div>
          <div className="ml-auto flex items-center gap-3">{accountSlot}</div>
        </header>
        {open && (
          <div className="fixed inset-0 z-40 lg:hidden" role="dialog" aria-modal="true" aria-label="Navigation">
            <div className="absolute inset-0 bg-slate-900/40" onClick={() => setOpen(false)} />
            <div className="absolute inset-y-0 left-0 flex w-72 flex-col bg-white shadow-xl">
              <div className="flex items-center justify-between px-5 py-4">
                {brand}
                <button type="button" className="rounded-md p-2 hover:bg-slate-100" aria-label="Close navigation" onClick={() => setOpen(false)}>
                  <X className="size-5" aria-hidden="true" />
                </button>
              </div>
              <nav aria-label="Areas" className="flex-1 px-3">
                <NavLinks onNavigate={() => setOpen(false)} />
              </nav>
              <div className="border-t border-slate-200 px-5 py-3">{upstream}</div>
            </div>
          </div>
        )}
        <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
