'use client';

/**
 * The header's compact balance menu: every platform balance, exact, from the private profile. Read again each time it
 * opens (inside the profile's window the proxy's read cache answers), and showing meanwhile the newest profile this
 * tab holds, which a page's swap or payment has already updated (profile-store.ts).
 */
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { Money } from '@/components/ui/money';
import { ASSET_NAMES, balancesOfProfile } from '@/lib/marketplace/account/balances';
import { ASSET_IDS } from '@/lib/marketplace/assets';
import { BALANCES_SUMMARY, BalancesSummaryContent } from './balances-summary';
import { refreshProfile, useHeldProfile } from './profile-store';

export function BalanceMenu({ accountId }: { accountId: string }) {
  const profile = useHeldProfile(accountId);
  /** Why the last read failed, in the error's own words. */
  const [failure, setFailure] = useState<string>();
  const menu = useRef<HTMLDetailsElement>(null);
  const onToggle = () => {
    if (!menu.current?.open) return;
    setFailure(undefined);
    refreshProfile().catch((error: unknown) => setFailure(error instanceof Error ? error.message : ''));
  };

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

  const balances = profile ? balancesOfProfile(profile.data) : undefined;
  return (
    <details ref={menu} className="relative" onToggle={onToggle}>
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
        ) : failure !== undefined ? (
          <div role="alert" className="text-sm text-slate-600">
            <p>Your balances could not be loaded just now.</p>
            {failure && <p className="mt-1">{failure}</p>}
          </div>
        ) : (
          <p className="text-sm text-slate-600">Loading your balances…</p>
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
