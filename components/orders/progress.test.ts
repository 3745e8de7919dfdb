import { describe, expect, it } from 'vitest';
import { PURCHASE_STATUSES } from '@/lib/marketplace/checkout/terms';
import { orderProgress, withPaymentInDoubt, type OrderFacts } from './progress';

const funded = { status: 'in_progress', workStatus: 'in_progress', fundingStatus: 'funded' };
const current = (facts: OrderFacts) =>
  orderProgress(facts)
    .steps.filter((s) => s.state === 'current')
    .map((s) => s.label);
const trail = (facts: OrderFacts) => orderProgress(facts).steps.map((s) => `${s.label}:${s.state}`);

describe('order progress', () => {
  it('moves along one timeline as the order moves, the same for purchases and hires', () => {
    const moments: [OrderFacts, string][] = [
      [
        {
          status: 'payment_submitted',
          order: { status: 'awaiting_funding', workStatus: null, fundingStatus: 'pending' },
        },
        'Paid',
      ],
      [
        {
          status: 'payment_confirmed',
          order: { status: 'awaiting_funding', workStatus: null, fundingStatus: 'funded' },
        },
        'Accepted',
      ],
      [{ status: 'payment_confirmed', order: funded }, 'In progress'],
      [
        { status: 'payment_confirmed', order: funded, chat: { orderStatus: 'in_progress', delivered: true } },
        'Delivered',
      ],
      [
        { status: 'payment_confirmed', order: funded, chat: { orderStatus: 'completed', delivered: true } },
        'Completed',
      ],
    ];
    for (const [facts, label] of moments) {
      expect(current(facts)).toEqual([label]);
      expect(orderProgress(facts).label).toBe(label);
    }
    expect(trail(moments[3]![0])).toEqual([
      'Paid:done',
      'Accepted:done',
      'In progress:done',
      'Delivered:current',
      'Completed:upcoming',
    ]);
  });

  it('follows the purchase’s order when the chat does not say how the order stands (the contract does not promise it)', () => {
    const chat = { orderStatus: undefined, delivered: false };
    expect(orderProgress({ status: 'payment_confirmed', order: funded, chat }).stage).toBe('in_progress');
    expect(
      orderProgress({
        status: 'payment_confirmed',
        order: { ...funded, status: 'completed', workStatus: 'approved' },
        chat,
      }).stage,
    ).toBe('completed');
    expect(
      orderProgress({ status: 'payment_confirmed', order: funded, chat: { ...chat, delivered: true } }).stage,
    ).toBe('delivered');
  });

  it('takes the chat’s word on the order over the purchase’s older one, and an approval made on the page at once', () => {
    const stale = { status: 'payment_confirmed' as const, order: funded };
    expect(orderProgress({ ...stale, chat: { orderStatus: 'completed', delivered: true } }).stage).toBe('completed');
    expect(
      orderProgress({ ...stale, chat: { orderStatus: 'in_progress', delivered: true }, approved: true }).stage,
    ).toBe('completed');
    expect(
      orderProgress({ status: 'payment_confirmed', order: { ...funded, status: 'completed', workStatus: 'approved' } })
        .stage,
    ).toBe('completed');
  });

  it('ends with the refund or the cancellation after the steps the work reached', () => {
    expect(trail({ status: 'payment_confirmed', order: funded, refunded: true })).toEqual([
      'Paid:done',
      'Accepted:done',
      'In progress:done',
      'Refunded:current',
    ]);
    expect(trail({ status: 'payment_confirmed', order: { ...funded, status: 'cancelled' } })).toEqual([
      'Paid:done',
      'Accepted:done',
      'In progress:done',
      'Cancelled:current',
    ]);
    expect(
      orderProgress({ status: 'payment_confirmed', order: funded, chat: { orderStatus: 'refunded', delivered: false } })
        .label,
    ).toBe('Refunded');
    // An order whose time ran out (its job expired) says so, and offers nothing more.
    const expired = orderProgress({ status: 'payment_confirmed', order: { ...funded, status: 'expired' } });
    expect(trail({ status: 'payment_confirmed', order: { ...funded, status: 'expired' } }).at(-1)).toBe(
      'Expired:current',
    );
    expect(expired.actions).toMatchObject({ chat: false, approve: false, review: false, requote: false });
  });

  it('offers approval only on a delivered order, and a review on it before or after approval: never before delivery, never once refunded', () => {
    const delivered: OrderFacts = {
      status: 'payment_confirmed',
      order: funded,
      chat: { orderStatus: 'in_progress', delivered: true },
    };
    expect(orderProgress(delivered).actions).toMatchObject({ approve: true, review: true, chat: true });
    for (const facts of [
      { ...delivered, approved: true },
      { ...delivered, chat: { orderStatus: 'completed', delivered: true } },
    ] as OrderFacts[]) {
      expect(orderProgress(facts).actions, JSON.stringify(facts)).toMatchObject({ approve: false, review: true });
    }
    for (const facts of [
      { status: 'payment_confirmed', order: funded },
      { ...delivered, refunded: true },
      { status: 'payment_review', order: { ...funded, status: 'on_hold' } },
    ] as OrderFacts[]) {
      expect(orderProgress(facts).actions, JSON.stringify(facts)).toMatchObject({ approve: false, review: false });
    }
  });

  it('opens the order room only once the seller has the order', () => {
    expect(
      orderProgress({
        status: 'payment_submitted',
        order: { status: 'awaiting_funding', workStatus: null, fundingStatus: 'pending' },
      }).actions.chat,
    ).toBe(false);
    expect(orderProgress({ status: 'payment_confirmed', order: funded }).actions.chat).toBe(true);
    expect(orderProgress({ status: 'payment_confirmed', order: funded, refunded: true }).actions.chat).toBe(false);
  });

  it('says a quote whose payment this browser sent without an answer is in doubt, never to be paid again', () => {
    const quote = orderProgress({ status: 'awaiting_payment' });
    const inDoubt = withPaymentInDoubt(quote, true);
    expect(inDoubt).toMatchObject({ stage: 'quote', doNotPayAgain: true });
    expect(inDoubt.meaning).toBe(
      'Your payment for this quote got no answer, so whether it went through is not known yet.',
    );
    expect(inDoubt.next).not.toMatch(/Pay it/);
    expect(withPaymentInDoubt(quote, false)).toBe(quote);
    // Once the payment is seen (or the quote ran out), the status says the rest.
    const paying = orderProgress({ status: 'processing' });
    expect(withPaymentInDoubt(paying, true)).toBe(paying);
  });

  it('offers a new quote only when nothing was ever paid, and warns not to pay again while money moves', () => {
    expect(orderProgress({ status: 'expired' }).actions.requote).toBe(true);
    expect(orderProgress({ status: 'expired' }).doNotPayAgain).toBe(false);
    expect(orderProgress({ status: 'expired', transactionId: '5sig' }).actions.requote).toBe(false);
    expect(orderProgress({ status: 'awaiting_payment' }).doNotPayAgain).toBe(false);
    for (const status of ['processing', 'payment_submitted', 'payment_confirmed', 'payment_review'] as const) {
      expect(orderProgress({ status }).doNotPayAgain, status).toBe(true);
      expect(orderProgress({ status }).actions.requote, status).toBe(false);
    }
    // Once the seller has the order, the warning has done its work.
    expect(orderProgress({ status: 'payment_confirmed', order: funded }).doNotPayAgain).toBe(false);
  });

  it('says every state in plain words, never a raw value', () => {
    const raw = /\b(awaiting_payment|payment_\w+|in_progress|awaiting_funding|funded|on_hold)\b|_/;
    const orders = [
      null,
      funded,
      { status: 'awaiting_funding', workStatus: null, fundingStatus: 'pending' },
      { ...funded, status: 'cancelled' },
    ];
    for (const status of PURCHASE_STATUSES) {
      for (const order of orders) {
        const progress = orderProgress({ status, order });
        for (const text of [progress.label, progress.meaning, progress.next, ...progress.steps.map((s) => s.label)]) {
          expect(text, `${status} ${JSON.stringify(order)}`).not.toMatch(raw);
          expect(text.length).toBeGreaterThan(0);
        }
      }
    }
  });
});
