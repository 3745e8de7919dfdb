'use client';

import { useQuery } from '@tanstack/react-query';
import { Money } from '@/components/ui/money';
import { Section } from '@/components/ui/section';
import { QueryView } from '@/components/ui/query-view';
import { accountQueries } from '@/lib/marketplace/account/client';

/** The older single-balance figure (SOL), for tools that still read it. */
export function LegacyBalance() {
  const balance = useQuery(accountQueries.legacyBalance());
  return (
    <Section title="Legacy balance">
      <QueryView
        query={balance}
        loading={{ label: 'Loading the legacy balance', rows: 1, rowClassName: 'h-6 w-32' }}
        error={{ title: 'The legacy balance could not be read' }}
      >
        {({ data }) => (
          <>
            <p className="text-lg font-medium">
              <Money amount={data.balance} token="SOL" show="token" />
            </p>
            <p className="mt-1 text-xs text-slate-500">
              The older single-balance figure (SOL), for tools that still read it.
            </p>
          </>
        )}
      </QueryView>
    </Section>
  );
}
