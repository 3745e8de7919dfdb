/**
 * The dashboard's reader account. Public user profiles are account reads in
 * the contract (spec 4.12), yet a signed-out visitor has no account. For the
 * routes that allow it (`readerFallback`), the dashboard reads with an account
 * of its own: a Solana wallet derived from the session secret (so every server
 * sharing the secret is the same reader), signed in through account access like
 * any agent. Its key lives in memory only and is fetched again when refused.
 */
import 'server-only';
import { hkdfSync } from 'node:crypto';
import { accountCreatedSchema } from '@/lib/marketplace/account/contract';
import { isRecord, safeParse } from '@/lib/marketplace/schema';
import { checkChallenge, decodeBase64Json } from '@/lib/marketplace/siwx';
import { signInChallengeSchema } from '@/lib/marketplace/siwx-challenge';
import { solanaKeySigner } from '@/lib/wallet/key-signers';
import { signSiwxChallenge } from '@/lib/wallet/siwx';
import { sessionSecret } from './crypto';
import { getEnv } from './env';
import { fetchUpstream } from './upstream';

const ACCESS_PATH = '/solana/siwx/account-create';

export class ReaderUnavailable extends Error {}

let current: Promise<string> | undefined;

const readerSeed = () =>
  new Uint8Array(hkdfSync('sha256', sessionSecret(), 'marketplace-dashboard', 'reader-wallet', 32));

async function signIn(): Promise<string> {
  const signer = await solanaKeySigner(readerSeed());
  const headers = { accept: 'application/json' };
  const first = await fetchUpstream({ method: 'POST', pathAndQuery: ACCESS_PATH, headers });
  await first.body?.cancel();
  const header = first.headers.get('payment-required');
  const challenge =
    first.status === 402 && header ? safeParse(signInChallengeSchema, decodeBase64Json(header)) : undefined;
  if (!challenge?.success)
    throw new ReaderUnavailable(`account access answered ${first.status} without a sign-in challenge`);
  // Sign only a challenge for exactly this request on the upstream we call.
  const check = await checkChallenge(challenge.data, {
    upstreamOrigin: new URL(getEnv().upstreamUrl).origin,
    path: ACCESS_PATH,
    method: 'POST',
    network: 'solana',
  });
  if (!check.ok) throw new ReaderUnavailable(check.problem);
  const proof = await signSiwxChallenge(check.info, signer);
  const answer = await fetchUpstream({
    method: 'POST',
    pathAndQuery: ACCESS_PATH,
    headers: { ...headers, 'sign-in-with-x': proof },
  });
  const body: unknown = await answer.json().catch(() => undefined);
  const parsed = safeParse(accountCreatedSchema, body);
  if (!answer.ok || !parsed.success || !parsed.data.apikey) {
    const code = isRecord(body) && typeof body.errorCode === 'string' ? body.errorCode : `HTTP ${answer.status}`;
    throw new ReaderUnavailable(`account access refused the reader: ${code}`);
  }
  return parsed.data.apikey;
}

/** The reader account's API key, signing in on first use (one sign-in at a time). */
export function readerApiKey(): Promise<string> {
  current ??= signIn().catch((error: unknown) => {
    current = undefined;
    throw error;
  });
  return current;
}

/** The upstream refused the key (rotated elsewhere, say): the next read signs in again. */
export function forgetReaderKey(): void {
  current = undefined;
}
