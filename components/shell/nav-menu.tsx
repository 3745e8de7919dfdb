'use client';

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';

/**
 * The header, with the navigation on narrow screens: the menu button and a native modal <dialog> after the header,
 * so focus is trapped and restored and Escape closes it; a click on the backdrop or on a link closes it too. The
 * drawer's contents (rendered on the server) are in the page only while it is open, so the page holds one copy of
 * the navigation, not two. `children`: the rest of the header.
 */
export function NavMenu({
  brand,
  openIcon,
  closeIcon,
  drawer,
  children,
}: {
  brand: ReactNode;
  openIcon: ReactNode;
  closeIcon: ReactNode;
  drawer: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);
  const closeOnBackdropOrLink = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget || (e.target instanceof Element && e.target.closest('a[href]'))) setOpen(false);
  };
  return (
    <>
      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur lg:px-8">
        <button
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-label="Open navigation"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          {openIcon}
        </button>
        {children}
      </header>
      <dialog
        ref={ref}
        aria-label="Navigation"
        onClose={() => setOpen(false)}
        onClick={closeOnBackdropOrLink}
        className="fixed inset-y-0 left-0 m-0 h-full max-h-none w-72 max-w-[85vw] bg-white p-0 text-slate-900 shadow-xl backdrop:bg-black/50 lg:hidden"
      >
        {open && (
          <div className="flex h-full flex-col">
            <div className="flex items-center justify-between px-5 py-4">
              {brand}
              <button
                type="button"
                className="rounded-md p-2 hover:bg-slate-100"
                aria-label="Close navigation"
                onClick={() => setOpen(false)}
              >
                {closeIcon}
              </button>
            </div>
            {drawer}
          </div>
        )}
      </dialog>
    </>
  );
}
