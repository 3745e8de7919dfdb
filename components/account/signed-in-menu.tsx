'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { BellPlaceholder } from '@/components/notifications/bell-frame';
import { Badge } from '@/components/ui/badge';
import { shortenMiddle } from '@/components/ui/shorten-middle';
import type { SessionSummary } from '@/lib/marketplace/account/session';
import { NETWORK_LABEL } from '@/lib/marketplace/values';
import { BalancesPlaceholder } from './balances-summary';
import { Icon } from '@/components/ui/icon';

// The bell and the balances load after the page is interactive, not among its first scripts (see signed-in-header.ts);
// until then each place holds the same icon in the same box, so nothing moves.
const NotificationBell = dynamic(() => import('./signed-in-header').then((m) => m.NotificationBell), {
  ssr: false,
  loading: BellPlaceholder,
});
const BalanceMenu = dynamic(() => import('./signed-in-header').then((m) => m.BalanceMenu), {
  ssr: false,
  loading: BalancesPlaceholder,
});

/** The header's right side for a signed-in account: the bell, the balances and the link to the account. */
export function SignedInMenu({ account }: { account: NonNullable<SessionSummary['account']> }) {
  return (
    <>
      <NotificationBell />
      <div className="flex items-center gap-1">
        <BalanceMenu accountId={account.accountId} />
        <Link
          href="/account"
          className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-slate-100"
          title={account.walletAddress}
        >
          <Icon name="circle-user" className="size-5 text-slate-500" />
          {/* On phones the header holds the menu button, the brand, the bell, the balances and this link in 390 px: the address is heard, not shown. */}
          <span className="sr-only whitespace-nowrap font-mono text-xs sm:not-sr-only">
            {shortenMiddle(account.walletAddress, 4, 4)}
          </span>
          {/* On phones the network is heard, not shown: the bell needs the room. */}
          <span className="sr-only sm:not-sr-only">
            <Badge tone="neutral">{NETWORK_LABEL[account.network]}</Badge>
          </span>
        </Link>
      </div>
    </>
  );
}
