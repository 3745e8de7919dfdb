'use client';

/**
 * The pay step's wallets: the signed-in account's first, as "Your account",
 * then the others. The verified payer owns the order, so choosing a wallet
 * known to pay from another account first says what will happen (the order
 * goes to that account; this browser's recovery page keeps it findable), and
 * pays only once the person confirms.
 */
import { useSessionSummary } from '@/components/account/use-session-summary';
import { Button } from '@/components/ui/button';
import { shortenMiddle } from '@/components/ui/shorten-middle';
import { DialogStep } from '@/components/ui/dialog-step';
import { InstallWallet, WalletPicker } from '@/components/ui/wallet-picker';
import { NETWORK_LABEL, type Network } from '@/lib/marketplace/values';
import { formatUsd } from '@/lib/money';
import { usePayChoices, type WalletChoice } from '@/lib/wallet/use-wallets';
import { Icon } from '@/components/ui/icon';

export function PayWith({
  network,
  amount,
  onPick,
}: {
  network: Network;
  amount: string;
  /** `otherAccount` when the wallet is known to pay from another account than the signed-in one. */
  onPick: (wallet: WalletChoice, otherAccount: boolean) => void;
}) {
  const account = useSessionSummary()?.account;
  const { yours, others, all } = usePayChoices(network, account);
  const actionLabel = (wallet: WalletChoice) => `Pay ${formatUsd(amount)} with ${wallet.name}`;
  const empty = <InstallWallet network={network} then="reload this page and ask for a quote again" />;
  if (!account || all.length === 0)
    return (
      <div className="space-y-2">
        <p className="text-sm font-medium">Pay with a {NETWORK_LABEL[network]} wallet</p>
        <WalletPicker
          label={`${NETWORK_LABEL[network]} wallets`}
          wallets={all}
          onPick={(wallet) => onPick(wallet, false)}
          actionLabel={actionLabel}
          empty={empty}
        />
      </div>
    );
  const here = account.network === network;
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <p className="text-sm font-medium">Your account</p>
        <p className="text-xs text-slate-600">
          Signed in with {NETWORK_LABEL[account.network]} wallet{' '}
          <span title={account.walletAddress}>{shortenMiddle(account.walletAddress)}</span>.{' '}
          {here
            ? yours.length === 0 && 'Pay with the wallet that holds it, so the order is yours.'
            : `This quote is paid on ${NETWORK_LABEL[network]}, so any wallet below pays from another account than yours.`}
        </p>
        {yours.length > 0 && (
          <WalletPicker
            label="Your account"
            wallets={yours}
            onPick={(wallet) => onPick(wallet, false)}
            actionLabel={actionLabel}
            empty={empty}
          />
        )}
      </div>
      {others.length > 0 && (
        <div className="space-y-2">
          <p className="text-sm font-medium">
            {yours.length > 0 ? 'Other wallets' : `${NETWORK_LABEL[network]} wallets`}
          </p>
          <WalletPicker
            label={yours.length > 0 ? 'Other wallets' : `${NETWORK_LABEL[network]} wallets`}
            wallets={others}
            setApart={all.some((wallet) => !wallet.sandbox)}
            onPick={(wallet) => onPick(wallet, wallet.otherAccount)}
            actionLabel={actionLabel}
            empty={empty}
          />
        </div>
      )}
    </div>
  );
}

/** Before paying from another account: what will happen to the order, and the way back. */
export function OtherAccountStep({
  wallet,
  amount,
  onConfirm,
  onBack,
}: {
  wallet: WalletChoice;
  amount: string;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const account = useSessionSummary()?.account;
  return (
    <DialogStep title="Pay from another account?">
      <div className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
        <Icon name="triangle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
        <div className="space-y-2" data-testid="other-account-warning">
          <p>
            {wallet.name} pays from another account than the one you are signed in with
            {account ? ` (${shortenMiddle(account.walletAddress)})` : ''}. The order will belong to the account of the
            wallet that pays, so your Purchases will not list it.
          </p>
          <p>
            This browser keeps it under Unfinished operations (linked from Purchases), where you can open it; signed in
            with that wallet, it is in that account’s Purchases.
          </p>
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onBack}>
          Choose another wallet
        </Button>
        <Button onClick={onConfirm}>Pay {formatUsd(amount)} from the other account</Button>
      </div>
    </DialogStep>
  );
}
