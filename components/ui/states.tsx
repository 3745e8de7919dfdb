'use client';

import { AlertTriangle, Inbox, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { Button } from './button';
import { formatDuration, useSecondsLeft } from './countdown';

export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Inbox className="mb-3 size-8 text-slate-400" aria-hidden="true" />
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {children && <div className="mt-1 max-w-md text-sm text-slate-600">{children}</div>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

/**
 * A failed request in plain words: the mapped message, the upstream's own
 * detail when it adds something, and for rate limits a countdown before retry.
 */
export function ErrorState({ error, onRetry, title = 'This could not be loaded' }: { error: unknown; onRetry?: () => void; title?: string }) {
  const known = error instanceof MarketplaceError ? error : undefined;
  const secondsLeft = useSecondsLeft(known?.retryAt);
  // Wallet and browser errors carry their own plain message ("User rejected the request").
  const message = known ? known.message : error instanceof Error && error.message ? error.message : 'Something went wrong.';
  const detail = known?.detail && known.detail !== known.message ? known.detail : undefined;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <div className="flex items-start gap-3">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{title}</p>
          <p className="mt-1">{message}</p>
          {detail && <p className="mt-1 text-red-800">{detail}</p>}
          {known && <p className="mt-1 font-mono text-xs text-red-700">{known.code}</p>}
          {onRetry && (
            <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry} disabled={secondsLeft > 0}>
              <RotateCw className="size-4" aria-hidden="true" />
              {secondsLeft > 0 ? `Try again in ${formatDuration(secondsLeft)}` : 'Try again'}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
