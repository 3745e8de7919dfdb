'use client';

import { loadWithQueries } from '@/components/queries';
import { formOnFirstUse } from '@/components/ui/form-on-first-use';

/**
 * The custom work form, loaded when a person starts with it (its stand-in holds its place until then), with React
 * Query's client, which only the form reads through.
 */
export const CustomWorkOnFirstUse = formOnFirstUse(() =>
  loadWithQueries(import('./custom-work-form').then((m) => m.CustomWorkForm)),
);
