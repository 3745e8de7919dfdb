'use client';

import { useEffect, useState } from 'react';
import { closingText } from './closing-words';
import { Icon } from '@/components/ui/icon';

/** A live countdown to a job's entry deadline; ticks each second in its last hour, each minute before. */
export function ClosesIn({ closesAt }: { closesAt: string | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!closesAt) return;
    const left = Date.parse(closesAt) - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), left < 3_600_000 ? 1000 : 60_000);
    return () => clearTimeout(timer);
  }, [closesAt, now]);
  return (
    <span className="inline-flex items-center gap-1 text-xs text-slate-600">
      <Icon name="clock" className="size-3.5" />
      {/* Time elements keep the exact moment for whoever needs it. */}
      {closesAt ? <time dateTime={closesAt}>{closingText(closesAt, now)}</time> : closingText(null, now)}
    </span>
  );
}
