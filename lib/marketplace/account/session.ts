/**
 * Who is signed in, from this dashboard's own `/api/session`. Every page's
 * header reads it, so this module stays small: the answer is checked by hand
 * (it comes from this dashboard's server, not the marketplace), and the error
 * words load only when a read fails. Signing in and out: session-actions.ts.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Network } from '../schema';
import { callDashboard } from '../transport';

export interface SessionSummary {
  signedIn: boolean;
  account: { accountId: string; walletAddress: string; network: Network; signedInAt: string | null } | null;
  keyRevealable: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The summary, or undefined when the answer is not one. */
export function readSessionSummary(json: unknown): SessionSummary | undefined {
  if (!isObject(json) || typeof json.signedIn !== 'boolean' || typeof json.keyRevealable !== 'boolean')
    return undefined;
  const { account } = json;
  if (account === null) return { signedIn: json.signedIn, account: null, keyRevealable: json.keyRevealable };
  if (
    !isObject(account) ||
    typeof account.accountId !== 'string' ||
    typeof account.walletAddress !== 'string' ||
    (account.network !== 'solana' && account.network !== 'base') ||
    (account.signedInAt !== null && typeof account.signedInAt !== 'string')
  ) {
    return undefined;
  }
  return {
    signedIn: json.signedIn,
    account: {
      accountId: account.accountId,
      walletAddress: account.walletAddress,
      network: account.network,
      signedInAt: account.signedInAt,
    },
    keyRevealable: json.keyRevealable,
  };
}

/** A request to this dashboard's session endpoints; `read` checks the answer. */
export const sessionFetch = <T>(
  read: (json: unknown) => T | undefined,
  init: RequestInit = {},
  path = '/api/session',
): Promise<T> => callDashboard(path, init, read);

export const sessionKeys = { summary: ['session'] as const };

export const sessionQueries = {
  summary: () =>
    queryOptions({ queryKey: sessionKeys.summary, queryFn: () => sessionFetch(readSessionSummary), staleTime: 60_000 }),
};
