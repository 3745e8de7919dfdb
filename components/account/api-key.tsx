'use client';

/** The account's API key: held by the server, rotated with a fresh wallet proof, revealed once on request after a rotation. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Copy, KeyRound } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useDashboardConfig } from '@/components/shell/dashboard-config';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { ErrorState } from '@/components/ui/states';
import { toast } from '@/components/ui/toaster';
import { revealKey } from '@/lib/marketplace/account/session-actions';
import { sessionKeys, type SessionSummary } from '@/lib/marketplace/account/session';

const RotateKeyDialog = dynamic(() => import('./rotate-key-dialog'), { ssr: false });

export function ApiKey({ summary }: { summary: SessionSummary }) {
  const { sandbox } = useDashboardConfig();
  const queryClient = useQueryClient();
  const [rotating, setRotating] = useState(false);
  const [revealed, setRevealed] = useState<string>();
  const reveal = useMutation({
    mutationFn: revealKey,
    onSuccess: (result) => {
      setRevealed(result.apikey);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.summary });
    },
  });
  const account = summary.account!;
  return (
    <Section title="API key">
      <p className="text-sm text-slate-600">
        This dashboard’s server holds your account’s API key, encrypted, and uses it for you. It is never sent to this
        browser. Agents you run can get the key themselves by signing account access with the same wallet.
      </p>
      <Button className="mt-3" variant="secondary" onClick={() => setRotating(true)}>
        <KeyRound className="size-4" aria-hidden="true" /> Rotate key
      </Button>
      {rotating && (
        <RotateKeyDialog
          open
          onClose={() => setRotating(false)}
          sandbox={sandbox}
          network={account.network}
          walletAddress={account.walletAddress}
        />
      )}

      {summary.keyRevealable && !revealed && (
        <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="flex items-center gap-2 font-semibold">
            <AlertTriangle className="size-4" aria-hidden="true" /> Your key was rotated
          </p>
          <p className="mt-1">
            You can see the new key once, within five minutes of the rotation, for example to give it to an agent.
            Anyone who sees it can act as this account. It will not be shown again.
          </p>
          <Button
            className="mt-2"
            variant="danger"
            size="sm"
            onClick={() => reveal.mutate()}
            disabled={reveal.isPending}
          >
            Reveal the new key once
          </Button>
        </div>
      )}
      {reveal.isError && (
        <div className="mt-3">
          <ErrorState error={reveal.error} title="The key could not be shown" />
        </div>
      )}
      {revealed && (
        <div className="mt-4 space-y-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">Copy it now: it will not be shown again.</p>
          <div className="flex items-center gap-2">
            <code data-testid="revealed-key" className="flex-1 break-all rounded bg-white p-2 font-mono text-xs">
              {revealed}
            </code>
            <Button
              variant="secondary"
              size="sm"
              aria-label="Copy the key"
              onClick={() =>
                navigator.clipboard.writeText(revealed).then(
                  () => toast.success('Copied'),
                  () => toast.error('Copy failed; select the text instead'),
                )
              }
            >
              <Copy className="size-4" aria-hidden="true" />
            </Button>
          </div>
          <Button variant="ghost" size="sm" onClick={() => setRevealed(undefined)}>
            I have saved it, hide it
          </Button>
        </div>
      )}
    </Section>
  );
}
