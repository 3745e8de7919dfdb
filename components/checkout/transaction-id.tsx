'use client';

import { useDashboardConfig } from '@/components/shell/dashboard-config';
import { CopyableValue } from '@/components/ui/copyable-value';
import type { Network } from '@/lib/marketplace/schema';

const EXPLORERS: Record<Network, { name: string; url: (id: string) => string }> = {
  solana: { name: 'Solscan', url: (id) => `https://solscan.io/tx/${encodeURIComponent(id)}` },
  base: { name: 'Basescan', url: (id) => `https://basescan.org/tx/${encodeURIComponent(id)}` },
};

/** A payment's transaction: linked to its chain's explorer and copyable; against the sandbox, said to be a sandbox one. */
export function TransactionId({ id, network }: { id: string; network: Network }) {
  const { sandbox } = useDashboardConfig();
  const explorer = EXPLORERS[network];
  if (sandbox) {
    return (
      <span className="inline-flex flex-col items-end">
        <CopyableValue value={id} label="Transaction id" />
        <span className="text-xs font-normal text-slate-500">A sandbox transaction: it is not on a public chain.</span>
      </span>
    );
  }
  return (
    <CopyableValue value={id} label="Transaction id" href={explorer.url(id)} linkLabel={`view on ${explorer.name}`} />
  );
}
