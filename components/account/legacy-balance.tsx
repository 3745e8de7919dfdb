import { Money } from '@/components/ui/money';
import { ReadError } from '@/components/ui/read-error';
import { Section } from '@/components/ui/section';
import type { ServerRead } from '@/lib/marketplace/read-failure';

/** The older single-balance figure (SOL), for tools that still read it; read with the page. */
export function LegacyBalance({ read }: { read: ServerRead<{ balance: string }> }) {
  return (
    <Section title="Legacy balance">
      {read.ok ? (
        <>
          <p className="text-lg font-medium">
            <Money amount={read.data.balance} token="SOL" show="token" />
          </p>
          <p className="mt-1 text-xs text-slate-500">
            The older single-balance figure (SOL), for tools that still read it.
          </p>
        </>
      ) : (
        <ReadError failure={read.failure} title="The legacy balance could not be read" readsAgain />
      )}
    </Section>
  );
}
