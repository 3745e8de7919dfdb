/**
 * The pay step's wallets in the order a signed-in person needs them: the
 * wallets known to hold the signed-in account first ("Your account"), then
 * the others. A payment's verified payer owns the order, so a wallet known to
 * pay from another account is marked: paying with it puts the order on that
 * other account. Known means on another network than the account's, or a
 * sandbox wallet, whose key is its account. An extension's account is only
 * the one it is on now (it can switch at any time): one on another account is
 * refused when it connects, with the way to sign in with it.
 */
import type { Network } from '@/lib/marketplace/schema';
import { sameAddress } from './wallet-checks';

export interface SignedInAccount {
  network: Network;
  walletAddress: string;
}

export interface AccountChoices<W> {
  /** Wallets known to pay from the signed-in account. */
  yours: W[];
  /** Every other wallet; `otherAccount` when it is known to pay from another account. */
  others: (W & { otherAccount: boolean })[];
}

/**
 * Sort wallets by the account they would pay from (`addresses[i]`, undefined
 * when it cannot be known before connecting). Signed out, no wallet is
 * anyone's: all are listed as they are.
 */
export function byAccount<W extends { sandbox: boolean }>(
  wallets: readonly W[],
  addresses: readonly (string | undefined)[],
  network: Network,
  signedIn: SignedInAccount | null | undefined,
): AccountChoices<W> {
  const yours: W[] = [];
  const others: (W & { otherAccount: boolean })[] = [];
  wallets.forEach((wallet, i) => {
    const address = addresses[i];
    if (!signedIn) return others.push({ ...wallet, otherAccount: false });
    if (signedIn.network === network && address && sameAddress(network, address, signedIn.walletAddress))
      return yours.push(wallet);
    others.push({ ...wallet, otherAccount: signedIn.network !== network || (wallet.sandbox && address !== undefined) });
  });
  return { yours, others };
}
