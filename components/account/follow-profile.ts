import { hashKey, type QueryClient } from '@tanstack/react-query';
import { accountKeys } from '@/lib/marketplace/account/keys';
import type { ProfileRead } from '@/lib/marketplace/account/profile-read';
import { offerProfile } from './profile-store';

const PROFILE_HASH = hashKey(accountKeys.profile());

/**
 * Every profile the browser's query client takes (a page's read, the balances a swap answered with) goes to the
 * header's profile store, so the header shows what the page has just learnt.
 */
export function followProfile(client: QueryClient): void {
  const offer = (read: ProfileRead | undefined) => read && offerProfile(read);
  offer(client.getQueryData<ProfileRead>(accountKeys.profile()));
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== PROFILE_HASH) return;
    offer(event.query.state.data as ProfileRead | undefined);
  });
}
