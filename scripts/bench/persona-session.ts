/**
 * For `BENCH_PERSONA` in bench:pages: signs in to the dashboard at APP as a sandbox persona, the way the sign-in
 * dialog does (the free challenge through the proxy, the proof signed here, the dashboard's session endpoint), and
 * prints, as JSON, the session's Cookie header and the persona's own page parameters (a created job with entries to
 * review), so the bench loads the signed-in pages with the persona's history.
 * Usage: node --import tsx scripts/bench/persona-session.ts <app origin> <persona id>
 */
import { createHash } from 'node:crypto';
import { decodeBase64Json } from '../../lib/marketplace/siwx';
import { signInChallengeSchema } from '../../lib/marketplace/siwx-challenge';
import { evmKeySigner, solanaKeySigner } from '../../lib/wallet/key-signers';
import { signSiwxChallenge } from '../../lib/wallet/siwx';
import { SANDBOX_PERSONAS } from '../../sandbox/personas-public';
import { seedPhraseOf } from '../../sandbox/personas-public';

const [app, id] = process.argv.slice(2);
const persona = SANDBOX_PERSONAS.find((p) => p.id === id);
if (!app || !persona)
  throw new Error(`usage: persona-session.ts <app origin> <${SANDBOX_PERSONAS.map((p) => p.id).join('|')}>`);

const key = createHash('sha256').update(seedPhraseOf(persona.id)).digest();
const signer = persona.network === 'solana' ? await solanaKeySigner(key) : evmKeySigner(`0x${key.toString('hex')}`);
const sameOrigin = { 'sec-fetch-site': 'same-origin' };
const challenge = await fetch(`${app}/api/marketplace/${signer.network}/siwx/account-create`, {
  method: 'POST',
  headers: sameOrigin,
});
if (challenge.status !== 402) throw new Error(`the sign-in challenge answered ${challenge.status}`);
const info = signInChallengeSchema.parse(decodeBase64Json(challenge.headers.get('payment-required')!)).extensions[
  'sign-in-with-x'
].info;
const session = await fetch(`${app}/api/session`, {
  method: 'POST',
  headers: {
    ...sameOrigin,
    'content-type': 'application/json',
    'sign-in-with-x': await signSiwxChallenge(info, signer),
  },
  body: JSON.stringify({ network: signer.network }),
});
if (session.status !== 200) throw new Error(`signing in answered ${session.status}: ${await session.text()}`);
// Only the name=value part of each cookie goes into a request's Cookie header.
const cookie = session.headers
  .getSetCookie()
  .map((line) => line.split(';')[0])
  .join('; ');

/** The persona's created job that asks the most of the page: winners to choose, else entries to read. */
async function createdJobId(): Promise<string | undefined> {
  const answer = await fetch(`${app}/api/marketplace/jobs/created?limit=50`, { headers: { cookie } });
  if (!answer.ok) return undefined;
  type Created = { jobId: string; nextActions?: { chooseWinners?: unknown; submissions?: unknown } };
  const { jobs } = (await answer.json()) as { jobs: Created[] };
  return (jobs.find((j) => j.nextActions?.chooseWinners) ?? jobs.find((j) => j.nextActions?.submissions))?.jobId;
}

console.log(JSON.stringify({ cookie, params: { jobId: persona.id === 'creator' ? await createdJobId() : undefined } }));
