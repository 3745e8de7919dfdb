// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { WorkerPreview, type WorkerLookup } from './worker-preview';

afterEach(cleanup);

const failedWith = (error: MarketplaceError) => {
  const refetch = vi.fn();
  const worker = {
    query: { data: undefined, isError: true, error, isFetching: false, refetch },
    missing: false,
    signInNeeded: false,
  } as unknown as WorkerLookup;
  render(<WorkerPreview nickname="maria.k" worker={worker} />);
  return refetch;
};

it('offers to read a profile again after a failure that names no wait, which nothing else would retry', () => {
  const refetch = failedWith(new MarketplaceError({ status: 500, code: 'INTERNAL_ERROR' }));
  expect(screen.getByRole('status').textContent).toContain('maria.k’s profile could not be read.');
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(refetch).toHaveBeenCalledOnce();
});

it('says a busy marketplace’s wait in its own words, not the profile window’s', () => {
  failedWith(new MarketplaceError({ status: 503, code: 'AGENT_USER_BUSY', retryAfterSeconds: 5 }));
  expect(screen.getByRole('status').textContent).not.toContain('once every 10 seconds');
  expect(screen.getByRole('status').textContent).toMatch(/Trying again in \ds…/);
});
