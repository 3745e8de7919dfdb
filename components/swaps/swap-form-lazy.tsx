'use client';

import { formOnFirstUse } from '@/components/ui/form-on-first-use';

/**
 * The swap form with what starts a swap (swap-starter.tsx), loaded when a person starts with it: its stand-in
 * (swap-form-stand-in.tsx, rendered on the server) holds its place.
 */
export const SwapFormOnFirstUse = formOnFirstUse(() => import('./swap-starter').then((m) => m.SwapStarter));
