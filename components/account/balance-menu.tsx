'use client';

/** The header's compact balance menu: every platform balance, exact, from the private profile through the read cache. */
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { Money } from '@/components/ui/money';
import { accountQueries } from '@/lib/marketplace/account/client';
import { ASSET_NAMES, balancesOfProfile } from '@/lib/marketplace/account/balances';
import { ASSET_IDS } from '@/lib/marketplace/assets';
import { BALANCES_SUMMARY, BalancesSummaryContent } from './balances-summary';

export function BalanceMenu() {
  const profile = useQuery(accountQueries.profile());
  const menu = useRef<HTMLDetailsElement>(null);

  // Closes on Escape and on a click elsewhere, as a menu does.
  useEffect(() => {
    const close = (event: Event) => {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !details.contains(event.target as Node)) {
        details.open = false;
        if (event instanceof KeyboardEvent) details.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('click', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('click', close);
    };
  }, []);

  const balances = profile.data ? balancesOfProfile(profile.data.data) : undefined;
  return (
    <details ref={menu} className="relative">
      <summary className={BALANCES_SUMMARY}>
        <BalancesSummaryContent />
      </summary>
      <div className="absolute right-0 z-40 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white p-3 shadow-lg">
        {balances ? (
          <table className="w-full text-sm">
            <caption className="sr-only">Your platform balances</caption>
            <tbody className="divide-y divide-slate-100">
              {ASSET_IDS.map((id) => (
                <tr key={id}>
                  <th scope="row" className="py-1.5 text-left font-normal">
                    <span className="font-medium">{ASSET_NAMES[id].token}</span>{' '}
                    <span className="text-xs text-slate-500">{ASSET_NAMES[id].network}</span>
                  </th>
                  <td className="py-1.5 text-right">
                    <Money amount={balances[id]} token={ASSET_NAMES[id].token} show="token" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-sm text-slate-600">
            {profile.isError ? 'Your balances could not be loaded just now.' : 'Loading your balances…'}
          </p>
        )}
        <div className="mt-2 flex justify-between border-t border-slate-100 pt-2 text-sm">
          <Link href="/swaps" className="font-medium text-brand-700 hover:underline">
            Swap
          </Link>
          <Link href="/earnings" className="font-medium text-brand-700 hover:underline">
            Earnings
          </Link>
        </div>
      </div>
    </details>
  );
}
