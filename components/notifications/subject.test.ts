import { describe, expect, it } from 'vitest';
import { subjectOf } from './subject';

describe('what a notification links to', () => {
  it('links a public job announcement to its job', () => {
    expect(subjectOf('New challenge job: “Label 40 images”. Reward: 5 USDC on solana. Job ID job_7f3a.')).toEqual({
      href: '/jobs/job_7f3a',
      label: 'Open the job',
    });
  });

  it('links a purchase and a profile the text names', () => {
    expect(subjectOf('Your order is active. Purchase ID pur_12ab-9.')?.href).toBe('/purchases/pur_12ab-9');
    expect(subjectOf('@maria_k answered in the order room.')).toEqual({
      href: '/users/maria_k',
      label: 'Open @maria_k’s profile',
    });
  });

  it('offers no link when the text names nothing', () => {
    expect(
      subjectOf('New order: “Logo design”, 9.50 USD for you. The buyer is waiting in the order room.'),
    ).toBeUndefined();
    expect(subjectOf('Write to me at someone@example.com')).toBeUndefined();
  });

  it('never lets untrusted text steer the link off its path', () => {
    expect(subjectOf('Job ID ../../account')).toBeUndefined();
    expect(subjectOf('Job ID https://evil.example/x')?.href).toBe('/jobs/https');
    expect(subjectOf('Purchase ID %2e%2e')).toBeUndefined();
  });
});
