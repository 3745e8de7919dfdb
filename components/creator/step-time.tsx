'use client';

import { useEffect, useState } from 'react';
import { stepTimeText, type StepTime } from './step-time-words';
import { Icon } from '@/components/ui/icon';

/** An action card's one moment, ticking each second in its last hour, each minute before. */
export function StepTimeLine({ time }: { time: StepTime }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const left = Math.abs(Date.parse(time.at) - Date.now());
    const timer = setTimeout(() => setNow(Date.now()), left < 3_600_000 ? 1000 : 60_000);
    return () => clearTimeout(timer);
  }, [time.at, now]);
  return (
    <p className="inline-flex items-center gap-1 text-xs text-slate-600">
      <Icon name="clock" className="size-3.5" />
      <time dateTime={time.at}>{stepTimeText(time, now)}</time>
    </p>
  );
}
