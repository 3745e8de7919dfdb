/**
 * What the order page reads for its order room, shared by the page's server read and its view, so the server reads
 * exactly the chat the first paint shows.
 */
import type { Purchase } from '@/lib/marketplace/checkout/contract';
import { isVaultHandle } from '@/lib/marketplace/handles';
import { orderProgress } from './progress';

/** The vault handle the order room acts with, once the purchase has a chat (the browser never holds the secret). */
export const orderRoomHandle = (purchase: Purchase | undefined): string | undefined =>
  purchase && isVaultHandle(purchase.secret) && purchase.chat ? purchase.secret : undefined;

/**
 * The handle whose chat the page reads as it opens: the order is funded (its progress then follows the chat) or
 * its room is shown. None before, so no read window is spent on a chat nobody sees.
 */
export function chatReadOnOpen(purchase: Purchase | undefined): string | undefined {
  const handle = orderRoomHandle(purchase);
  if (!handle || !purchase) return undefined;
  const funded = purchase.order?.fundingStatus === 'funded';
  const { actions } = orderProgress({
    status: purchase.status,
    transactionId: purchase.payment.transactionId,
    order: purchase.order,
  });
  return funded || actions.chat ? handle : undefined;
}
