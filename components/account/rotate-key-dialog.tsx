'use client';

/** Key rotation: a fresh wallet proof only (never the key itself); the new key stays on the server. */
import { toast } from '@/components/ui/toaster';
import { Dialog } from '@/components/ui/dialog';
import { callRoute } from '@/lib/marketplace/call';
import { pathOf } from '@/lib/marketplace/route';
import { WalletProviders } from '@/lib/wallet/providers';
import { SiwxFlow } from './siwx-flow';
import { rotateKeySummary } from './siwx-words';
import { accountCalls } from '@/lib/marketplace/account/client';
import type { Network } from '@/lib/marketplace/schema';

export default function RotateKeyDialog({
  open,
  onClose,
  onRotated,
  sandbox,
  network,
  walletAddress,
}: {
  open: boolean;
  onClose: () => void;
  /** The key was rotated: the session holds the new one. */
  onRotated: () => void;
  sandbox: boolean;
  network: Network;
  walletAddress: string;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Rotate your API key">
      <p className="mb-4 text-sm text-slate-600">
        A new key replaces the current one at once; anything still using the old key stops working. Rotation needs a
        fresh signature from the account’s wallet.
      </p>
      <WalletProviders sandbox={sandbox}>
        <SiwxFlow
          network={network}
          expectedAddress={walletAddress}
          request={{ path: () => pathOf(accountCalls.rotateKey), method: 'POST' }}
          summary={rotateKeySummary}
          actionLabel="Sign and rotate"
          onProof={async (proof) => {
            await callRoute(accountCalls.rotateKey, { headers: { 'sign-in-with-x': proof } });
            onRotated();
            toast.success('API key rotated. The dashboard keeps working with the new key.');
            onClose();
          }}
        />
      </WalletProviders>
    </Dialog>
  );
}
