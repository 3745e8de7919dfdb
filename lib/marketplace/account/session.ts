/**
 * This dashboard's own session endpoints (`/api/session`): who is signed in,
 * signing in with a SIWX proof, signing out, and revealing a rotated key once.
 */
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { MarketplaceError, errorFromResponse } from '../errors';
import { NETWORKS, safeParse, type Schema } from '../schema';

export const signInBodySchema = z.strictObject({ network: z.enum(NETWORKS) });

export const sessionSummarySchema = z.object({
  signedIn: z.boolean(),
  account: z.nullable(
    z.object({
      accountId: z.string(),
      walletAddress: z.string(),
      network: z.enum(NETWORKS),
      signedInAt: z.nullable(z.string()),
    }),
  ),
  keyRevealable: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

export const signedInSchema = z.object({
  ok: z.literal(true),
  account: z.object({ accountId: z.string(), walletAddress: z.string(), network: z.enum(NETWORKS), created: z.boolean() }),
});

async function sessionFetch<T>(schema: Schema<T>, init: RequestInit = {}, path = '/api/session'): Promise<T> {
  const response = await fetch(path, { ...init, credentials: 'same-origin', headers: { accept: 'application/json', ...(init.headers as Record<string, string>) } });
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw errorFromResponse(response.status, json, response.headers.get('retry-after'));
  const parsed = safeParse(schema, json);
  if (!parsed.success) throw new MarketplaceError({ status: response.status, code: 'RESPONSE_INVALID' });
  return parsed.data;
}

export const sessionKeys = { summary: ['session'] as const };

export const sessionQueries = {
  summary: () => queryOptions({ queryKey: sessionKeys.summary, queryFn: () => sessionFetch(sessionSummarySchema), staleTime: 60_000 }),
};

export const signIn = (network: z.infer<typeof signInBodySchema>['network'], proof: string) =>
  sessionFetch(signedInSchema, { method: 'POST', headers: { 'content-type': 'application/json', 'sign-in-with-x': proof }, body: JSON.stringify({ network }) });

export const signOut = () => sessionFetch(z.object({ ok: z.literal(true) }), { method: 'DELETE' });

export const revealKey = () => sessionFetch(z.object({ ok: z.literal(true), apikey: z.string() }), { method: 'POST' }, '/api/session/key');
