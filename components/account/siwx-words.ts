/**
 * What a wallet proof does, in a sentence a person reads before signing:
 * where, as which wallet, on which network, and that it costs nothing. The
 * exact message and request stay behind "Details".
 */
import { shortenMiddle } from '@/components/ui/shorten-middle';
import { NETWORK_LABEL, type Network } from '@/lib/marketplace/values';

interface Signer {
  /** The marketplace's host, as the challenge names it. */
  site: string;
  address: string;
  network: Network;
}

export type SiwxSummary = (signer: Signer) => string;

const as = ({ address, network }: Signer) => `as ${shortenMiddle(address)} on ${NETWORK_LABEL[network]}`;
const FREE = 'This proves you own the wallet and costs nothing.';

export const signInSummary: SiwxSummary = (signer) => `You are signing in to ${signer.site} ${as(signer)}. ${FREE}`;

export const rotateKeySummary: SiwxSummary = (signer) =>
  `You are replacing your account’s API key on ${signer.site}, ${as(signer)}; the old key stops working. ${FREE}`;

export const recoverWorkSummary: SiwxSummary = (signer) =>
  `You are asking ${signer.site} for the work you ordered ${as(signer)}. ${FREE}`;
