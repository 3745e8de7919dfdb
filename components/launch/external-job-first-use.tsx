'use client';

import { loadWithQueries } from '@/components/queries';
import { formOnFirstUse } from '@/components/ui/form-on-first-use';

/**
 * The social job form, loaded when a person starts with it (its stand-in holds its place until then), with React
 * Query's client, which only the form reads through.
 */
export const ExternalJobOnFirstUse = formOnFirstUse(() =>
  loadWithQueries(import('./external-job-form').then((m) => m.ExternalForm)),
);
