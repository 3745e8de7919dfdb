'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** Renders the page again every `ms`, so a list that asks to be read again on its own is. */
export function RefreshEvery({ ms }: { ms: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), ms);
    return () => clearInterval(timer);
  }, [ms, router]);
  return null;
}
