/**
 * The swap form's schema: what people type, checked as they type by the same
 * rules the marketplace applies (`rules.ts`), plus the one rule only the form
 * can know: never more than the balance on screen. Loaded with the form's
 * first check; what the form holds and the body it becomes are in
 * `form-values.ts`.
 */
import * as z from 'zod/mini';
import { ASSET_IDS, type AssetId } from '../assets';
import { amountProblem } from './rules';
import { ASSET_PROBLEMS } from './terms';

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
