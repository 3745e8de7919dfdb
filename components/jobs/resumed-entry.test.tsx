// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveEntryInProgress } from './entry-in-progress';

let signedIn = 'acc_worker_a';
vi.mock('@/components/account/use-session-summary', () => ({
  useSessionSummary: () => ({ signedIn: true, account: { accountId: signedIn } }),
}));
vi.mock('./entry-form', () => ({ EntryForm: () => <p>The entry waiting for its draw</p> }));
const { ResumedEntry } = await import('./resumed-entry');

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const entry = { body: { content: 'Mine' }, retryAt: 0, raffleEndsAt: '2026-11-28T00:00:00.000Z' };
const page = () => (
  <ResumedEntry customId="job1" imageRequired={false} jobUrl={null}>
    <p>What the page shows</p>
  </ResumedEntry>
);

describe('an entry waiting for its draw, on coming back to its job', () => {
  it('comes back for the account that sent it', async () => {
    saveEntryInProgress('job1', 'acc_worker_a', entry);
    render(page());
    expect(await screen.findByText('The entry waiting for its draw')).toBeTruthy();
    expect(screen.queryByText('What the page shows')).toBeNull();
  });

  it('is never another account’s: signed in as another, the page is as it is', () => {
    saveEntryInProgress('job1', 'acc_worker_a', entry);
    signedIn = 'acc_worker_b';
    render(page());
    expect(screen.getByText('What the page shows')).toBeTruthy();
  });
});
