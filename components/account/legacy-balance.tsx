import { Money } from '@/components/ui/money';
import { ReadError } from '@/components/ui/read-error';
import { Section } from '@/components/ui/section';
import type { ServerRead } from '@/lib/marketplace/read-failure';
import { formatAmount } from '@/lib/money';

/**
 * The older single-balance figure, for tools that still read it; read with the page. The contract gives a number and
 * not its asset (spec 4.11): it is named only where it is known, the sandbox's being SOL.
 */
export function LegacyBalance({ read, token }: { read: ServerRead<{ balance: string }>; token?: string }) {
  return (
    <Section title="Legacy balance">
      {read.ok ? (
        <>
          <p className="text-lg font-medium">
            {token ? <Money amount={read.data.balance} token={token} show="token" /> : formatAmount(read.data.balance)}
          </p>
          <p className="mt-1 text-xs text-slate-500">
            {token
              ? `The older single-balance figure (${token}), for tools that still read it.`
              : 'The older single-balance figure, for tools that still read it. The marketplace does not say which asset it is in.'}
          </p>
        </>
      ) : (
        <ReadError failure={read.failure} title="The legacy balance could not be read" readsAgain />
      )}
    </Section>
  );
}
