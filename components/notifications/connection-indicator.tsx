'use client';

import { useSecondsLeft } from '@/components/ui/countdown';
import { cn } from '@/lib/cn';
import { connectionWords, type ConnectionTone } from './words';
import { useNotificationCenter } from './use-notification-center';

const DOT: Record<ConnectionTone, string> = { live: 'bg-emerald-500', waiting: 'bg-amber-500', down: 'bg-slate-400' };

/** Where the live feed stands: live, reconnecting (with the countdown to the next attempt), or offline. */
export function ConnectionIndicator({ className }: { className?: string }) {
  const { connection, reconnect } = useNotificationCenter();
  const secondsLeft = useSecondsLeft(
    connection.state === 'reconnecting' ? (connection.retryAt ?? undefined) : undefined,
  );
  const words = connectionWords(connection, secondsLeft);
  return (
    <div className={cn('text-xs text-slate-600', className)}>
      <p className="flex flex-wrap items-center gap-2">
        <span className={cn('size-2 shrink-0 rounded-full', DOT[words.tone])} aria-hidden="true" />
        <span>
          Live notifications: <span className="font-medium text-slate-800">{words.label}</span>
        </span>
        {words.canReconnect && (
          <button
            type="button"
            onClick={reconnect}
            className="rounded px-1.5 py-0.5 font-medium text-brand-700 hover:bg-slate-100"
          >
            Reconnect now
          </button>
        )}
      </p>
      {words.detail && <p className="mt-0.5">{words.detail}</p>}
    </div>
  );
}
