'use client';

/**
 * One wallet-proof flow for every SIWX action (sign-in, key rotation): pick a
 * network and a wallet, fetch the free challenge for the exact request, show
 * what will be signed and where, sign it unchanged, and hand the proof over.
 */
import { Loader2, ShieldCheck, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDuration, useSecondsLeft } from '@/components/ui/countdown';
import { ErrorState } from '@/components/ui/states';
import { useDashboardConfig } from '@/components/shell/dashboard-config';
import { CHAIN_OF, checkChallenge, type SiwxInfo } from '@/lib/marketplace/siwx';
import { signSiwxChallenge } from '@/lib/wallet/siwx';
import { useWalletChoices, type ConnectedWallet, type WalletChoice } from '@/lib/wallet/use-wallets';
import { fetchChallenge } from '@/lib/marketplace/account/client';
import { type Network } from '@/lib/marketplace/schema';

export interface SiwxRequest {
  path: (network: Network) => string;
  method: 'GET' | 'POST';
  body?: unknown;
}

type Step =
  | { kind: 'network' }
  | { kind: 'wallet'; network: Network }
  | { kind: 'working'; network: Network; label: string }
  | { kind: 'review'; network: Network; wallet: ConnectedWallet; walletName: string; info: SiwxInfo; purpose: string }
  | { kind: 'failed'; network: Network; error: unknown; wallet?: ConnectedWallet; walletName?: string };

const NETWORK_LABEL: Record<Network, string> = { solana: 'Solana', base: 'Base' };

function shorten(address: string): string {
  return address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

class ChallengeMismatch extends Error {}

function NetworkStep({ onPick }: { onPick: (n: Network) => void }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">Choose the network of the wallet you sign with. Signing is free: nothing is paid and no transaction is sent.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {(['solana', 'base'] as const).map((network) => (
          <button key={network} type="button" onClick={() => onPick(network)} className="rounded-lg border border-slate-200 p-4 text-left hover:border-brand-500 hover:bg-brand-50">
            <span className="block font-semibold">{NETWORK_LABEL[network]}</span>
            <span className="block text-xs text-slate-500">{network === 'solana' ? 'Phantom, Solflare, Backpack…' : 'MetaMask, Coinbase Wallet, Rabby…'}</span>
          </button>
        ))}
      </div>
    </div>
  );
}

