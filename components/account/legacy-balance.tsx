'use client';

import { useQuery } from '@tanstack/react-query';
import { Money } from '@/components/ui/money';
import { Section } from '@/components/ui/section';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/states';
import { accountQueries } from '@/lib/marketplace/account/client';

/** The older single-balance figure (SOL), for tools that still read it. */
export function LegacyBalance() {
  const balance = useQuery(accountQueries.legacyBalance());
  return (
    <Section title="Legacy balance">
      {balance.isPending ? (
        <Skeleton className="h-6 w-32" />
      ) : balance.isError ? (
        <ErrorState
          error={balance.error}
          title="The legacy balance could not be read"
          onRetry={() => balance.refetch()}
        />
      ) : (
        <>
          <p className="text-lg font-medium">
            <Money amount={balance.data.data.balance} token="SOL" show="token" />
          </p>
          <p className="mt-1 text-xs text-slate-500">
            The older single-balance figure (SOL), for tools that still read it.
          </p>
        </>
      )}
    </Section>
  );
}
