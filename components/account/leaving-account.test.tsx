// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys, type SessionSummary } from '@/lib/marketplace/account/session';
import { operationsInDoubt } from './leaving-account';
import { LeavingAccountNote } from './leaving-account-note';

const operation = (state: string, outcome: string | null) => ({
  id: `op_${state}_${outcome}`,
  routeId: 'checkout.purchase',
  idempotencyKey: 'purchase:abc12345',
  purchaseId: null,
  network: 'solana',
  summary: 'A logo',
  state,
  outcome,
  lastHttpStatus: null,
  body: {},
  paidAt: null,
  createdAt: '2026-11-28T00:00:00.000Z',
  updatedAt: '2026-11-28T00:00:00.000Z',
});
const signedIn: SessionSummary = {
  signedIn: true,
  account: { accountId: 'acc_1', walletAddress: 'Wallet1', network: 'solana', signedInAt: null },
  keyRevealable: false,
};
const recoveryAnswer = (operations: unknown[], status = 200) =>
  new Response(JSON.stringify(status === 200 ? { ok: true, operations } : { ok: false }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderNote(session: SessionSummary) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionKeys.summary, session);
  render(
    <QueryClientProvider client={client}>
      <LeavingAccountNote />
    </QueryClientProvider>,
  );
  return client;
}

describe('leaving an account with operations in doubt', () => {
  it('counts only what is in doubt, and says when the list cannot be read', async () => {
    fetchMock.mockResolvedValueOnce(
      recoveryAnswer([operation('unknown', null), operation('sent', null), operation('answered', 'payment_confirmed')]),
    );
    expect(await operationsInDoubt()).toBe(2);
    fetchMock.mockResolvedValueOnce(recoveryAnswer([], 503));
    expect(await operationsInDoubt()).toBe('unreadable');
  });

  it('tells a signed-in person in the sign-in dialog what signing in as another account removes', async () => {
    fetchMock.mockResolvedValue(recoveryAnswer([operation('unknown', null)]));
    renderNote(signedIn);
    expect(
      await screen.findByText(/^1 operation sent from this browser got no answer/, { selector: 'p' }),
    ).toHaveProperty(
      'textContent',
      '1 operation sent from this browser got no answer, so whether it went through is not known yet. After signing in as another account, this browser can no longer check it. Check first',
    );
    expect(screen.getByRole('link', { name: 'Check first' }).getAttribute('href')).toBe('/recovery');
  });

  it('says nothing when nothing is in doubt, or to a visitor not signed in (whose operations carry over)', async () => {
    fetchMock.mockResolvedValue(recoveryAnswer([operation('answered', 'payment_confirmed')]));
    const client = renderNote(signedIn);
    // Read and rendered: the one operation has an answer.
    await vi.waitFor(() => expect(client.getQueryState(['recovery'])?.status).toBe('success'));
    expect(screen.queryByText(/got no answer/)).toBeNull();
    cleanup();
    fetchMock.mockClear();
    renderNote({ signedIn: false, account: null, keyRevealable: false });
    expect(screen.queryByText(/got no answer/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
