/**
 * The order room in the browser: every call names the order by its vault
 * handle, and the proxy adds X-Secret. The chat is one query whose messages
 * accumulate in the cache: each read asks only for what came after the last
 * one read (`afterId`), at the pace of the route's window.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callRoute, type Transport } from '../call';
import { SECRET_HANDLE_HEADER } from '../handles';
import { nextRead, paceOf } from '../polling';
import type { ChatMessage, ChatSendBody, ReviewBody, SelectedWinner, orderRoutes } from './contract';
import { wireRoutes } from '../route';
import { CLOSED_ORDER_STATUSES, ORDER_LIMITS, orderWire } from './terms';

/** The area's routes as pages call them: no schemas, the proxy checks what goes and comes back. */
export const orderCalls = wireRoutes<typeof orderRoutes>(orderWire);

const asHandle = (handle: string) => ({ [SECRET_HANDLE_HEADER]: handle });

export interface ChatState {
  /** Every message read or sent so far, oldest first. */
  messages: ChatMessage[];
  /** The last message a read returned: the next read asks for what came after it. */
  afterId: string | undefined;
  selectedWinner: SelectedWinner | null;
  /** The order's status as of the last read, when the marketplace says it there (the purchase's status read tells it too). */
  orderStatus: string | undefined;
  fetchedAt: number;
}

const byTime = (a: ChatMessage, b: ChatMessage) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0);

/** Messages on screen plus new ones: each once (by id), oldest first. */
function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const seen = new Set(current.map((m) => m.id));
  return [...current, ...incoming.filter((m) => !seen.has(m.id))].sort(byTime);
}

/** One read of the chat, continuing after what `previous` already holds. */
async function readChat(
  handle: string,
  previous: ChatState | undefined,
  signal?: AbortSignal,
  transport?: Transport,
): Promise<ChatState> {
  const { data, fetchedAt } = await callRoute(orderCalls.messages, {
    query: { pageSize: ORDER_LIMITS.pageSizeMax, afterId: previous?.afterId },
    headers: asHandle(handle),
    signal,
    transport,
  });
  return {
    messages: mergeMessages(previous?.messages ?? [], data.messages),
    afterId: data.nextAfterId ?? previous?.afterId,
    selectedWinner: data.selectedWinner,
    orderStatus: data.orderStatus,
    fetchedAt,
  };
}

export const orderKeys = {
  all: ['orders'] as const,
  chat: (handle: string) => ['orders', 'chat', handle] as const,
};

export const orderQueries = {
  /**
   * `transport`: the server's own read of the first page, before the page is sent. `orderStatus`: the order's state
   * as the purchase's status read tells it, for a chat that does not say it (the contract does not define it there).
   */
  chat: (handle: string, transport?: Transport, orderStatus?: string) =>
    queryOptions({
      queryKey: orderKeys.chat(handle),
      queryFn: ({ client, queryKey, signal }) =>
        readChat(handle, client.getQueryData<ChatState>(queryKey), signal, transport),
      // A closed order's room (cancelled, expired, refunded): nothing more comes to read.
      refetchInterval: (query) =>
        nextRead(
          query.state.error,
          CLOSED_ORDER_STATUSES.has(query.state.data?.orderStatus ?? orderStatus ?? '')
            ? false
            : paceOf(orderCalls.messages.window),
        ),
      // Every read is paced by the window; a refused one waits for its Retry-After through the interval above.
      retry: false,
      staleTime: paceOf(orderCalls.messages.window),
    }),
};

/** Show a message just sent. It does not move the read cursor: the seller's messages may sit before it. */
export function addSentMessage(client: QueryClient, handle: string, message: ChatMessage): void {
  client.setQueryData<ChatState>(
    orderKeys.chat(handle),
    (state) => state && { ...state, messages: mergeMessages(state.messages, [message]) },
  );
}

export const sendChatMessage = async (handle: string, body: ChatSendBody) =>
  (await callRoute(orderCalls.send, { body, headers: asHandle(handle) })).data;

export const finalizeOrder = async (handle: string) =>
  (await callRoute(orderCalls.finalize, { body: {}, headers: asHandle(handle) })).data;

export const reviewDelivery = async (handle: string, body: ReviewBody) =>
  (await callRoute(orderCalls.review, { body, headers: asHandle(handle) })).data;
