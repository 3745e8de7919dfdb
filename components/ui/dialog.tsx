'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';

/**
 * A modal on the native <dialog> element: focus is trapped and restored, Escape
 * closes it, and the page behind is inert.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  wide = false,
  closable = true,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  wide?: boolean;
  /** False while closing would hide something under way (a payment on its way): no close button, Escape does nothing. */
  closable?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Owners usually unmount a dialog to close it, and a removed <dialog> drops focus on the body:
  // give it back to what opened the dialog, as closing would.
  useEffect(
    () => () => {
      const previous = opener.current;
      if (
        previous instanceof HTMLElement &&
        previous.isConnected &&
        (document.activeElement === document.body || document.activeElement === null)
      )
        previous.focus();
    },
    [],
  );

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // React passes a nested dialog's close and cancel up to this one: only this dialog's own count.
      onClose={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      onCancel={(e) => {
        if (e.target !== e.currentTarget) return;
        e.preventDefault();
        if (closable) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] rounded-xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-black/50 ${wide ? 'max-w-2xl' : 'max-w-lg'}`}
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
        <h2 id={titleId} className="text-base font-semibold">
          {title}
        </h2>
        {closable && (
          <button
            type="button"
            onClick={onClose}
            className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100"
            aria-label="Close"
          >
            <Icon name="x" className="size-4" />
          </button>
        )}
      </div>
      <div className="px-5 py-4">{children}</div>
    </dialog>
  );
}
