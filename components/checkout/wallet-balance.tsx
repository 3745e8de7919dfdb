'use client';

/**
 * The signed-in account's USDC platform balance on a network, from the
 * private profile, said apart from the payment (an x402 payment comes from the
 * wallet's own USDC, never from it); when it cannot be shown, the reason in
 * plain words (never an empty space).
 */
import { useQuery } from '@tanstack/react-query';
import { formatDuration, useSecondsLeft } from '@/components/ui/countdown';
import { Money } from '@/components/ui/money';
import { shortenMiddle } from '@/components/ui/shorten-middle';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { nextRead } from '@/lib/marketplace/polling';
import { accountQueries } from '@/lib/marketplace/account/client';
import { sessionQueries } from '@/lib/marketplace/account/session';
import type { Network } from '@/lib/marketplace/schema';

function Unavailable({ error }: { error: unknown }) {
  const secondsLeft = useSecondsLeft(error instanceof MarketplaceError ? error.retryAt : undefined);
  return (
    <span className="text-slate-600">
      {secondsLeft > 0
        ? `Cannot be shown right now; it can be read again in ${formatDuration(secondsLeft)}.`
        : 'Cannot be shown right now.'}
    </span>
  );
}

export function WalletBalance({ network }: { network: Network }) {
  const session = useQuery(sessionQueries.summary());
  const account = session.data?.account;
  // A read refused by the profile's window says so, and reads again when the window opens.
  const profile = useQuery({
    ...accountQueries.profile(),
    enabled: Boolean(account),
    retry: false,
    refetchInterval: (query) => nextRead(query.state.error, false),
  });
  if (session.isPending) return <span className="text-slate-600">Reading…</span>;
  if (!account)
    return <span className="text-slate-600">Sign in to see it here; it cannot be shown without an account.</span>;
  if (profile.data) {
    const balance =
      network === 'solana' ? profile.data.data.balances.solana.USDC : profile.data.data.balances.base.USDC;
    return (
      <span className="inline-flex flex-col items-end">
        <Money amount={balance} />
        <span className="text-xs text-slate-500">
          account of wallet {shortenMiddle(account.walletAddress)}; not used here: the wallet pays
        </span>
      </span>
    );
  }
  if (profile.isError) return <Unavailable error={profile.error} />;
  return <span className="text-slate-600">Reading…</span>;
}
