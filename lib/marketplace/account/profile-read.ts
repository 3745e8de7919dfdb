/**
 * The private profile read without the gateway or React Query, for the signed-in header (the bell's starting count,
 * the balance menu): the proxy checks the answer against the route's schema; this checks the fields the header uses.
 */
import { fetchedAtOf, readThroughProxy } from '../transport';
import { isRecord } from '../values';
import type { Profile } from './contract';
import { accountWire } from './terms';

export interface ProfileRead {
  data: Profile;
  /** When the marketplace answered (the proxy's read cache answers a repeat inside the profile's window). */
  fetchedAt: number;
}

/** The answer when it holds what the header reads: the account, its unread count and its balances. */
function profileOf(json: unknown): Profile | undefined {
  if (!isRecord(json) || typeof json.accountId !== 'string' || !Number.isSafeInteger(json.unreadNotificationCount))
    return undefined;
  const balances = json.balances;
  const ok = isRecord(balances) && isRecord(balances.solana) && isRecord(balances.base) && isRecord(balances.alt);
  return ok ? (json as Profile) : undefined;
}

/** Read the private profile; a failure is a MarketplaceError with its words loaded. */
export const readProfile = (signal?: AbortSignal): Promise<ProfileRead> =>
  readThroughProxy(accountWire.profile.path, { method: accountWire.profile.method, signal }, (json, response) => {
    const data = profileOf(json);
    return data && { data, fetchedAt: fetchedAtOf(response.headers) };
  });
