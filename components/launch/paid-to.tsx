import { CopyableValue } from '@/components/ui/copyable-value';
import { payeeOf, type Challenge } from '@/lib/marketplace/payment-guard';
import type { Network } from '@/lib/marketplace/schema';

/** Where the payment goes: the address the requirement the wallet signs names, for the person to compare. */
export function PaidTo({ challenge, network }: { challenge: Challenge; network: Network }) {
  const payee = payeeOf(challenge, network);
  return (
    payee && (
      <p className="mt-1 text-xs text-slate-500">
        Paid to <CopyableValue value={payee} label="Payee address" />
      </p>
    )
  );
}
