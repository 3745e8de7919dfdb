import { Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from './badge';

export interface WalletOption {
  id: string;
  name: string;
  /** A data URI the wallet itself provides. */
  icon?: string;
  /** A test wallet kept in this browser: labelled as such. */
  sandbox: boolean;
  /** A line under the name (what a sandbox persona's account holds). */
  description?: string;
}

/** The wallets a person can choose from, one button each; `empty` says what to do when there are none. */
export function WalletPicker<W extends WalletOption>({
  label,
  wallets,
  onPick,
  actionLabel = (wallet) => wallet.name,
  empty,
  disabled = false,
}: {
  /** Names the list for screen readers, e.g. "Solana wallets". */
  label: string;
  wallets: readonly W[];
  onPick: (wallet: W) => void;
  actionLabel?: (wallet: W) => ReactNode;
  empty: ReactNode;
  disabled?: boolean;
}) {
  if (wallets.length === 0) return <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{empty}</p>;
  return (
    <ul className="space-y-2" aria-label={label}>
      {wallets.map((wallet) => (
        <li key={wallet.id}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onPick(wallet)}
            className="flex w-full items-center gap-3 rounded-lg border border-slate-200 p-3 text-left hover:border-brand-500 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {wallet.icon ? (
              // eslint-disable-next-line @next/next/no-img-element -- wallet icons are data URIs from the wallets themselves
              <img src={wallet.icon} alt="" className="size-8 rounded" />
            ) : (
              <Wallet className="size-8 p-1 text-slate-500" aria-hidden="true" />
            )}
            <span className="flex-1">
              <span className="block text-sm font-medium">{actionLabel(wallet)}</span>
              {wallet.description && <span className="block text-xs text-slate-600">{wallet.description}</span>}
              {wallet.sandbox && <span className="block text-xs text-amber-800">Keys are stored in this browser, for testing with the sandbox only.</span>}
            </span>
            {wallet.sandbox && <Badge tone="warning">Sandbox</Badge>}
          </button>
        </li>
      ))}
    </ul>
  );
}
