'use client';

import { loadWithQueries } from '@/components/queries';
import { formOnFirstUse } from '@/components/ui/form-on-first-use';

/**
 * The seller profile form, loaded when a person starts with it (its stand-in holds its place until then), with React
 * Query's client, which its save and the categories read through.
 */
export const ProfileFormOnFirstUse = formOnFirstUse(() =>
  loadWithQueries(import('./profile-form').then((m) => m.ProfileForm)),
);
