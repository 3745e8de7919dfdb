'use client';

import { UserCircle } from 'lucide-react';
import Link from 'next/link';
import { NotificationBell } from '@/components/notifications/bell';
import { Badge } from '@/components/ui/badge';
import { shortenMiddle } from '@/components/ui/copyable-value';
import type { SessionSummary } from '@/lib/marketplace/account/session';
import { NETWORK_LABEL } from '@/lib/marketplace/values';
import { BalanceMenu } from './balance-menu';

/** The header's right side for a signed-in account: the bell, the balances and the link to the account. */
export default function SignedInMenu({ account }: { account: NonNullable<SessionSummary['account']> }) {
  return (
    <>
      <NotificationBell />
      <div className="flex items-center gap-1">
        <BalanceMenu />
        <Link
          href="/account"
          className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-slate-100"
          title={account.walletAddress}
        >
          <UserCircle className="size-5 text-slate-500" aria-hidden="true" />
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
