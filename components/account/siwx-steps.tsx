'use client';

/** The steps of a wallet proof, each a dialog step whose heading takes focus as it appears. */
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { shortenMiddle } from '@/components/ui/shorten-middle';
import { formatDuration, useSecondsLeft } from '@/components/ui/countdown';
import { DialogStep } from '@/components/ui/dialog-step';
import { InstallWallet, WalletPicker } from '@/components/ui/wallet-picker';
import { CHAIN_OF, type SiwxInfo } from '@/lib/marketplace/siwx';
import { NETWORK_LABEL, type Network } from '@/lib/marketplace/values';
import type { ConnectedWallet, WalletChoice } from '@/lib/wallet/use-wallets';
import { sameAddress } from '@/lib/wallet/wallet-checks';
import type { SiwxSummary } from './siwx-words';
import { Icon } from '@/components/ui/icon';

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

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="break-all">{children}</dd>
    </div>
  );
}

export interface ReviewFacts {
  network: Network;
  wallet: ConnectedWallet;
  walletName: string;
  info: SiwxInfo;
}

/** What signing does, in a sentence, before anything is signed; the exact message and request behind "Details". */
export function ReviewStep({
  facts,
  summary,
  actionLabel,
  expectedAddress,
  onSign,
  onCancel,
}: {
  facts: ReviewFacts;
  summary: SiwxSummary;
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
    <DialogStep title="Check before you sign">
      {expectedAddress && !sameAddress(facts.network, expectedAddress, wallet.address) && (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          This wallet ({shortenMiddle(wallet.address)}) is not the one this account signed in with (
          {shortenMiddle(expectedAddress)}). The marketplace will refuse it unless it belongs to the account.
        </p>
      )}
      <div className="flex items-start gap-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
        <Icon name="shield-check" className="mt-0.5 size-5 shrink-0" />
        <p>{summary({ site: info.domain, address: wallet.address, network: facts.network })}</p>
      </div>
      {info.domain !== window.location.host && (
        <p className="text-sm text-slate-600">
          Your wallet may warn that this request names {info.domain}, not the page you are on: the dashboard asks the
          marketplace at {info.domain} for you, so that is the site your signature is for.
        </p>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-slate-700">Details</summary>
        <dl className="mt-2 space-y-2">
          <Fact label="Message you sign">
            <span className="font-mono text-xs">{info.statement}</span>
          </Fact>
          <Fact label="Wallet">
            {facts.walletName} · {wallet.address}
          </Fact>
          <Fact label="Network">
            {NETWORK_LABEL[facts.network]} ({CHAIN_OF[facts.network].chainId})
          </Fact>
          <Fact label="Request">{info.uri}</Fact>
          <Fact label="Valid until">
            {expiresAt === undefined ? 'Not stated' : new Date(expiresAt).toLocaleString()}
          </Fact>
        </dl>
      </details>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onSign} disabled={expired}>
          {actionLabel}
        </Button>
      </div>
      {expired ? (
        <p className="text-sm text-amber-800">This request expired. Cancel and start again for a fresh one.</p>
      ) : (
        expiresAt !== undefined &&
        secondsLeft <= 60 && <p className="text-sm text-slate-600">Sign within {formatDuration(secondsLeft)}.</p>
      )}
    </DialogStep>
  );
}
