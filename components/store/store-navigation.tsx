'use client';

import type { Route } from 'next';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import {
  createContext,
  use,
  useMemo,
  useRef,
  useTransition,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from 'react';
import { cn } from '@/lib/cn';

interface StoreNavigationState {
  pending: boolean;
  /** Filters keep the scroll position; `toTop` (a new page of results) starts at the top, at once. */
  navigate: (href: string, options?: { toTop?: boolean }) => void;
  /** The results' heading, where a phone's filter panel sends focus once applied. */
  resultsHeading: RefObject<HTMLHeadingElement | null>;
}

const StoreNavigationContext = createContext<StoreNavigationState | null>(null);

/**
 * The store's filters, categories and pages navigate in one transition: the
 * results stay in place, dimmed and marked busy, until the server has rendered
 * the new ones. (A Suspense fallback would also show while a first visit
 * streams, and hold back the first paint of the listings.)
 */
export function StoreNavigation({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const value = useMemo(
    () => ({
      pending,
      resultsHeading,
      navigate: (href: string, { toTop = false } = {}) => {
        if (toTop) window.scrollTo({ top: 0 });
        startTransition(() => router.push(href as Route, { scroll: false }));
      },
    }),
    [pending, router],
  );
  return <StoreNavigationContext value={value}>{children}</StoreNavigationContext>;
}

export function useStoreNavigation(): StoreNavigationState {
  const state = use(StoreNavigationContext);
  if (!state) throw new Error('useStoreNavigation is used outside StoreNavigation');
  return state;
}

/** The results, busy while the store navigates. */
export function StoreResults({ children }: { children: ReactNode }) {
  const { pending, resultsHeading } = useStoreNavigation();
  return (
    <div aria-busy={pending} className={cn('space-y-4 transition-opacity', pending && 'opacity-50')}>
      {/* Focusable by script only: the phone's filter panel moves focus here when applied. */}
      <h2 ref={resultsHeading} tabIndex={-1} className="text-sm font-semibold text-slate-700 focus:outline-none">
        Results
      </h2>
      <p role="status" className="sr-only">
        {pending ? 'Updating the results' : ''}
      </p>
      {children}
    </div>
  );
}

/** A link within the store: a plain click navigates in the store's transition; opening it elsewhere works as for any link. */
export function StoreLink({
  href,
  toTop,
  ...props
}: Omit<ComponentProps<typeof Link>, 'href' | 'onNavigate' | 'scroll'> & { href: string; toTop?: boolean }) {
  const { navigate } = useStoreNavigation();
  return (
    <Link
      {...props}
      href={href as Route}
      scroll={false}
      onNavigate={(event) => {
        event.preventDefault();
        navigate(href, { toTop });
      }}
    />
  );
}