function WalletStep({ network, choices, onPick, onBack }: { network: Network; choices: WalletChoice[]; onPick: (c: WalletChoice) => void; onBack: () => void }) {
  return (
    <div className="space-y-3">
      {choices.length === 0 ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          No {NETWORK_LABEL[network]} wallet was found in this browser. Install one (
          {network === 'solana' ? 'Phantom, Solflare or Backpack' : 'MetaMask or another EIP-6963 wallet'}) and reload.
        </p>
      ) : (
        <ul className="space-y-2" aria-label={`${NETWORK_LABEL[network]} wallets`}>
          {choices.map((choice) => (
            <li key={choice.id}>
              <button
                type="button"
                onClick={() => onPick(choice)}
                className="flex w-full items-center gap-3 rounded-lg border border-slate-200 p-3 text-left hover:border-brand-500 hover:bg-brand-50"
              >
                {choice.icon ? (
                  // eslint-disable-next-line @next/next/no-img-element -- wallet icons are data URIs from the wallets themselves
                  <img src={choice.icon} alt="" className="size-8 rounded" />
                ) : (
                  <Wallet className="size-8 p-1 text-slate-500" aria-hidden="true" />
                )}
                <span className="flex-1">
                  <span className="block font-medium">{choice.name}</span>
                  {choice.sandbox && <span className="block text-xs text-amber-800">Keys are stored in this browser, for testing with the sandbox only.</span>}
                </span>
                {choice.sandbox && <Badge tone="warning">Sandbox</Badge>}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Button variant="ghost" size="sm" onClick={onBack}>
        Back
      </Button>
    </div>
  );
}

function Review({ step, actionLabel, onSign, onCancel }: { step: Extract<Step, { kind: 'review' }>; actionLabel: string; onSign: () => void; onCancel: () => void }) {
  const expiresAt = step.info.expirationTime ? Date.parse(step.info.expirationTime) : undefined;
  const secondsLeft = useSecondsLeft(expiresAt);
  const expired = expiresAt !== undefined && secondsLeft === 0;
  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
        <ShieldCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>
          This challenge is for exactly this request on <strong>{step.info.domain}</strong>. Signing it costs nothing and moves no funds.
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="col-span-2">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">You will sign</dt>
          <dd className="mt-1 break-words rounded-md bg-slate-100 p-3 font-mono text-xs leading-relaxed text-slate-800">{step.info.statement}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Marketplace</dt>
          <dd className="break-all font-medium">{step.info.domain}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Expires</dt>
          <dd className="font-medium" aria-live="polite">
            {expiresAt === undefined ? 'Not stated' : expired ? 'Expired' : `in ${formatDuration(secondsLeft)}`}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Wallet</dt>
          <dd className="font-medium" title={step.wallet.address}>
            {step.walletName} · {shorten(step.wallet.address)}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Chain</dt>
          <dd className="break-all font-medium">{CHAIN_OF[step.network].chainId}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Request</dt>
          <dd className="break-all text-slate-700">{step.info.uri}</dd>
        </div>
      </dl>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onSign} disabled={expired}>
          {actionLabel}
        </Button>
      </div>
      {expired && <p className="text-sm text-amber-800">This challenge expired. Cancel and start again for a fresh one.</p>}
    </div>
  );
}

export function SiwxFlow({
  request,
  network: fixedNetwork,
  actionLabel,
  expectedAddress,
  onProof,
}: {
  request: SiwxRequest;
  /** Skip the network choice (e.g. rotation must use the account's own network). */
  network?: Network;
  actionLabel: string;
  /** Warn before signing when the wallet is not this address. */
  expectedAddress?: string;
  /** Send the request with the proof; throw to show an error. */
  onProof: (proof: string, network: Network, wallet: ConnectedWallet) => Promise<void>;
}) {
  const { upstreamOrigin } = useDashboardConfig();
  const [step, setStep] = useState<Step>(fixedNetwork ? { kind: 'wallet', network: fixedNetwork } : { kind: 'network' });
  const network =
    step.kind === 'network' ? 'solana' : step.kind === 'wallet' || step.kind === 'working' || step.kind === 'review' || step.kind === 'failed' ? step.network : 'solana';
  const choices = useWalletChoices(network);

  const prepare = async (net: Network, wallet: ConnectedWallet, walletName: string) => {
    setStep({ kind: 'working', network: net, label: 'Asking the marketplace for a challenge…' });
    try {
      const path = request.path(net);
      const challenge = await fetchChallenge(path, { method: request.method, body: request.body });
      const check = await checkChallenge(challenge, { upstreamOrigin, path, method: request.method, intent: request.body });
      if (!check.ok) throw new ChallengeMismatch(`${check.problem} Nothing was signed.`);
      setStep({ kind: 'review', network: net, wallet, walletName, info: check.info, purpose: check.purpose });
    } catch (error) {
      setStep({ kind: 'failed', network: net, error, wallet, walletName });
    }
  };

  const pickWallet = async (choice: WalletChoice) => {
    setStep({ kind: 'working', network: choice.network, label: `Connecting ${choice.name}…` });
    try {
      const wallet = await choice.connect();
      await prepare(choice.network, wallet, choice.name);
    } catch (error) {
      setStep({ kind: 'failed', network: choice.network, error });
    }
  };

  const sign = async (review: Extract<Step, { kind: 'review' }>) => {
    setStep({ kind: 'working', network: review.network, label: `Confirm the signature in ${review.walletName}…` });
    try {
      const proof = await signSiwxChallenge(review.info, review.wallet);
      setStep({ kind: 'working', network: review.network, label: 'Sending the signed request…' });
      await onProof(proof, review.network, review.wallet);
    } catch (error) {
      setStep({ kind: 'failed', network: review.network, error, wallet: review.wallet, walletName: review.walletName });
    }
  };

  switch (step.kind) {
    case 'network':
      return <NetworkStep onPick={(n) => setStep({ kind: 'wallet', network: n })} />;
    case 'wallet':
      return (
        <WalletStep
          network={step.network}
          choices={choices}
          onPick={(c) => void pickWallet(c)}
          onBack={() => setStep(fixedNetwork ? { kind: 'wallet', network: fixedNetwork } : { kind: 'network' })}
        />
      );
    case 'working':
      return (
        <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-700">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" /> {step.label}
        </p>
      );
    case 'review':
      return (
        <div className="space-y-3">
          {expectedAddress && expectedAddress !== step.wallet.address && (
            <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              This wallet ({shorten(step.wallet.address)}) is not the one this account signed in with ({shorten(expectedAddress)}). The marketplace will refuse it unless it belongs
              to the account.
            </p>
          )}
          <Review
            step={step}
            actionLabel={actionLabel}
            onSign={() => void sign(step)}
            onCancel={() => setStep(fixedNetwork ? { kind: 'wallet', network: fixedNetwork } : { kind: 'network' })}
          />
        </div>
      );
    case 'failed':
      return (
        <div className="space-y-3">
          {step.error instanceof ChallengeMismatch ? (
            <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
              <p className="font-semibold">The marketplace’s challenge does not match this request</p>
              <p className="mt-1">{step.error.message}</p>
            </div>
          ) : (
            <ErrorState error={step.error} title="That did not work" />
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setStep(fixedNetwork ? { kind: 'wallet', network: fixedNetwork } : { kind: 'network' })}>
              Choose another wallet
            </Button>
            {step.wallet && step.walletName && <Button onClick={() => void prepare(step.network, step.wallet!, step.walletName!)}>Try again with a fresh challenge</Button>}
          </div>
        </div>
      );
  }
}
