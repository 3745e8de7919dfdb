// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MarketplaceError } from '@/lib/marketplace/errors';

const submitEntry = vi.fn();
vi.mock('@/lib/marketplace/jobs/calls', () => ({ submitEntry: (...args: unknown[]) => submitEntry(...args) }));
const { useEntry } = await import('./use-entry');

describe('a refused entry', () => {
  it.each([
    [
      'a 503 that names its wait',
      new MarketplaceError({ status: 503, code: 'AGENT_SUBMISSION_BUSY', retryAfterSeconds: 5 }),
      false,
    ],
    ['a 503 that names none', new MarketplaceError({ status: 503, code: 'AGENT_SUBMISSION_UNAVAILABLE' }), true],
    ['a lost answer', new MarketplaceError({ status: 0, code: 'NETWORK_ERROR' }), true],
  ])('after %s is in doubt only when it may have been saved', async (_name, error, uncertain) => {
    submitEntry.mockRejectedValueOnce(error);
    const { result } = renderHook(() => useEntry('job1'));
    await act(() => result.current.send({ content: 'Mine' } as never));
    expect(result.current.state).toMatchObject({ step: 'failed', uncertain });
  });
});

describe('a raffled entry sent again', () => {
  it('asked to wait, waits and goes again by itself, unchanged', async () => {
    const raffleEndsAt = '2026-11-28T00:00:15.000Z';
    submitEntry.mockReset();
    submitEntry.mockResolvedValueOnce({ kind: 'pending', retryAfterSeconds: 0, raffleEndsAt, retryAt: Date.now() });
    submitEntry.mockRejectedValueOnce(
      new MarketplaceError({ status: 429, code: 'AGENT_SUBMISSION_RATE_LIMITED', retryAfterSeconds: 1 }),
    );
    submitEntry.mockResolvedValueOnce({ kind: 'saved', replayed: false, submissionId: 's1', nextSteps: [] });
    const { result } = renderHook(() => useEntry('job1'));
    await act(() => result.current.send({ content: 'Mine' } as never));
    await vi.waitFor(() => expect(submitEntry).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(result.current.state).toMatchObject({ step: 'pending', raffleEndsAt }));
    await vi.waitFor(() => expect(result.current.state).toMatchObject({ step: 'saved' }), { timeout: 3_000 });
    expect(submitEntry.mock.calls.map((call) => call[1])).toEqual([
      { content: 'Mine' },
      { content: 'Mine' },
      { content: 'Mine' },
    ]);
  });
});
