'use client';

/**
 * Key rotation: a fresh wallet proof only (never the key itself); the new key stays on the server. A rotation whose
 * answer was lost is never sent again: signing in again with the wallet picks up the key in force.
 */
import { toast } from '@/components/ui/toaster';
import { Dialog } from '@/components/ui/dialog';
import { callRoute } from '@/lib/marketplace/call';
import { mayHaveHappened } from '@/lib/marketplace/errors';
import { signIn } from '@/lib/marketplace/account/session-actions';
import { pathOf } from '@/lib/marketplace/route';
import { WalletProviders } from '@/lib/wallet/providers';
import { SiwxFlow } from './siwx-flow';
import { rotateKeySummary, signInSummary } from './siwx-words';
import { accountCalls } from '@/lib/marketplace/account/client';
import { ROTATE_KEY_PURPOSE } from '@/lib/marketplace/account/terms';
import type { Network } from '@/lib/marketplace/schema';

export default function RotateKeyDialog({
  open,
  onClose,
  onRotated,
  sandbox,
  network,
  walletAddress,
  unconfirmed,
  onUnconfirmed,
}: {
  open: boolean;
  onClose: () => void;
  /** The key was rotated (or the key in force picked up again): the session holds it. */
  onRotated: () => void;
  sandbox: boolean;
  network: Network;
  walletAddress: string;
  /** A rotation's answer was lost: the old key may be dead. Signing in again picks up the key in force (spec 4.9). */
  unconfirmed: boolean;
  onUnconfirmed: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Rotate your API key">
      {unconfirmed ? (
        <p role="alert" className="mb-4 text-sm text-amber-900">
          We could not confirm the rotation: the key may have changed, and the dashboard may still hold the old one.
          Sign in again with this wallet to pick up the key in force. Nothing is rotated again.
        </p>
      ) : (
        <p className="mb-4 text-sm text-slate-600">
          A new key replaces the current one at once; anything still using the old key stops working. Rotation needs a
          fresh signature from the account’s wallet.
        </p>
      )}
      <WalletProviders sandbox={sandbox}>
        {unconfirmed ? (
          <SiwxFlow
            key="recover"
            network={network}
            expectedAddress={walletAddress}
            request={{ path: (chosen) => `/${chosen}/siwx/account-create`, method: 'POST' }}
            summary={signInSummary}
            actionLabel="Sign in again"
            onProof={async (proof, chosen) => {
              await signIn(chosen, proof);
              onRotated();
              toast.success('Signed in again: the dashboard works with the key in force.');
              onClose();
            }}
          />
        ) : (
          <SiwxFlow
            network={network}
            expectedAddress={walletAddress}
            request={{ path: () => pathOf(accountCalls.rotateKey), method: 'POST', purpose: ROTATE_KEY_PURPOSE }}
            summary={rotateKeySummary}
            actionLabel="Sign and rotate"
            onProof={async (proof) => {
              try {
                await callRoute(accountCalls.rotateKey, { headers: { 'sign-in-with-x': proof } });
              } catch (error) {
                if (!mayHaveHappened(error)) throw error;
                return onUnconfirmed();
              }
              onRotated();
              toast.success('API key rotated. The dashboard keeps working with the new key.');
              onClose();
            }}
          />
        )}
      </WalletProviders>
    </Dialog>
  );
}
