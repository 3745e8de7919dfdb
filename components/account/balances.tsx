import { Money } from '@/components/ui/money';
import { ASSET_NAMES, balancesOfProfile } from '@/lib/marketplace/account/balances';
import type { Profile } from '@/lib/marketplace/account/contract';
import { ASSET_IDS } from '@/lib/marketplace/assets';

/** The account's platform balances, per network and asset. */
export function Balances({ profile }: { profile: Profile }) {
  const balances = balancesOfProfile(profile);
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
        {ASSET_IDS.map((id) => (
          <tr key={id}>
            <td className="py-2 text-slate-600">{ASSET_NAMES[id].network}</td>
            <td className="py-2 font-medium">{ASSET_NAMES[id].token}</td>
            <td className="py-2 text-right">
              <Money amount={balances[id]} token={ASSET_NAMES[id].token} show="token" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
