/** What the swap form and its stand-in show alike: the assets to choose from and the amount's hint. */
import { Money } from '@/components/ui/money';
import { ASSET_IDS, ASSETS, type AssetId } from '@/lib/marketplace/assets';
import { assetName, tokenOf } from './words';

export const assetOptions = ASSET_IDS.map((id) => (
  <option key={id} value={id}>
    {assetName(id)}
  </option>
));

/** The amount's precision and what is available of it (`undefined`: the balances could not be read, as the page says). */
export function AmountHint({ from, available }: { from: AssetId; available: string | undefined }) {
  return (
    <>
      {ASSETS[from].decimals === 0 ? 'Whole units only.' : `Up to ${ASSETS[from].decimals} decimals.`} Available:{' '}
      {available === undefined ? 'not known' : <Money amount={available} token={tokenOf(from)} show="token" />}
    </>
  );
}

/** Under the form while another swap runs. */
export function BlockedNote() {
  return <p className="mt-3 text-xs text-slate-600">A new swap can start when the one in progress finishes.</p>;
}
