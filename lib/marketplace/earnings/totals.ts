/**
 * What an earnings total can say when a category could not be counted. The
 * report then gives no combined total (spec 4.10: an unavailable category
 * makes it null), yet the other categories are known: their sum is a partial
 * total, shown with the categories it leaves out. Exact decimal strings only.
 */
import { add } from '@/lib/money';
import type { EarningsTotals } from './contract';
import { EARNINGS_CATEGORIES, type EarningAsset, type EarningsCategory } from './terms';

export interface AssetTotal {
  /** The total of an asset; null when no category could be counted. */
  amount: string | null;
  /** The categories left out of `amount`, in report order; empty for the complete total. */
  missing: EarningsCategory[];
}

/** Categories that could not be counted (unavailable, or with no figures). */
export const missingCategories = (totals: EarningsTotals): EarningsCategory[] =>
  EARNINGS_CATEGORIES.filter((c) => totals[c].earningsStatus !== 'ready' || totals[c].byAsset === null);

/**
 * The total of an asset: `totalByAsset` as reported when the report is complete
 * (it counts the vault once); otherwise the sum of the categories that were
 * counted, never zero for what is unknown.
 */
export function assetTotal(totals: EarningsTotals, asset: EarningAsset): AssetTotal {
  if (totals.earningsStatus === 'ready' && totals.totalByAsset)
    return { amount: totals.totalByAsset[asset], missing: [] };
  const missing = missingCategories(totals);
  const counted = EARNINGS_CATEGORIES.filter((c) => !missing.includes(c));
  if (counted.length === 0) return { amount: null, missing };
  return { amount: counted.map((c) => totals[c].byAsset![asset]).reduce(add), missing };
}
