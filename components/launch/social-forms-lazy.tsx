'use client';

import { loadWithQueries } from '@/components/queries';
import { formOnFirstUse } from '@/components/ui/form-on-first-use';

/**
 * The social page's forms, each loaded when a person starts with it (its stand-in holds its place until then), with
 * React Query's client, which only the forms read through.
 */
export const LikesAndViewsOnFirstUse = formOnFirstUse(() =>
  loadWithQueries(import('./likes-and-views').then((m) => m.LikesAndViews)),
);
export const QuickOrderOnFirstUse = formOnFirstUse(() =>
  loadWithQueries(import('./quick-order').then((m) => m.QuickOrder)),
);
