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
