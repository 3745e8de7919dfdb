import { describe, expect, it } from 'vitest';
import type { Purchase } from '@/lib/marketplace/checkout/contract';
import { chatReadOnOpen, orderRoomHandle } from './order-room-reads';

const HANDLE = 'vault:h_1';
const chatAction = { method: 'GET', url: '/orders/messages' };
const purchaseWith = (patch: Partial<Purchase>): Purchase =>
  ({
    purchaseId: 'prc_1',
    kind: 'store',
    status: 'payment_confirmed',
    payment: { transactionId: 'tx_1' },
    order: { jobId: 'j1', status: 'in_progress', workStatus: 'in_progress', fundingStatus: 'funded' },
    secret: HANDLE,
    chat: chatAction,
    ...patch,
  }) as unknown as Purchase;

describe('the order room reads', () => {
  it('act with the vault handle, never a secret, and only once the purchase has a chat', () => {
    expect(orderRoomHandle(purchaseWith({}))).toBe(HANDLE);
    expect(orderRoomHandle(purchaseWith({ secret: 'a-raw-secret' }))).toBeUndefined();
    expect(orderRoomHandle(purchaseWith({ chat: null }))).toBeUndefined();
    expect(orderRoomHandle(undefined)).toBeUndefined();
  });

  it('read the chat as the page opens once the order is funded or its room is shown, and not before', () => {
    expect(chatReadOnOpen(purchaseWith({}))).toBe(HANDLE);
    const awaitingFunds = {
      status: 'awaiting_funding',
      workStatus: null,
      fundingStatus: 'pending',
    } as Purchase['order'];
    expect(chatReadOnOpen(purchaseWith({ status: 'payment_submitted', order: awaitingFunds }))).toBeUndefined();
    expect(chatReadOnOpen(purchaseWith({ status: 'awaiting_payment', order: null }))).toBeUndefined();
    expect(chatReadOnOpen(purchaseWith({ secret: 'a-raw-secret' }))).toBeUndefined();
  });
});
