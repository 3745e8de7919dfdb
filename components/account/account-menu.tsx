'use client';

import { useQuery } from '@tanstack/react-query';
import { LogIn, UserCircle } from 'lucide-react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { shortenMiddle } from '@/components/ui/copyable-value';
import { useDashboardConfig } from '@/components/shell/dashboard-config';
import { sessionQueries } from '@/lib/marketplace/account/session';
import { BalanceMenu } from './balance-menu';

// Wallet libraries load with the dialog, never with the page.
const SignInDialog = dynamic(() => import('./sign-in-dialog'), { ssr: false });

export function useSignInDialog() {
  const { sandbox } = useDashboardConfig();
  const [open, setOpen] = useState(false);
  const dialog = open ? <SignInDialog open onClose={() => setOpen(false)} sandbox={sandbox} /> : null;
  return { open: () => setOpen(true), dialog };
}

export function AccountMenu() {
  const session = useQuery(sessionQueries.summary());
  const signIn = useSignInDialog();

  if (session.data?.signedIn && session.data.account) {
    const { account } = session.data;
    return (
      <div className="flex items-center gap-1">
        <BalanceMenu />
        <Link href="/account" className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-slate-100" title={account.walletAddress}>
          <UserCircle className="size-5 text-slate-500" aria-hidden="true" />
          {/* On phones the header holds the menu button, the brand, the bell, the balances and this link in 390 px: the address is heard, not shown. */}
          <span className="sr-only whitespace-nowrap font-mono text-xs sm:not-sr-only">{shortenMiddle(account.walletAddress, 4, 4)}</span>
          {/* On phones the network is heard, not shown: the bell needs the room. */}
          <span className="sr-only sm:not-sr-only">
            <Badge tone="neutral">{account.network === 'solana' ? 'Solana' : 'Base'}</Badge>
          </span>
        </Link>
      </div>
    );
  }
  return (
    <>
      <Button size="sm" onClick={signIn.open} disabled={session.isPending}>
        <LogIn className="size-4" aria-hidden="true" /> Sign in
      </Button>
      {signIn.dialog}
    </>
  );
}
