'use client';

import { DialogStep } from '@/components/ui/dialog-step';
import { WalletGuideLink } from '@/components/ui/wallet-picker';
import { NETWORK_LABEL, type Network } from '@/lib/marketplace/values';

/**
 * The first step of a wallet proof: the network the wallet is on. Kept apart from the other steps, and light (no
 * wallet library comes with it), so a page can show it before the wallet code has loaded (recover-start.tsx).
 */
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
