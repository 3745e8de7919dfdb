// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeptQueryView } from './kept-query-view';

const query = (state: { isPending?: boolean; isError?: boolean; data?: string }) => ({
  isPending: false,
  isError: false,
  error: new Error('The marketplace did not answer.'),
  data: undefined,
  refetch: vi.fn(),
  ...state,
});

function view(q: ReturnType<typeof query>, refreshError?: { title: string }) {
  render(
    <KeptQueryView
      query={q}
      loading={{ label: 'Loading the thing' }}
      error={{ title: 'The thing could not be loaded' }}
      refreshError={refreshError}
    >
      {(data) => <p>{data}</p>}
    </KeptQueryView>,
  );
}

describe('a read whose last answer is kept', () => {
  afterEach(cleanup);

  it('loads, then fails in place of the data when it has none', () => {
    view(query({ isPending: true }));
    expect(screen.getByLabelText('Loading the thing')).toBeTruthy();
    cleanup();
    const failed = query({ isError: true });
    view(failed);
    expect(screen.getByRole('alert').textContent).toContain('The thing could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('keeps the data on a failed refresh, saying so above it only when asked', () => {
    view(query({ isError: true, data: 'the figures' }), { title: 'The thing could not be refreshed' });
    expect(screen.getByText('the figures')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('The thing could not be refreshed');
    cleanup();
    view(query({ isError: true, data: 'the figures' }));
    expect(screen.getByText('the figures')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
