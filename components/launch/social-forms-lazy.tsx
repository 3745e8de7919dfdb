'use client';

import { withQueries } from '@/components/queries';
import { formOnFirstUse } from '@/components/ui/form-on-first-use';

/**
 * The social page's forms, each loaded when a person starts with it (its stand-in holds its place until then), with
 * React Query's client, which only the forms read through.
 */
export const LikesAndViewsOnFirstUse = formOnFirstUse(() =>
  import('./likes-and-views').then((m) => withQueries(m.LikesAndViews)),
);
export const QuickOrderOnFirstUse = formOnFirstUse(() =>
  import('./quick-order').then((m) => withQueries(m.QuickOrder)),
);
