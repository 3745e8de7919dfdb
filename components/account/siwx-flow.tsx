'use client';

/**
 * One wallet-proof flow for every SIWX action (sign-in, key rotation): pick a
 * network and a wallet, fetch the free challenge for the exact request, show
 * what will be signed and where, sign it unchanged, and hand the proof over.
 */
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useWaitLeft } from '@/components/ui/countdown';
import { DialogStep } from '@/components/ui/dialog-step';
import { ErrorState } from '@/components/ui/states';
import { useDashboardConfig } from '@/components/shell/dashboard-config';
import { checkChallenge } from '@/lib/marketplace/siwx';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { signSiwxChallenge, signedBySmartAccount } from '@/lib/wallet/siwx';
import { fromWallet } from '@/lib/wallet/wallet-checks';
import { useWalletChoices, type ConnectedWallet, type WalletChoice } from '@/lib/wallet/use-wallets';
import { fetchChallenge } from '@/lib/marketplace/account/challenge';
import type { Network } from '@/lib/marketplace/schema';
import { NetworkStep } from './network-step';
import { ReviewStep, WalletStep, type ReviewFacts } from './siwx-steps';
import type { SiwxSummary } from './siwx-words';

export interface SiwxRequest {
  path: (network: Network) => string;
  method: 'GET' | 'POST';
  body?: unknown;
  /** The purpose the contract gives the request, when it gives one: a challenge stating another is not signed. */
  purpose?: string;
}

type Step =
  | { kind: 'network' }
  | { kind: 'wallet'; network: Network }
  | { kind: 'working'; network: Network; label: string }
  | ({ kind: 'review' } & ReviewFacts)
  | { kind: 'failed'; network: Network; error: unknown; wallet?: ConnectedWallet; walletName?: string };

class ChallengeMismatch extends Error {}

export function SiwxFlow({
  request,
  network: fixedNetwork,
  initialNetwork,
  summary,
  actionLabel,
  expectedAddress,
  onProof,
}: {
  request: SiwxRequest;
  /** Skip the network choice (e.g. rotation must use the account's own network). */
  network?: Network;
  /** A network already chosen (on a page's own network step): the flow starts at its wallets, and can go back. */
  initialNetwork?: Network;
  /** What signing does, in plain words (see siwx-words.ts). */
  summary: SiwxSummary;
  actionLabel: string;
  /** Warn before signing when the wallet is not this address. */
  expectedAddress?: string;
  /** Send the request with the proof; throw to show an error. */
  onProof: (proof: string, network: Network, wallet: ConnectedWallet) => Promise<void>;
}) {
  const { upstreamOrigin } = useDashboardConfig();
  const start: Step = fixedNetwork ? { kind: 'wallet', network: fixedNetwork } : { kind: 'network' };
  const [step, setStep] = useState<Step>(initialNetwork ? { kind: 'wallet', network: initialNetwork } : start);
  const choices = useWalletChoices(step.kind === 'network' ? 'solana' : step.network, 'sign-in');
  // A refusal that named a wait (too many sign-ins, a busy marketplace): a fresh challenge would be refused again.
  const waitLeft = useWaitLeft(step.kind === 'failed' ? step.error : undefined);

  const prepare = async (network: Network, wallet: ConnectedWallet, walletName: string) => {
    setStep({ kind: 'working', network, label: 'Asking the marketplace for a challenge…' });
    try {
      const path = request.path(network);
      const challenge = await fetchChallenge(path, { method: request.method, body: request.body });
      const check = await checkChallenge(challenge, {
        upstreamOrigin,
        path,
        method: request.method,
        intent: request.body,
        network,
        purpose: request.purpose,
      });
      if (!check.ok) throw new ChallengeMismatch(`${check.problem} Nothing was signed.`);
      setStep({ kind: 'review', network, wallet, walletName, info: check.info });
    } catch (error) {
      setStep({ kind: 'failed', network, error, wallet, walletName });
    }
  };

  // The wallet last picked: trying again connects it again, since it may have disconnected since (and then never signs).
  const picked = useRef<WalletChoice | null>(null);
  const pickWallet = async (choice: WalletChoice) => {
    picked.current = choice;
    setStep({ kind: 'working', network: choice.network, label: `Connecting ${choice.name}…` });
    try {
      await prepare(choice.network, await choice.connect(), choice.name);
    } catch (error) {
      setStep({ kind: 'failed', network: choice.network, error: fromWallet(error) });
    }
  };

  const sign = async (review: ReviewFacts) => {
    setStep({ kind: 'working', network: review.network, label: `Confirm the signature in ${review.walletName}…` });
    let proof: string | undefined;
    try {
      proof = await signSiwxChallenge(review.info, review.wallet);
      setStep({ kind: 'working', network: review.network, label: 'Sending the signed request…' });
      await onProof(proof, review.network, review.wallet);
    } catch (error) {
      // A smart account's signature refused as not verifying: signing again would only fail the same way.
      const smartAccount =
        error instanceof MarketplaceError &&
        error.code === 'SIWX_INVALID_SIGNATURE' &&
        proof !== undefined &&
        signedBySmartAccount(proof);
      setStep({
        kind: 'failed',
        network: review.network,
        error: smartAccount ? new MarketplaceError({ status: 401, code: 'SIWX_SMART_ACCOUNT' }) : fromWallet(error),
        wallet: review.wallet,
        walletName: review.walletName,
      });
    }
  };

  switch (step.kind) {
    case 'network':
      return <NetworkStep onPick={(network) => setStep({ kind: 'wallet', network })} />;
    case 'wallet':
      return (
        <WalletStep
          network={step.network}
          choices={choices}
          onPick={(c) => void pickWallet(c)}
          onBack={fixedNetwork ? undefined : () => setStep(start)}
        />
      );
    case 'working':
      return (
        <div role="status">
          <DialogStep title={step.label} busy />
        </div>
      );
    case 'review':
      return (
        <ReviewStep
          facts={step}
          summary={summary}
          actionLabel={actionLabel}
          expectedAddress={expectedAddress}
          onSign={() => void sign(step)}
          onCancel={() => setStep(start)}
        />
      );
    case 'failed': {
      const { wallet, walletName } = step;
      const mismatch = step.error instanceof ChallengeMismatch;
      return (
        <DialogStep title={mismatch ? 'The marketplace’s challenge does not match this request' : 'That did not work'}>
          {mismatch ? (
            <p className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
              {(step.error as Error).message}
            </p>
          ) : (
            <ErrorState error={step.error} title={null} />
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setStep(start)}>
              Choose another wallet
            </Button>
            {wallet && walletName && (
              <Button
                disabled={waitLeft > 0}
                onClick={() =>
                  void (picked.current ? pickWallet(picked.current) : prepare(step.network, wallet, walletName))
                }
              >
                Try again with a fresh challenge
              </Button>
            )}
          </div>
        </DialogStep>
      );
    }
  }
}
