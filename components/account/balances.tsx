import { Money } from '@/components/ui/money';
import type { Profile } from '@/lib/marketplace/account/contract';

/** The account's platform balances, per network and asset. */
export function Balances({ profile }: { profile: Profile }) {
  const rows: [string, string, string][] = [
    ['Solana', 'SOL', profile.balances.solana.SOL],
    ['Solana', 'USDC', profile.balances.solana.USDC],
    ['Solana', 'NATIVE', profile.balances.solana.NATIVE],
    ['Solana', 'SKR', profile.balances.solana.SKR],
    ['Base', 'USDC', profile.balances.base.USDC],
    ['Alt', 'USDG', profile.balances.alt.USDG],
  ];
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Platform balances</caption>
      <thead>
        <tr className="text-left text-xs uppercase tracking-wide text-slate-500">
          <th className="pb-2 font-medium">Network</th>
          <th className="pb-2 font-medium">Asset</th>
          <th className="pb-2 text-right font-medium">Balance</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map(([network, asset, amount]) => (
          <tr key={`${network}-${asset}`}>
            <td className="py-2 text-slate-600">{network}</td>
            <td className="py-2 font-medium">{asset}</td>
            <td className="py-2 text-right">
              <Money amount={amount} token={asset} show="token" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
