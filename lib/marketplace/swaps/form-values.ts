/**
 * What the swap form holds, and the body it becomes: the amount at the
 * asset's precision and the key of this intended swap. The checks are in
 * `form.ts`, loaded with the form's first check.
 */
import { ASSETS, type AssetId } from '../assets';
import type { SwapCreateBody } from './contract';
import { readAmount } from './rules';

export interface SwapFormValues {
  fromToken: AssetId;
  toToken: AssetId;
  amount: string;
}

export const emptySwapForm = (): SwapFormValues => ({ fromToken: 'SOL', toToken: 'USDC', amount: '' });

/** The request body of a checked form: the amount written at the asset's precision. */
export function swapBodyOf(values: SwapFormValues, idempotencyKey: string): SwapCreateBody {
  const reading = readAmount(values.amount.trim(), values.fromToken);
  if (!reading.ok) throw new RangeError(reading.message);
  return { fromToken: values.fromToken, toToken: values.toToken, amount: reading.amount, idempotencyKey };
}

/** Whether a body is the same intended swap as the values (so its key may be reused). */
export function sameIntent(body: SwapCreateBody, values: SwapFormValues): boolean {
  const reading = readAmount(values.amount.trim(), values.fromToken);
  return (
    reading.ok &&
    body.fromToken === values.fromToken &&
    body.toToken === values.toToken &&
    body.amount === reading.amount
  );
}

/** "Max": the whole balance, exactly as the marketplace reports it, trimmed of zeros it does not need. */
export function maxAmountOf(balance: string, asset: AssetId): string {
  const [whole = '0', fraction = ''] = balance.split('.');
  const kept = fraction.slice(0, ASSETS[asset].decimals).replace(/0+$/, '');
  return kept ? `${whole}.${kept}` : whole;
}
