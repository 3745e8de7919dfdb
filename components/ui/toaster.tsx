'use client';

/**
 * Small toasts for "done" moments (signed in, key rotated, copied) and for news
 * (a line more and a link, say). A few
 * dozen lines instead of a toast library keeps every page's JavaScript within
 * budget; messages are announced through a polite live region.
 *
 * On a phone they sit at the bottom, out of the page's heading and text: only
 * the newest shows, in at most two lines, its detail left to screen readers and
 * the rest behind its link; above a page's fixed action bar (`data-bottom-bar`,
 * a product's Buy bar), not over it.
 */
import type { Route } from 'next';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { Icon } from '@/components/ui/icon';

type Tone = 'success' | 'error' | 'info';
interface ToastContent {
  message: string;
  /** A second, smaller line. */
  detail?: string;
  /** A page of this dashboard, or (external) another site's, opened in a new tab. */
  link?: { href: Route; label: string; external?: false } | { href: string; label: string; external: true };
}
interface Toast extends ToastContent {
  id: number;
  tone: Tone;
}

const listeners = new Set<(toasts: Toast[]) => void>();
let toasts: Toast[] = [];
let nextId = 1;

function publish(next: Toast[]) {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

function show(tone: Tone, content: ToastContent, ms = 5000) {
  const id = nextId++;
  publish([...toasts, { id, tone, ...content }].slice(-4));
  setTimeout(() => dismiss(id), ms);
}

function dismiss(id: number) {
  publish(toasts.filter((t) => t.id !== id));
}

export const toast = {
  success: (message: string) => show('success', { message }),
  error: (message: string) => show('error', { message }, 8000),
  info: (content: ToastContent) => show('info', content, 8000),
};

const ICONS = {
  success: <Icon name="circle-check" className="size-4 shrink-0 text-emerald-600" />,
  error: <Icon name="circle-x" className="size-4 shrink-0 text-red-600" />,
  info: <Icon name="info" className="size-4 shrink-0 text-brand-600" />,
};

const LINK_CLASSES = 'mt-1 inline-block text-xs font-medium text-brand-700 hover:underline';

export function Toaster() {
  const [items, setItems] = useState<Toast[]>(toasts);
  useEffect(() => {
    listeners.add(setItems);
    return () => {
      listeners.delete(setItems);
    };
  }, []);
  return (
    <div
      aria-live="polite"
      role="status"
      className="pointer-events-none fixed inset-x-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-50 flex flex-col gap-2 max-sm:[&>*:not(:last-child)]:hidden max-sm:[body:has([data-bottom-bar])_&]:bottom-[calc(6rem+env(safe-area-inset-bottom))] sm:left-auto sm:bottom-auto sm:right-4 sm:top-4 sm:w-80"
    >
      {items.map((t) => (
        <div
          key={t.id}
          className="pointer-events-auto flex items-start gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-lg"
        >
          {ICONS[t.tone]}
          <div className="min-w-0 flex-1">
            <p className="line-clamp-2 break-words sm:line-clamp-4">{t.message}</p>
            {t.detail && <p className="mt-1 text-xs text-slate-600 max-sm:sr-only">{t.detail}</p>}
            {t.link &&
              (t.link.external ? (
                <a
                  href={t.link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={LINK_CLASSES}
                  onClick={() => dismiss(t.id)}
                >
                  {t.link.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                // Not prefetched: a toast's page (a job, a purchase) reads the marketplace, some in a window its
                // other reads share, and a toast shows whether or not the person opens it.
                <Link href={t.link.href} prefetch={false} className={LINK_CLASSES} onClick={() => dismiss(t.id)}>
                  {t.link.label}
                </Link>
              ))}
          </div>
          <button
            type="button"
            onClick={() => dismiss(t.id)}
            className="rounded p-0.5 text-slate-400 hover:text-slate-700"
            aria-label="Dismiss"
          >
            <Icon name="x" className="size-3.5" />
          </button>
        </div>
      ))}
    </div>
  );
}
