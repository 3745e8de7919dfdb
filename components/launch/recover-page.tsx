'use client';

import { Section } from '@/components/ui/section';
import { WalletProviders } from '@/lib/wallet/providers';
import { useDashboardConfig } from '@/components/shell/dashboard-config';
import { LaunchHeader } from './launch-header';
import { RecoverWork } from './recover-work';

/** Recovery on its own page (from the unfinished operations list): a free wallet proof, never a payment. */
export default function RecoverPage() {
  const { sandbox } = useDashboardConfig();
  return (
    <div className="space-y-6">
      <LaunchHeader
        title="Find the work you paid for"
        intro="When a payment got no answer, sign with the wallet that paid: the marketplace shows what it paid for. Nothing is paid."
      />
      <Section title="Your wallet">
        <WalletProviders sandbox={sandbox}>
          <RecoverWork />
        </WalletProviders>
      </Section>
    </div>
  );
}
