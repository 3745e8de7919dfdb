// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActionItem } from '@/lib/marketplace/creator/contract';

vi.mock('./creator-controls-lazy', () => ({ StepTimeLine: () => null }));

import { ActionCard } from './action-card';

afterEach(cleanup);

const item = (overrides: Partial<ActionItem>): ActionItem =>
  ({
    id: 'act_1',
    type: 'complete_payment',
    state: 'actionable',
    jobId: 'AbCd1234',
    customId: null,
    checkoutId: null,
    summary: '25 reposts on X',
    kind: 'social',
    status: 'awaiting_payment',
    paid: false,
    doNotPayAgain: false,
    nextActions: {},
    deadline: null,
    guidance: 'Pay for the job once.',
    ...overrides,
  }) as ActionItem;

describe('an action card', () => {
  it('offers to pay a job waiting for its payment, where its payment is made', () => {
    render(<ActionCard item={item({})} />);
    expect(screen.getByRole('link', { name: 'Pay this job' }).getAttribute('href')).toBe('/launch/pay?job=AbCd1234');
  });

  it('never offers to pay a job whose payment is on its way', () => {
    render(<ActionCard item={item({ doNotPayAgain: true })} />);
    expect(screen.queryByRole('link', { name: 'Pay this job' })).toBeNull();
    expect(screen.getByText(/Do not pay for this job again/)).toBeTruthy();
  });

  it('never offers to pay a store order or a hire here: it is paid in its checkout, and followed on its order page', () => {
    render(<ActionCard item={item({ kind: 'direct_hire', checkoutId: 'chk_2' })} />);
    expect(screen.queryByRole('link', { name: 'Pay this job' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the order' }).getAttribute('href')).toBe(
      '/purchases/chk_2?kind=hire',
    );
  });

  it('leads a delivered store order to its order page', () => {
    render(
      <ActionCard
        item={item({ type: 'review_delivery', kind: 'store', checkoutId: 'chk_1', paid: true, doNotPayAgain: true })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Open the order' }).getAttribute('href')).toBe(
      '/purchases/chk_1?kind=store',
    );
    expect(screen.queryByRole('link', { name: 'Pay this job' })).toBeNull();
  });
});
