/**
 * Who is signed in, from this dashboard's own `/api/session`. Every page's
 * header reads it, so this module stays small: the answer is checked by hand
 * (it comes from this dashboard's server, not the marketplace), and the error
 * words load only when a read fails. Signing in and out: session-actions.ts.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Network } from '../schema';

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
export async function sessionFetch<T>(
  read: (json: unknown) => T | undefined,
  init: RequestInit = {},
  path = '/api/session',
): Promise<T> {
  const response = await fetch(path, {
    ...init,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(init.headers as Record<string, string>) },
  });
  const json: unknown = await response.json().catch(() => undefined);
  const data = response.ok ? read(json) : undefined;
  if (data !== undefined) return data;
  const { MarketplaceError, errorFromResponse } = await import('../errors');
  throw response.ok
    ? new MarketplaceError({ status: response.status, code: 'RESPONSE_INVALID' })
    : errorFromResponse(response.status, json, response.headers.get('retry-after'));
}

export const sessionKeys = { summary: ['session'] as const };

export const sessionQueries = {
  summary: () =>
    queryOptions({ queryKey: sessionKeys.summary, queryFn: () => sessionFetch(readSessionSummary), staleTime: 60_000 }),
};
