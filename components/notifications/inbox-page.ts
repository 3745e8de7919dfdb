/** The inbox's page number from the address: 1 when absent, undefined when it is not a page the contract has (1 to 500). */
import { NOTIFICATION_LIMITS } from '@/lib/marketplace/notifications/contract';

export function inboxPageOf(param: string | null): number | undefined {
  if (param === null || param === '') return 1;
  if (!/^[1-9]\d{0,2}$/.test(param)) return undefined;
  const page = Number(param);
  return page <= NOTIFICATION_LIMITS.pageMax ? page : undefined;
}
