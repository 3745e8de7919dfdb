// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { LoadingState, QueryView } from './query-view';

afterEach(cleanup);

type Query = Parameters<typeof QueryView<string[]>>[0]['query'];

const pending: Query = { isPending: true, isError: false, error: null, data: undefined, refetch: () => {} };
const loaded = (data: string[]): Query => ({ isPending: false, isError: false, error: null, data, refetch: () => {} });
const failed = (error: unknown, data?: string[], refetch = () => {}): Query => ({
  isPending: false,
  isError: true,
  error,
  data,
  refetch,
});

function Names({ query, keepData }: { query: Query; keepData?: 'with-error' | 'silently' }) {
  return (
    <QueryView
      query={query}
      loading={{ label: 'Loading the names' }}
      error={{ title: 'The names could not be loaded' }}
      isEmpty={(names) => names.length === 0}
      empty={<p>No names yet</p>}
      keepData={keepData}
    >
      {(names) => (
        <ul aria-label="Names">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

describe('a read in its states', () => {
  it('while loading, is a busy skeleton named for screen readers', () => {
    render(<Names query={pending} />);
    // A status region: a name on a plain div is not announced (and axe flags it).
    const busy = screen.getByRole('status', { name: 'Loading the names' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.children).toHaveLength(2);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('failed, says so in plain words with a retry that reads again', async () => {
    const refetch = vi.fn();
    // The words load with the first error: every alert shown, from the first, already says them (never a stand-in
    // sentence that changes), however soon they load.
    const shown: string[] = [];
    const observer = new MutationObserver(() =>
      document.querySelectorAll('[role="alert"]').forEach((alert) => shown.push(alert.textContent ?? '')),
    );
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    // Rendered in an awaited act: a view that waits (suspends) is then retried once what it waits for is here.
    await act(async () => {
      render(
        <Names
          query={failed(new MarketplaceError({ status: 503, code: 'PROXY_UPSTREAM_UNREACHABLE' }), undefined, refetch)}
        />,
      );
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('The names could not be loaded');
    expect(alert.textContent).toContain('The marketplace cannot be reached right now.');
    expect(alert.textContent).not.toContain('PROXY_UPSTREAM_UNREACHABLE');
    observer.disconnect();
    expect(shown.length).toBeGreaterThan(0);
    for (const text of shown) expect(text).toContain('The marketplace cannot be reached right now.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('refused for a while, counts down before it offers the retry', async () => {
    const error = new MarketplaceError({ status: 429, code: 'AGENT_READ_RATE_LIMITED', retryAfterSeconds: 30 });
    await act(async () => {
      render(<Names query={failed(error)} />);
    });
    const retry = await screen.findByRole('button', { name: /^Try again in / });
    expect((retry as HTMLButtonElement).disabled).toBe(true);
  });

  it('empty, shows the empty state instead of the data', () => {
    render(<Names query={loaded([])} />);
    expect(screen.getByText('No names yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('read, shows the data', () => {
    render(<Names query={loaded(['Ada', 'Grace'])} />);
    expect(screen.getByRole('list', { name: 'Names' }).textContent).toBe('AdaGrace');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('[aria-busy]')).toBeNull();
  });
});

describe('a later read that fails', () => {
  const error = new Error('Network down');

  it('takes the place of the data by default', () => {
    render(<Names query={failed(error, ['Ada'])} />);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('with-error: the error above what was read, and no empty state claiming there is nothing', () => {
    const { rerender } = render(<Names query={failed(error, ['Ada'])} keepData="with-error" />);
    expect(screen.getByRole('alert').compareDocumentPosition(screen.getByRole('list'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    rerender(<Names query={failed(error, [])} keepData="with-error" />);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByText('No names yet')).toBeNull();
  });

  it('with-error: a refresh has a heading of its own when given', () => {
    render(
      <QueryView
        query={failed(error, ['Ada'])}
        loading={{ label: 'Loading the names' }}
        error={{ title: 'The names could not be loaded', refreshTitle: 'The names could not be refreshed' }}
        keepData="with-error"
      >
        {(names) => <p>{names.join(', ')}</p>}
      </QueryView>,
    );
    expect(screen.getByRole('alert').textContent).toContain('The names could not be refreshed');
    expect(screen.getByText('Ada')).toBeTruthy();
    cleanup();
    render(<Names query={failed(error)} keepData="with-error" />);
    expect(screen.getByRole('alert').textContent).toContain('The names could not be loaded');
  });

  it('silently: what was read alone', () => {
    render(<Names query={failed(error, ['Ada'])} keepData="silently" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('list', { name: 'Names' })).toBeTruthy();
  });

  it('with nothing read yet, shows the error whatever keepData says', () => {
    render(<Names query={failed(error)} keepData="silently" />);
    expect(screen.getByRole('alert').textContent).toContain('Network down');
  });
});

describe('an area’s own words', () => {
  it('replace the error state when given', () => {
    render(
      <QueryView
        query={failed(new Error('gone'))}
        loading={{ label: 'Loading' }}
        error={{ render: (e) => <p>Not here: {(e as Error).message}</p> }}
      >
        {() => null}
      </QueryView>,
    );
    expect(screen.getByText('Not here: gone')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shape the loading state', () => {
    render(
      <LoadingState label="Loading the job">
        <p>Skeleton of a job</p>
      </LoadingState>,
    );
    expect(screen.getByLabelText('Loading the job').textContent).toBe('Skeleton of a job');
  });
});
