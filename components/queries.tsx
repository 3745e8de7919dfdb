'use client';

import dynamic from 'next/dynamic';
import type { ComponentType, ReactNode } from 'react';

/**
 * React Query's client (query-provider.tsx) around a part of a page that reads through it, loaded with that part:
 * a signed-out visitor's prompt, the store or a product renders none and downloads none of it. Every part loads it
 * through this one import, so a page's view and its header's bell share its chunks rather than each carrying a copy.
 */
export const Queries = dynamic(() => import('./query-provider'));

type Provider = ComponentType<{ children: ReactNode }>;

/** `Component` with `Provider` (React Query's client) around it. */
function inside<P extends object>(Provider: Provider, Component: ComponentType<P>): ComponentType<P> {
  const WithQueries = (props: P) => (
    <Provider>
      <Component {...props} />
    </Provider>
  );
  WithQueries.displayName = `WithQueries(${Component.displayName ?? Component.name})`;
  return WithQueries;
}

/** A component loaded on demand that reads through React Query, with the client around it. */
export const withQueries = <P extends object>(Component: ComponentType<P>) => inside(Queries, Component);

/**
 * A component loaded on demand together with React Query's client, so it renders as soon as the import resolves:
 * with `withQueries`, it would render nothing for a moment while the client's own chunk loads, and a form taking
 * over from its stand-in would lose what was typed in that moment.
 */
export async function loadWithQueries<P extends object>(load: Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  const [Component, { default: QueryProvider }] = await Promise.all([load, import('./query-provider')]);
  return inside(QueryProvider, Component);
}
