import { describe, expect, it } from 'vitest';
import { statusOf, type JobFacts } from './lifecycle';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const facts = (overrides: Partial<JobFacts> = {}): JobFacts => ({
  paid: true,
  fundingStatus: null,
  paymentInitiateBefore: null,
  closesAt: new Date(NOW + 3600_000),
  completedAt: null,
  cancelledAt: null,
  ...overrides,
});

describe('a job’s status on the clock', () => {
  it('follows payment, entries, closing and completion', () => {
    expect(statusOf(facts({ paid: false, paymentInitiateBefore: new Date(NOW + 60_000) }), 0, NOW)).toBe(
      'awaiting_payment',
    );
    expect(statusOf(facts({ paid: false, paymentInitiateBefore: new Date(NOW) }), 0, NOW)).toBe('expired');
    expect(statusOf(facts({ paid: false, fundingStatus: 'pending' }), 0, NOW)).toBe('funding');
    expect(statusOf(facts(), 0, NOW)).toBe('open');
    expect(statusOf(facts({ closesAt: null }), 3, NOW)).toBe('in_progress');
    expect(statusOf(facts({ closesAt: new Date(NOW) }), 3, NOW)).toBe('review');
    expect(statusOf(facts({ closesAt: new Date(NOW) }), 0, NOW)).toBe('expired');
    expect(statusOf(facts({ completedAt: new Date(NOW - 1) }), 3, NOW)).toBe('completed');
    expect(statusOf(facts({ cancelledAt: new Date(NOW - 1), completedAt: new Date(NOW - 1) }), 3, NOW)).toBe(
      'cancelled',
    );
  });
});
