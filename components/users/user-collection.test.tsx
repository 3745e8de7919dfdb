// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserCollection } from './user-collection';

const first = { hasMore: true, nextCursor: 'c1' };

function renderPortfolio() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <UserCollection
        nickname="ada"
        collection="portfolio"
        title="Portfolio"
        first={first}
        shown={2}
        empty="Nothing yet."
      >
        <li>a.png</li>
        <li>b.png</li>
      </UserCollection>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a public profile collection', { timeout: 20_000 }, () => {
  it('keeps Load more while the next page is read, and says nothing of the end beside a refusal', async () => {
    let refuse!: () => void;
    const refusal = new Response(
      JSON.stringify({ ok: false, errorCode: 'AGENT_USER_RATE_LIMITED', message: 'Too many reads.' }),
      {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '5' },
      },
    );
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (refuse = () => resolve(refusal))));
    vi.stubGlobal('fetch', fetch);
    renderPortfolio();

    fireEvent.click(screen.getByRole('button', { name: 'Load more portfolio' }));
    expect(await screen.findByRole('button', { name: 'Load more portfolio' })).toHaveProperty(
      'textContent',
      'Loading…',
    );
    expect(screen.queryByText(/That is all/)).toBeNull();
    // The reader of further pages loads with the first press, then reads.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled(), { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Load more portfolio' })).toHaveProperty('textContent', 'Loading…');
    expect(screen.queryByText(/That is all/)).toBeNull();

    refuse();
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText(/That is all/)).toBeNull();
  });
});
