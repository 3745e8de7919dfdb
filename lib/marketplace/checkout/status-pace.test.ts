import { describe, expect, it } from 'vitest';
import { statusPace } from './client';
import type { Purchase } from './contract';

const purchase = (status: string, fundingStatus: string | null, chat: unknown = null, orderStatus = 'open') =>
  ({
    status,
    order: fundingStatus === null ? null : { fundingStatus, status: orderStatus },
    chat,
  }) as unknown as Purchase;

describe('how often an order’s status is read', () => {
  it('keeps reading a confirmed payment until the order is funded and its room is open', () => {
    expect(statusPace({ purchase: purchase('payment_confirmed', 'awaiting_funding') })).toBeGreaterThan(0);
    // Funded, but not yet activated: the room (its chat) is still to come.
    expect(statusPace({ purchase: purchase('payment_confirmed', 'funded') })).toBeGreaterThan(0);
  });

  it('follows an activated order slowly until it is finished: the contract tells its progress through the status', () => {
    const room = { action: 'read' };
    expect(statusPace({ purchase: purchase('payment_confirmed', 'funded', room) })).toBe(60_000);
    expect(statusPace({ purchase: purchase('payment_confirmed', 'funded', room, 'review') })).toBe(60_000);
    for (const finished of ['completed', 'cancelled', 'expired', 'refunded'])
      expect(statusPace({ purchase: purchase('payment_confirmed', 'funded', room, finished) })).toBe(false);
  });

  it('reads money on its way at the window’s pace, a waiting quote slowly, and a settled order never', () => {
    expect(statusPace({ purchase: purchase('processing', null) })).toBeGreaterThan(0);
    expect(statusPace({ purchase: purchase('awaiting_payment', null) })).toBe(30_000);
    expect(statusPace({ purchase: purchase('expired', null) })).toBe(false);
    expect(statusPace(undefined)).toBe(false);
  });
});
