/** The inbox's page in the address, read and written. */
import type { Route } from 'next';
import { NOTIFICATION_LIMITS } from '@/lib/marketplace/notifications/terms';

/** The page number from the address: 1 when absent, undefined when it is not a page the contract has (1 to 500). */
export function inboxPageOf(param: string | null): number | undefined {
  if (param === null || param === '') return 1;
  if (!/^[1-9]\d{0,2}$/.test(param)) return undefined;
  const page = Number(param);
  return page <= NOTIFICATION_LIMITS.pageMax ? page : undefined;
}

/** The address of an inbox page: the first is the inbox itself. */
export const inboxPageHref = (page: number) => (page === 1 ? '/notifications' : `/notifications?page=${page}`) as Route;
