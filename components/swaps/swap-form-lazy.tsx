'use client';

import { formOnFirstUse } from '@/components/ui/form-on-first-use';

/** The swap form, loaded when a person starts with it: its stand-in (swap-form-stand-in.tsx) holds its place. */
export const SwapFormOnFirstUse = formOnFirstUse(() => import('./swap-form').then((m) => m.SwapForm));
