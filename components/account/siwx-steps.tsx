'use client';

/** The steps of a wallet proof, each a dialog step whose heading takes focus as it appears. */
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { shortenMiddle } from '@/components/ui/copyable-value';
import { formatDuration, useSecondsLeft } from '@/components/ui/countdown';
import { DialogStep } from '@/components/ui/dialog-step';
import { InstallWallet, WalletGuideLink, WalletPicker } from '@/components/ui/wallet-picker';
import { CHAIN_OF, type SiwxInfo } from '@/lib/marketplace/siwx';
import { NETWORK_LABEL, type Network } from '@/lib/marketplace/values';
import type { ConnectedWallet, WalletChoice } from '@/lib/wallet/use-wallets';

export function NetworkStep({ onPick }: { onPick: (n: Network) => void }) {
  return (
    <DialogStep title="Choose your wallet’s network">
      <p className="text-sm text-slate-600">Signing is free: nothing is paid and no transaction is sent.</p>
      <p className="text-sm">
        <WalletGuideLink />
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {(['solana', 'base'] as const).map((network) => (
          <button
            key={network}
            type="button"
            onClick={() => onPick(network)}
            className="rounded-lg border border-slate-200 p-4 text-left hover:border-brand-500 hover:bg-brand-50"
          >
            <span className="block font-semibold">{NETWORK_LABEL[network]}</span>
            <span className="block text-xs text-slate-500">
              {network === 'solana' ? 'Phantom, Solflare, Backpack…' : 'MetaMask, Coinbase Wallet, Rabby…'}
            </span>
          </button>
        ))}
      </div>
    </DialogStep>
  );
}

export function WalletStep({
  network,
  choices,
  onPick,
  onBack,
}: {
  network: Network;
  choices: WalletChoice[];
  onPick: (c: WalletChoice) => void;
  onBack?: () => void;
}) {
  return (
    <DialogStep title={`Choose a ${NETWORK_LABEL[network]} wallet`}>
      <WalletPicker
        label={`${NETWORK_LABEL[network]} wallets`}
        wallets={choices}
        onPick={onPick}
        empty={<InstallWallet network={network} then="reload this page" />}
      />
      {onBack && (
        <Button variant="ghost" size="sm" onClick={onBack}>
          Back
        </Button>
      )}
    </DialogStep>
  );
}

function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="break-words font-medium">{children}</dd>
    </div>
  );
}

export interface ReviewFacts {
  network: Network;
  wallet: ConnectedWallet;
  walletName: string;
  info: SiwxInfo;
}

/** What will be signed, for which marketplace and with which wallet, before anything is signed. */
export function ReviewStep({
  facts,
  actionLabel,
  expectedAddress,
  onSign,
  onCancel,
}: {
  facts: ReviewFacts;
  actionLabel: string;
  expectedAddress?: string;
  onSign: () => void;
  onCancel: () => void;
}) {
  const { info, wallet } = facts;
  const expiresAt = info.expirationTime ? Date.parse(info.expirationTime) : undefined;
  const secondsLeft = useSecondsLeft(expiresAt);
  const expired = expiresAt !== undefined && secondsLeft === 0;
  return (
    <DialogStep title="Check the message, then sign">
      {expectedAddress && expectedAddress !== wallet.address && (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          This wallet ({shortenMiddle(wallet.address)}) is not the one this account signed in with (
          {shortenMiddle(expectedAddress)}). The marketplace will refuse it unless it belongs to the account.
        </p>
      )}
      <div className="flex items-start gap-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
        <ShieldCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>
          This challenge is for exactly this request on <strong>{info.domain}</strong>. Signing it costs nothing and
          moves no funds.
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="col-span-2">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">You will sign</dt>
          <dd className="mt-1 break-words rounded-md bg-slate-100 p-3 font-mono text-xs leading-relaxed text-slate-800">
            {info.statement}
          </dd>
        </div>
        <Fact label="Marketplace">{info.domain}</Fact>
        <Fact label="Expires">
          {expiresAt === undefined ? 'Not stated' : expired ? 'Expired' : `in ${formatDuration(secondsLeft)}`}
        </Fact>
        <Fact label="Wallet">
          <span title={wallet.address}>
            {facts.walletName} · <span className="whitespace-nowrap">{shortenMiddle(wallet.address)}</span>
          </span>
        </Fact>
        <Fact label="Chain">{CHAIN_OF[facts.network].chainId}</Fact>
        <Fact label="Request" wide>
          <span className="break-all font-normal text-slate-700">{info.uri}</span>
        </Fact>
      </dl>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onSign} disabled={expired}>
          {actionLabel}
        </Button>
      </div>
      {expired && (
        <p className="text-sm text-amber-800">This challenge expired. Cancel and start again for a fresh one.</p>
      )}
    </DialogStep>
  );
}
