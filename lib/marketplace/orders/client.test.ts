import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarketplaceError } from '../errors';
import { SECRET_HANDLE_HEADER } from '../handles';
import { addSentMessage, orderKeys, orderQueries, type ChatState } from './client';
import type { ChatMessage } from './contract';

const message = (id: string, second: number, sender: 'buyer' | 'seller' = 'seller'): ChatMessage => ({
  id,
  sender,
  message: `message ${id}`,
  files: [],
  createdAt: new Date(Date.UTC(2025, 0, 1, 12, 0, second)).toISOString(),
});

/** The chat route answering pages in turn, recording what each read asked for. */
function chatServer(pages: ChatMessage[][], orderStatus = 'in_progress') {
  const asked: { afterId: string | null; handle: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      asked.push({
        afterId: new URL(url, 'http://app.test').searchParams.get('afterId'),
        handle: new Headers(init.headers).get(SECRET_HANDLE_HEADER),
      });
      const messages = pages.shift() ?? [];
      return new Response(
        JSON.stringify({
          ok: true,
          messages,
          nextAfterId: messages.at(-1)?.id ?? null,
          selectedWinner: null,
          orderStatus,
        }),
        {
          headers: { 'content-type': 'application/json' },
        },
      );
    }),
  );
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('the order chat query', () => {
  it('accumulates pages in the cache, each read asking only for what came after the last one read', async () => {
    const asked = chatServer([[message('m1', 1), message('m2', 2)], [], [message('m3', 5)]]);
    const client = new QueryClient();
    const chat = { ...orderQueries.chat('vault:abc'), staleTime: 0 };

    await client.fetchQuery(chat);
    await client.fetchQuery(chat);
    // A message sent meanwhile shows at once but does not move the cursor.
    addSentMessage(client, 'vault:abc', message('mine', 3, 'buyer'));
    const state = await client.fetchQuery(chat);

    expect(asked).toEqual([
      { afterId: null, handle: 'vault:abc' },
      { afterId: 'm2', handle: 'vault:abc' },
      { afterId: 'm2', handle: 'vault:abc' },
    ]);
    expect(state.messages.map((m) => m.id)).toEqual(['m1', 'm2', 'mine', 'm3']);
    expect(state.afterId).toBe('m3');
    expect(client.getQueryData<ChatState>(orderKeys.chat('vault:abc'))?.orderStatus).toBe('in_progress');
  });

  it('reads a closed room no more: a cancelled, expired or refunded order', async () => {
    const interval = orderQueries.chat('vault:abc').refetchInterval as (query: unknown) => number | false;
    const after = (orderStatus: string) => interval({ state: { error: null, data: { orderStatus } } });
    expect(after('in_progress')).toBeGreaterThan(0);
    expect(after('completed')).toBeGreaterThan(0);
    expect(after('cancelled')).toBe(false);
    expect(after('expired')).toBe(false);
    expect(after('refunded')).toBe(false);
  });

  it('when the chat does not say the order state, goes by the one the status read told', async () => {
    const pace = (told: string | undefined) =>
      (orderQueries.chat('vault:abc', undefined, told).refetchInterval as (query: unknown) => number | false)({
        state: { error: null, data: { orderStatus: undefined } },
      });
    expect(pace(undefined)).toBeGreaterThan(0);
    expect(pace('in_progress')).toBeGreaterThan(0);
    expect(pace('cancelled')).toBe(false);
  });

  it('shows each message once even when a read repeats one already on screen', async () => {
    chatServer([[message('m1', 1)], [message('m1', 1), message('m2', 2)]]);
    const client = new QueryClient();
    const chat = { ...orderQueries.chat('vault:abc'), staleTime: 0 };
    await client.fetchQuery(chat);
    const state = await client.fetchQuery(chat);
    expect(state.messages.map((m) => m.id)).toEqual(['m1', 'm2']);
  });

  it('reads at the pace of the chat window, and after Retry-After when refused', () => {
    const interval = orderQueries.chat('vault:abc').refetchInterval as (query: {
      state: { error: unknown };
    }) => number | false;
    expect(interval({ state: { error: null } })).toBe(10_500);
    const refused = new MarketplaceError({ status: 429, code: 'ORDER_CHAT_RATE_LIMITED', retryAfterSeconds: 4 });
    expect(interval({ state: { error: refused } })).toBeLessThanOrEqual(4_250);
  });
});
