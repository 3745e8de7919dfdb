'use client';

import { useEffect, useState } from 'react';
import { Icon } from '@/components/ui/icon';

function ago(seconds: number): string {
  if (seconds < 5) return 'just now';
  if (seconds < 60) return `${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  return minutes < 60 ? `${minutes} min ago` : `${Math.floor(minutes / 60)} h ago`;
}

/** When the data on screen was fetched from the marketplace, ticking, with a refresh button. */
export function FetchedAt({ at, onRefresh, refreshing }: { at: number; onRefresh?: () => void; refreshing?: boolean }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 5000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="flex items-center gap-2 text-xs text-slate-500">
      <span>Updated {ago(Math.max(0, Math.floor((now - at) / 1000)))}</span>
      {onRefresh && (
        <button
          type="button"
          onClick={onRefresh}
          disabled={refreshing}
          className="inline-flex items-center gap-1 rounded px-1.5 py-0.5 hover:bg-slate-100 hover:text-slate-800 disabled:opacity-50"
        >
          <Icon name="rotate-cw" className={`size-3 ${refreshing ? 'animate-spin' : ''}`} /> Refresh
        </button>
      )}
    </p>
  );
}
