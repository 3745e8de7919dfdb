'use client';

/** Rotating the key and revealing a rotated key once: their code (the wallets, the reveal's call) loads when used. */
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useDashboardConfig } from '@/components/shell/dashboard-config';
import { Button } from '@/components/ui/button';
import { ErrorStateLazy } from '@/components/ui/error-state-lazy';
import { toast } from '@/components/ui/toaster';
import type { Network } from '@/lib/marketplace/schema';
import { Icon } from '@/components/ui/icon';

const RotateKeyDialog = dynamic(() => import('./rotate-key-dialog'), { ssr: false });

/** `hidden`: shown once and put away; the session no longer offers it. */
type Reveal =
  { state: 'idle' | 'pending' | 'hidden' } | { state: 'failed'; error: unknown } | { state: 'shown'; key: string };

function RevealedKey({ apikey, onHide }: { apikey: string; onHide: () => void }) {
  return (
    <div className="mt-4 space-y-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-semibold">Copy it now: it will not be shown again.</p>
      <div className="flex items-center gap-2">
        <code data-testid="revealed-key" className="flex-1 break-all rounded bg-white p-2 font-mono text-xs">
          {apikey}
        </code>
        <Button
          variant="secondary"
          size="sm"
          aria-label="Copy the key"
          onClick={() =>
            navigator.clipboard.writeText(apikey).then(
              () => toast.success('Copied'),
              () => toast.error('Copy failed; select the text instead'),
            )
          }
        >
          <Icon name="copy" className="size-4" />
        </Button>
      </div>
      <Button variant="ghost" size="sm" onClick={onHide}>
        I have saved it, hide it
      </Button>
    </div>
  );
}

export function ApiKeyActions({
  network,
  walletAddress,
  keyRevealable,
}: {
  network: Network;
  walletAddress: string;
  /** A rotated key can be shown once now (the page's session says so; rendered again after a rotation). */
  keyRevealable: boolean;
}) {
  const { sandbox } = useDashboardConfig();
  const router = useRouter();
  const [rotating, setRotating] = useState(false);
  // A rotation whose answer was lost: kept while the page lives, so reopening the dialog never offers to rotate again.
  const [rotationUnconfirmed, setRotationUnconfirmed] = useState(false);
  const [reveal, setReveal] = useState<Reveal>({ state: 'idle' });
  const show = async () => {
    setReveal({ state: 'pending' });
    try {
      const { revealKey } = await import('@/lib/marketplace/account/session-actions');
      setReveal({ state: 'shown', key: (await revealKey()).apikey });
    } catch (error) {
      setReveal({ state: 'failed', error });
    }
  };
  return (
    <>
      <Button className="mt-3" variant="secondary" onClick={() => setRotating(true)}>
        <Icon name="key-round" className="size-4" /> Rotate key
      </Button>
      {rotating && (
        <RotateKeyDialog
          open
          onClose={() => setRotating(false)}
          // The session now holds the new key, revealable once: the page, rendered again, says so.
          onRotated={() => {
            setRotationUnconfirmed(false);
            setReveal({ state: 'idle' });
            router.refresh();
          }}
          unconfirmed={rotationUnconfirmed}
          onUnconfirmed={() => setRotationUnconfirmed(true)}
          sandbox={sandbox}
          network={network}
          walletAddress={walletAddress}
        />
      )}

      {keyRevealable && reveal.state !== 'shown' && reveal.state !== 'hidden' && (
        <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="flex items-center gap-2 font-semibold">
            <Icon name="triangle-exclamation-point" className="size-4" /> Your key was rotated
          </p>
          <p className="mt-1">
            You can see the new key once, within five minutes of the rotation, for example to give it to an agent.
            Anyone who sees it can act as this account. It will not be shown again.
          </p>
          <Button
            className="mt-2"
            variant="danger"
            size="sm"
            onClick={() => void show()}
            disabled={reveal.state === 'pending'}
          >
            Reveal the new key once
          </Button>
        </div>
      )}
      {reveal.state === 'failed' && (
        <div className="mt-3">
          <ErrorStateLazy error={reveal.error} title="The key could not be shown" />
        </div>
      )}
      {reveal.state === 'shown' && <RevealedKey apikey={reveal.key} onHide={() => setReveal({ state: 'hidden' })} />}
    </>
  );
}
