import { formatMoney, type DecimalString, type MoneyDisplay } from '@/lib/money';
import { cn } from '@/lib/cn';

/**
 * An amount from a decimal string (never atomic units): in dollars to the
 * cent for dollar tokens, as people read money first. `both` adds the exact
 * token amount on a small line of its own: only where the exact amount
 * matters (the quote, the receipt).
 */
export function Money({
  amount,
  token = 'USDC',
  show = 'usd',
  className,
}: {
  amount: DecimalString;
  token?: string;
  show?: MoneyDisplay;
  className?: string;
}) {
  const { primary, secondary } = formatMoney(amount, token, show);
  if (!secondary) return <span className={cn('whitespace-nowrap', className)}>{primary}</span>;
  return (
    <span className={cn('inline-flex flex-col items-end', className)}>
      <span className="whitespace-nowrap">{primary}</span>
      <span className="text-xs font-normal whitespace-nowrap text-slate-500" data-testid="exact-amount">
        exactly {secondary}
      </span>
    </span>
  );
}
