'use client';

import { useQuery } from '@tanstack/react-query';
import type { Checkout, Purchase } from '@/lib/marketplace/checkout/contract';
import { orderQueries } from '@/lib/marketplace/orders/client';
import { useApproval } from './approval';
import { orderProgress, type Progress } from './progress';

/**
 * A purchase's progress from everything this page knows: its status read, the
 * order room's chat once the order is funded (read more often than the status
 * then), and an approval just made here.
 */
export function useOrderProgress(
  subject: Purchase | Checkout,
  purchase: Purchase | undefined,
  handle: string | undefined,
): Progress {
  const funded = purchase?.order?.fundingStatus === 'funded';
  const chat = useQuery({
    ...orderQueries.chat(handle ?? '', undefined, purchase?.order?.status),
    enabled: handle !== undefined && funded,
  });
  const approved = useApproval(handle);
  return orderProgress({
    status: subject.status,
    transactionId: subject.payment.transactionId,
    order: purchase?.order,
    chat: chat.data && { orderStatus: chat.data.orderStatus, delivered: chat.data.selectedWinner !== null },
    approved: approved !== undefined,
  });
}
