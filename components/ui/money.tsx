import { formatMoney, type DecimalString, type MoneyDisplay } from '@/lib/money';
import { cn } from '@/lib/cn';

/**
 * An amount from a decimal string, in dollars and/or its token (never atomic
 * units). Dollars are shown only for dollar-pegged tokens.
 */
export function Money({
  amount,
  token = 'USDC',
  show = 'both',
  className,
}: {
  amount: DecimalString;
  token?: string;
  show?: MoneyDisplay;
  className?: string;
}) {
  const { primary, secondary } = formatMoney(amount, token, show);
  return (
    <span className={cn('whitespace-nowrap', className)}>
      {primary}
      {secondary && <span className="ml-1 font-normal text-slate-500">({secondary})</span>}
    </span>
  );
}
