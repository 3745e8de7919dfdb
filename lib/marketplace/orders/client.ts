/** The order room in the browser: every call names the order by its vault handle; the proxy adds X-Secret. */
import { callRoute } from '../call';
import { SECRET_HANDLE_HEADER } from '../handles';
import { orderRoutes, type ChatSendBody, type ReviewBody } from './contract';

const asHandle = (handle: string) => ({ [SECRET_HANDLE_HEADER]: handle });

export const readChat = async (handle: string, afterId: string | undefined, pageSize: number, signal?: AbortSignal) => {
  const { data, fetchedAt } = await callRoute(orderRoutes.messages, { query: { pageSize, afterId }, headers: asHandle(handle), signal });
  return { ...data, fetchedAt };
};

export const sendChatMessage = async (handle: string, body: ChatSendBody) => (await callRoute(orderRoutes.send, { body, headers: asHandle(handle) })).data;

export const finalizeOrder = async (handle: string) => (await callRoute(orderRoutes.finalize, { body: {}, headers: asHandle(handle) })).data;

export const reviewDelivery = async (handle: string, body: ReviewBody) => (await callRoute(orderRoutes.review, { body, headers: asHandle(handle) })).data;
