/**
 * The swap form: what people type, checked as they type by the same rules
 * the marketplace applies (`rules.ts`), plus the one rule only the form can
 * know: never more than the balance on screen. The body it becomes carries
 * the amount at the asset's precision and the key of this intended swap.
 */
import * as z from 'zod/mini';
import { ASSET_IDS, ASSETS, type AssetId } from '../assets';
import type { SwapCreateBody } from './contract';
import { amountProblem, readAmount } from './rules';
import { ASSET_PROBLEMS } from './terms';

export interface SwapFormValues {
  fromToken: AssetId;
  toToken: AssetId;
  amount: string;
}

export const emptySwapForm = (): SwapFormValues => ({ fromToken: 'SOL', toToken: 'USDC', amount: '' });

const asset = z.enum(ASSET_IDS, { error: ASSET_PROBLEMS.unknown });

/** The form's schema against the balances available now (undefined while they load: the marketplace still checks). */
export function swapFormSchema(available: Partial<Record<AssetId, string>> | undefined) {
  return z.object({ fromToken: asset, toToken: asset, amount: z.string() }).check(
    z.superRefine((values, ctx) => {
      if (values.fromToken === values.toToken) {
        ctx.addIssue({
          code: 'custom',
          message: ASSET_PROBLEMS.same,
          path: ['toToken'],
          input: values.toToken,
        });
        return;
      }
      const problem = amountProblem(
        values.amount.trim(),
        values.fromToken,
        values.toToken,
        available?.[values.fromToken],
      );
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['amount'], input: values.amount });
    }),
  );
}

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
