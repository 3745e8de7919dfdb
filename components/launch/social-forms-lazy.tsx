'use client';

import { formOnFirstUse } from '@/components/ui/form-on-first-use';

/** The social page's forms, each loaded when a person starts with it (its stand-in holds its place until then). */
export const LikesAndViewsOnFirstUse = formOnFirstUse(() => import('./likes-and-views').then((m) => m.LikesAndViews));
export const QuickOrderOnFirstUse = formOnFirstUse(() => import('./quick-order').then((m) => m.QuickOrder));
