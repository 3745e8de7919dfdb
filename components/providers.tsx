'use client';

import type { ReactNode } from 'react';
import { Toaster } from './ui/toaster';

/** Around every page: the toasts. React Query's client comes with the parts that read through it (`Queries`). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
