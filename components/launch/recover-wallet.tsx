'use client';

import { useDashboardConfig } from '@/components/shell/dashboard-config';
import type { Network } from '@/lib/marketplace/values';
import { WalletProviders } from '@/lib/wallet/providers';
import { RecoverWork } from './recover-work';

/** The wallet proof that finds paid work, from the network chosen, with the wallet libraries it needs (recover-start.tsx). */
export default function RecoverWallet({ network }: { network: Network }) {
  const { sandbox } = useDashboardConfig();
  return (
    <WalletProviders sandbox={sandbox}>
      <RecoverWork initialNetwork={network} />
    </WalletProviders>
  );
}
