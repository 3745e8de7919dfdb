'use client';

/**
 * The order room of an active order: the chat with the seller (one query
 * whose messages accumulate, read at the window's pace), the delivery, and
 * the actions the order's progress allows. The order secret never reaches this
 * page: it holds a vault handle the proxy turns into X-Secret.
 */
import { useQuery } from '@tanstack/react-query';
import { FetchedAt } from '@/components/ui/fetched-at';
import { Section } from '@/components/ui/section';
import { ErrorState } from '@/components/ui/states';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { orderQueries } from '@/lib/marketplace/orders/client';
import { Approval, Approved, useApproval } from './approval';
import { ChatLog } from './chat-log';
import { Delivery } from './delivery';
import { Composer, ReviewForm } from './order-forms';
import type { Progress } from './progress';

export function OrderRoom({
  handle,
  seller,
  orderStatus,
  actions,
}: {
  handle: string;
  seller: string | undefined;
  /** The order's state as its purchase's status read tells it. */
  orderStatus: string | undefined;
  actions: Progress['actions'];
}) {
  const chat = useQuery(orderQueries.chat(handle, undefined, orderStatus));
  const approved = useApproval(handle);
  const winner = chat.data?.selectedWinner;
  // A refused read waits for its window on its own; only other failures are worth showing.
  const failed = chat.isError && !(chat.error instanceof MarketplaceError && chat.error.status === 429);
  return (
    <Section title="Order room" action={chat.data && <FetchedAt at={chat.data.fetchedAt} />}>
      <div className="space-y-4">
        {failed && <ErrorState error={chat.error} title="Messages could not be read" />}
        <ChatLog messages={chat.data?.messages ?? []} seller={seller} loading={chat.isPending} />
        <Composer handle={handle} seller={seller} />
        {winner && (
          <Delivery winner={winner}>
            {actions.review && (
              <ReviewForm handle={handle} submissionId={winner.id} seller={seller ?? winner.nickname} />
            )}
          </Delivery>
        )}
        {approved ? (
          <Approved result={approved} />
        ) : (
          actions.approve && <Approval handle={handle} worker={seller ?? winner?.nickname ?? 'the seller'} />
        )}
      </div>
    </Section>
  );
}
