import type { ReactNode } from 'react';
import { NETWORK_LABEL, type Network } from '@/lib/marketplace/values';
import { Badge } from './badge';
import { Icon } from '@/components/ui/icon';

export interface WalletOption {
  id: string;
  name: string;
  /** A data URI the wallet itself provides. */
  icon?: string;
  /** A test wallet kept in this browser: labelled as such, and set apart when a real wallet is present. */
  sandbox: boolean;
  /** A line under the name (what a sandbox persona's account holds). */
  description?: string;
  /** Why the wallet cannot be used here: shown, not offered. */
  unable?: string;
}

function WalletIcon({ icon }: { icon?: string }) {
  return icon ? (
    // eslint-disable-next-line @next/next/no-img-element -- wallet icons are data URIs from the wallets themselves
    <img src={icon} alt="" className="size-8 rounded" />
  ) : (
    <Icon name="wallet" className="size-8 p-1 text-slate-500" />
  );
}

/**
 * The wallets a person can choose from, one button each, under each wallet's
 * own name and icon; a wallet that cannot serve is listed with why; `empty`
 * says what to do when there are none.
 */
export function WalletPicker<W extends WalletOption>({
  label,
  wallets,
  onPick,
  actionLabel = (wallet) => wallet.name,
  empty,
  disabled = false,
  setApart,
}: {
  /** Names the list for screen readers, e.g. "Solana wallets". */
  label: string;
  wallets: readonly W[];
  onPick: (wallet: W) => void;
  actionLabel?: (wallet: W) => ReactNode;
  empty: ReactNode;
  disabled?: boolean;
  /** Set the sandbox's test wallets apart even with no real wallet in this list (one is listed beside it). */
  setApart?: boolean;
}) {
  if (wallets.length === 0) return <div className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{empty}</div>;
  const list = (items: readonly W[], name: string) => (
    <ul className="space-y-2" aria-label={name}>
      {items.map((wallet) => (
        <li key={wallet.id}>
          {wallet.unable ? (
            <div className="flex w-full items-center gap-3 rounded-lg border border-dashed border-slate-300 p-3 text-left">
              <WalletIcon icon={wallet.icon} />
              <span className="flex-1">
                <span className="block text-sm font-medium">{wallet.name}</span>
                <span className="block text-xs text-slate-600">Cannot be used here. {wallet.unable}</span>
              </span>
            </div>
          ) : (
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(wallet)}
              className="flex w-full items-center gap-3 rounded-lg border border-slate-200 p-3 text-left hover:border-brand-500 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
            >
              <WalletIcon icon={wallet.icon} />
              <span className="flex-1">
                <span className="block text-sm font-medium">{actionLabel(wallet)}</span>
                {wallet.description && <span className="block text-xs text-slate-600">{wallet.description}</span>}
                {wallet.sandbox && (
                  <span className="block text-xs text-amber-800">
                    Keys are stored in this browser, for testing with the sandbox only.
                  </span>
                )}
              </span>
              {wallet.sandbox && <Badge tone="warning">Sandbox</Badge>}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
  const own = wallets.filter((wallet) => !wallet.sandbox);
  const test = wallets.filter((wallet) => wallet.sandbox);
  if (test.length === 0 || (own.length === 0 && !setApart)) return list(wallets, label);
  // A real wallet comes first; the sandbox's test wallets wait behind a disclosure.
  return (
    <div className="space-y-2">
      {own.length > 0 && list(own, label)}
      <details className="rounded-lg border border-slate-200 p-3">
        <summary className="cursor-pointer text-sm font-medium">Sandbox test wallets ({test.length})</summary>
        <div className="mt-2">{list(test, `Sandbox test ${label}`)}</div>
      </details>
    </div>
  );
}

const INSTALL: Record<Network, { name: string; href: string }[]> = {
  solana: [
    { name: 'Phantom', href: 'https://phantom.com/download' },
    { name: 'Solflare', href: 'https://solflare.com/download' },
    { name: 'Backpack', href: 'https://backpack.app/downloads' },
  ],
  base: [
    { name: 'MetaMask', href: 'https://metamask.io/download/' },
    { name: 'Coinbase Wallet', href: 'https://www.coinbase.com/wallet/downloads' },
    { name: 'Rabby', href: 'https://rabby.io/' },
  ],
};

/** No wallet of the network in this browser: which to install, where, and what happens next. */
export function InstallWallet({ network, then }: { network: Network; then: string }) {
  const wallets = INSTALL[network];
  return (
    <div className="space-y-2">
      <p>
        No {NETWORK_LABEL[network]} wallet was found in this browser. Install one of these browser extensions, then{' '}
        {then}:
      </p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {wallets.map((wallet) => (
          <li key={wallet.name}>
            <a href={wallet.href} target="_blank" rel="noopener noreferrer" className="font-medium underline">
              {wallet.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
      <p>
        <WalletGuideLink />
      </p>
    </div>
  );
}

/** The wallet guide (docs/wallets.md), in a new tab so the step in progress stays where it is. */
export function WalletGuideLink() {
  return (
    <a href="/wallets" target="_blank" rel="noopener" className="underline">
      How to connect a wallet, and what you will be asked to sign
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
