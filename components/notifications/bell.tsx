'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { BELL_BUTTON } from './bell-frame';
import { useNotificationCenter } from './use-notification-center';
import { badgeText } from './unread';
import { Icon } from '@/components/ui/icon';

const loadPanel = () => import('./bell-panel');
// The panel's list and the feed's state load when the bell is first pointed at or focused, before the click that
// opens it: the panel's frame, heading and count are here, so it opens at once.
const BellPanelContents = dynamic(loadPanel, {
  ssr: false,
  loading: () => <p className="mt-1 text-xs text-slate-600">Loading…</p>,
});
const preloadPanel = () => void loadPanel();

/** The header's bell: the unread count, and a panel of what arrived live, opened by a click and closed by Escape or a click elsewhere. */
export function NotificationBell() {
  const { signedIn, unread } = useNotificationCenter();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  if (!signedIn) return null;
  const label = unread === null || unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        className={BELL_BUTTON}
      >
        <Icon name="bell" className="size-5" />
        {unread !== null && unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="unread-count"
            className="absolute -right-0.5 -top-0.5 min-w-[1.125rem] rounded-full bg-red-600 px-1 text-center text-[11px] font-semibold leading-[1.125rem] text-white"
          >
            {badgeText(unread)}
          </span>
        )}
      </button>
      {open && (
        // The header's backdrop blur makes it the containing block of this `fixed` panel: on a phone the panel starts
        // below the header, and in the sandbox below its banner too (up to two lines), so its height leaves room for both.
        <section
          id={panelId}
          aria-label="Live notifications"
          className="fixed inset-x-2 top-14 z-40 max-h-[calc(100dvh-9rem)] overflow-y-auto rounded-lg border border-slate-200 bg-white p-4 text-slate-900 shadow-xl sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-96"
        >
          <div className="flex items-baseline justify-between gap-2">
            <h2 className="text-sm font-semibold">Live notifications</h2>
            {unread !== null && (
              <p className="text-xs text-slate-600">{unread === 0 ? 'Nothing unread' : `${unread} unread`}</p>
            )}
          </div>
          <BellPanelContents />
          <Link
            href="/notifications"
            onClick={() => setOpen(false)}
            className={buttonClasses('secondary', 'sm', 'mt-3 w-full')}
          >
            Open the inbox
          </Link>
        </section>
      )}
    </div>
  );
}
