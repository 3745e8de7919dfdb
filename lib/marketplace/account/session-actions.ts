/** Signing in with a SIWX proof, signing out, and revealing a rotated key once (`/api/session`). */
import * as z from 'zod/mini';
import { NETWORKS, safeParse, type Schema } from '../schema';
import { sessionFetch } from './session';

export const signInBodySchema = z.strictObject({ network: z.enum(NETWORKS) });

const signedInSchema = z.object({
  ok: z.literal(true),
  account: z.object({
    accountId: z.string(),
    walletAddress: z.string(),
    network: z.enum(NETWORKS),
    created: z.boolean(),
  }),
});

const parsedBy =
  <T>(schema: Schema<T>) =>
  (json: unknown): T | undefined => {
    const parsed = safeParse(schema, json);
    return parsed.success ? parsed.data : undefined;
  };

export const signIn = (network: z.infer<typeof signInBodySchema>['network'], proof: string) =>
  sessionFetch(parsedBy(signedInSchema), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sign-in-with-x': proof },
    body: JSON.stringify({ network }),
  });

export const signOut = () => sessionFetch(parsedBy(z.object({ ok: z.literal(true) })), { method: 'DELETE' });

export const revealKey = () =>
  sessionFetch(parsedBy(z.object({ ok: z.literal(true), apikey: z.string() })), { method: 'POST' }, '/api/session/key');
