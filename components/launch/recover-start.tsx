'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { NetworkStep } from '@/components/account/network-step';
import { DialogStep } from '@/components/ui/dialog-step';
import type { Network } from '@/lib/marketplace/values';

/** The wallet libraries load once a network is chosen, never with the page (about 370 KB a phone would wait for). */
const RecoverWallet = dynamic(() => import('./recover-wallet'), {
  ssr: false,
  loading: () => (
    <div role="status">
      <DialogStep title="Loading your wallets…" busy />
    </div>
  ),
});

/**
 * Finding paid work starts as every wallet proof does, with the wallet's network: that choice is shown with the page,
 * and pressing one loads the rest of the proof, which goes on at that network's wallets.
 */
export function RecoverStart() {
  const [network, setNetwork] = useState<Network | null>(null);
  if (!network) return <NetworkStep onPick={setNetwork} />;
  // Each step that replaces the pressed one takes the focus (see DialogStep).
  return (
    <div data-steps>
      <RecoverWallet network={network} />
    </div>
  );
}
