import { Icon } from '@/components/ui/icon';

/** The balance menu's summary line, which its placeholder matches to the pixel. */
export const BALANCES_SUMMARY =
  'flex cursor-pointer list-none items-center gap-1 rounded-md px-2 py-1.5 text-sm hover:bg-slate-100 [&::-webkit-details-marker]:hidden';

/** What the summary line shows: the wallet, the word (heard only on phones) and the chevron. */
export function BalancesSummaryContent() {
  return (
    <>
      <Icon name="wallet" className="size-4 text-slate-500" />
      <span className="hidden sm:inline">Balances</span>
      <span className="sr-only sm:hidden">Balances</span>
      <Icon name="chevron-down" className="size-3.5 text-slate-500" />
    </>
  );
}

/**
 * Where the balance menu goes until its code arrives (after the page is interactive): the same line in the same box,
 * so nothing moves when the menu replaces it. Not a control yet, so hidden from screen readers.
 */
export function BalancesPlaceholder() {
  return (
    <div className="relative" aria-hidden="true" data-testid="balances-placeholder">
      <div className={BALANCES_SUMMARY.replace('cursor-pointer ', '')}>
        <BalancesSummaryContent />
      </div>
    </div>
  );
}
