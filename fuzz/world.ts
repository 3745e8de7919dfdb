/**
 * A real sandbox with something in it for the generators to aim at: a seeded
 * product and seller, an account and its API key, a paid hire with its order
 * secret and a delivered submission, a paid purchase, a job the account
 * created with its job secret, SIWX proofs and payment signatures, real ones
 * to replay and mutate. Both the proxy's and the
 * sandbox's runs start from it.
 */
import fc from 'fast-check';
import type { RouteDef } from '@/lib/marketplace/route';
import { ROUTES } from '@/lib/marketplace/routes';
import { evmKeySigner, solanaKeySigner } from '@/lib/wallet/key-signers';
import { signSiwxChallenge, type MessageSigner } from '@/lib/wallet/siwx';
import { decodeBase64Json } from '@/lib/marketplace/siwx';
import { signInChallengeSchema } from '@/lib/marketplace/siwx-challenge';
import { createJob } from '@/sandbox/conformance/jobs-harness';
import { validTarget } from './inputs';
import type { Known } from './schema-arbitrary';
import {
  accountFor,
  buy,
  evmPayer,
  fixedPriceProduct,
  hireBody,
  hireableSeller,
  newToken,
  postCheckout,
  postJson,
  signChallenge,
  startSandbox,
  storeBody,
  type Loose,
  type RunningSandbox,
} from '@/sandbox/conformance/harness';

const ROOM = '/api/preselection/agenttohumanadvanced';

export interface World {
  sb: RunningSandbox;
  apiKey: string;
  accountId: string;
  walletAddress: string;
  /** The paid hire: its order secret, purchase id and request key. */
  hire: { secret: string; purchaseId: string; idempotencyKey: string; checkoutToken: string };
  /** A job the account created: its ids and job secret. */
  job: { jobId: string; customId: string; secret: string };
  /** Values for fields by name, for the generators. */
  known: Known;
  /** SIWX proofs: fresh ones for a route's own request, or (without a route) all of them. */
  proofs: (route?: RouteDef) => string[];
  payments: string[];
}

/** A SIWX proof for a request, or undefined when the request is refused before its sign-in challenge. */
async function proofOf(
  sb: RunningSandbox,
  path: string,
  init: RequestInit,
  signer: MessageSigner,
): Promise<string | undefined> {
  const response = await sb.call(path, init);
  const header = response.headers.get('payment-required');
  await response.body?.cancel();
  if (response.status !== 402 || !header) return undefined;
  return signSiwxChallenge(
    signInChallengeSchema.parse(decodeBase64Json(header)).extensions['sign-in-with-x'].info,
    signer,
  );
}

/** A real value, or (one time in `oneIn`) whatever the other arbitrary gives. */
const realOr = <T>(values: T[], other: fc.Arbitrary<T>, oneIn = 3) =>
  fc.oneof({ weight: oneIn - 1, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: other });

export async function createWorld(): Promise<World> {
  const sb = await startSandbox();
  const signer = evmKeySigner();
  const payer = await evmPayer(signer);
  const { apikey, accountId } = await accountFor(sb, signer);
  const product = await fixedPriceProduct(sb);
  const worker = await hireableSeller(sb);

  // A paid hire whose simulated seller has delivered: chat, finalize and review all have something to act on.
  const hireRequest = hireBody(worker.nickname, 'base', '10.00');
  const { paid, token } = await buy(sb, '/hire', hireRequest, payer);
  const purchase = paid.body.purchase as Loose;
  const secret = purchase.secret as string;
  await sb.json(
    `${ROOM}/chat/send`,
    postJson({ message: 'Hello', idempotencyKey: 'fuzz:first-message' }, { 'x-secret': secret }),
  );
  const room = await sb.json<Loose>(`${ROOM}/chat/messages`, { headers: { 'x-secret': secret } });
  const submissionId = (room.body.selectedWinner as Loose | null)?.id as string | undefined;

  const bought = await buy(sb, '/store/purchase', storeBody(product.id, 'base'), payer);
  const boughtId = (bought.paid.body.purchase as Loose).purchaseId as string;

  const job = await createJob(sb, { creatorAccountId: accountId, network: 'base' });

  const anyId = fc.string({ minLength: 1, maxLength: 20 });
  const known: Known = {
    id: realOr([product.id], anyId),
    productId: realOr([product.id], anyId),
    nickname: realOr([worker.nickname], fc.stringMatching(/^[A-Za-z0-9._-]{3,32}$/)),
    budgetUsd: realOr(
      ['0.10', '10', '25.50', '999999.99'],
      fc
        .integer({ min: 10, max: 99_999_999 })
        .map((cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`),
    ),
    purchaseId: realOr([purchase.purchaseId as string, boughtId], anyId),
    submissionId: realOr([submissionId ?? 'sub_unknown'], anyId),
    customId: realOr([job.customId], anyId),
    jobId: realOr([job.jobId], anyId),
    secret: realOr([secret, job.secret!], anyId),
    // Mostly fresh keys, so that checkouts get as far as their quote; sometimes the hire's own.
    idempotencyKey: fc.oneof(
      { weight: 3, arbitrary: fc.stringMatching(/^[A-Za-z0-9._:-]{8,40}$/) },
      { weight: 1, arbitrary: fc.constant(hireRequest.idempotencyKey) },
    ),
  };

  // Real proofs: a few spent or aimed elsewhere, and fresh ones issued for each signed route's own request,
  // signed by other wallets (one on each chain) so that a rotation they reach leaves the main account's key alone.
  const issued = (proofs: (string | undefined)[]) => proofs.filter((proof) => proof !== undefined);
  const spent = issued([
    await proofOf(sb, '/profile', {}, signer),
    await proofOf(sb, '/hire/status', postJson({ purchaseId: purchase.purchaseId }), signer),
  ]);
  const readers = [evmKeySigner(), await solanaKeySigner()];
  for (const reader of readers) await accountFor(sb, reader);
  const fresh = new Map<string, string[]>();
  for (const route of (ROUTES as readonly RouteDef[]).filter(
    (r) => r.auth === 'siwx' || r.auth === 'account' || r.auth === 'status',
  )) {
    // One valid request per route (a fixed sample, so a seed replays the same world).
    const [target] = fc.sample(validTarget(route, known), { numRuns: 1, seed: 1 });
    const init: RequestInit = {
      method: target!.method,
      body: target!.body,
      headers: target!.body ? { 'content-type': 'application/json' } : {},
    };
    fresh.set(route.id, issued(await Promise.all(readers.map((reader) => proofOf(sb, target!.path, init, reader)))));
  }
  const proofs = (route?: RouteDef) =>
    route ? (fresh.get(route.id) ?? []) : [...spent, ...[...fresh.values()].flat()];

  // A real payment signature for a quote (never paid), to replay and mutate.
  const quote = await postCheckout(sb, '/store/purchase', storeBody(product.id, 'base'), {
    'x-checkout-token': newToken(),
  });
  const payments = [await signChallenge(payer, quote)];

  return {
    sb,
    apiKey: apikey,
    accountId,
    walletAddress: signer.address,
    hire: {
      secret,
      purchaseId: purchase.purchaseId as string,
      idempotencyKey: hireRequest.idempotencyKey,
      checkoutToken: token,
    },
    job: { jobId: job.jobId, customId: job.customId, secret: job.secret! },
    known,
    proofs,
    payments,
  };
}
