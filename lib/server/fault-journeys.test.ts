/**
 * Fault journeys: every paid or debiting action, sent through the dashboard's
 * proxy to a real sandbox with real signatures, under each fault a deployment
 * can show: the answer lost or a bare 500 after the work was committed, a 503
 * with and without Retry-After, a timeout, a double click. Then the page does
 * what it may do next: the same request again, with the same and with a new
 * signature. Each journey ends by counting the sandbox ledger: one intended
 * action, at most one debit, and exactly one whenever the work was committed.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit';
import { x402Client } from '@x402/core/client';
import { decodePaymentRequiredHeader, encodePaymentSignatureHeader } from '@x402/core/http';
import type { PaymentRequired } from '@x402/core/types';
import { ExactSvmSchemeV1 } from '@x402/svm/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUICK_ROUTES } from '@/lib/marketplace/launch/contract';
import type { Network } from '@/lib/marketplace/schema';
import { solanaKeySigner } from '@/lib/wallet/key-signers';
import {
  accountFor,
  debitsOf,
  fixedPriceProduct,
  hireBody,
  hireableSeller,
  newKey,
  payerFor,
  postJson,
  signChallenge,
  startSandbox,
  storeBody,
  type RunningSandbox,
} from '@/sandbox/conformance/harness';
import { sandboxPaymentAddresses } from '@/sandbox/payments';

/** The proxy gives up on an answer after this long; the timeout fault answers later than that. */
const TIMEOUT_MS = 4000;
const APP = 'http://localhost:3000';
const POST_URL = 'https://x.com/sandboxnews/status/1900000000000000001';

let sb: RunningSandbox;
let proxy: typeof import('./marketplace-proxy').proxy;
let anonymous: string;
let product: { id: string };
let sellers: { nickname: string }[];

beforeAll(async () => {
  sb = await startSandbox();
  process.env.MARKETPLACE_API_URL = sb.url;
  process.env.UPSTREAM_TIMEOUT_MS = String(TIMEOUT_MS);
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'fault-journeys-'));
  ({ proxy } = await import('./marketplace-proxy'));
  const { ensureSession } = await import('./session');
  anonymous = (await ensureSession(new Request(`${APP}/x`))).setCookie!.split(';')[0]!;
  product = await fixedPriceProduct(sb);
  sellers = await Promise.all([0, 1, 2, 3, 4, 5].map((skip) => hireableSeller(sb, skip)));
}, 120_000);
afterAll(() => sb.stop(), 30_000);

/** A page's request through the dashboard: same origin, the session's cookie, the operation's key and payment. */
function call(
  cookie: string,
  method: 'GET' | 'POST',
  target: string,
  options: { body?: unknown; key?: string; payment?: string; paymentHeader?: string } = {},
) {
  const headers: Record<string, string> = { cookie, 'sec-fetch-site': 'same-origin' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.key) headers['x-idempotency-key'] = options.key;
  if (options.payment) headers[options.paymentHeader ?? 'payment-signature'] = options.payment;
  return proxy(
    new Request(`${APP}/api/marketplace${target}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
  );
}

/** A signed-in session of a fresh account (2.5 SOL to start with), for the actions paid from a balance. */
async function signedIn(): Promise<{ cookie: string; accountId: string; apikey: string }> {
  const account = await accountFor(sb, await solanaKeySigner());
  const { ensureSession, attachAccount } = await import('./session');
  const { session, setCookie } = await ensureSession(new Request(`${APP}/x`));
  await attachAccount(session!.id, {
    accountId: account.accountId,
    walletAddress: 'W',
    network: 'solana',
    apiKey: account.apikey,
  });
  return { ...account, cookie: setCookie!.split(';')[0]! };
}

/** An official client paying the v1 (quick and job-payment) requirements from a fresh Solana key. */
async function v1Payer() {
  const signer = await solanaKeySigner();
  const keys = await createKeyPairSignerFromPrivateKeyBytes(signer.seed);
  const { solana } = sandboxPaymentAddresses();
  const client = new x402Client()
    .registerV1('solana', new ExactSvmSchemeV1(keys, { rpcUrl: `${sb.url}/solana-rpc` }))
    .setSpendControls({
      allowedAssets: [
        { network: 'solana' as `${string}:${string}`, asset: solana.mint, maxAmountPerPayment: '1000000000' },
      ],
    });
  return { client, address: signer.address };
}

/** One intended action: how a page sends it, signs its challenge (when it is paid by signature), and whose debits to count. */
interface Intent {
  send(payment?: string): Promise<Response>;
  sign?(challenge: Response): Promise<string>;
  debits(): Promise<number>;
}

interface Action {
  name: string;
  /** The route id the fault is planted on. */
  route: string;
  prepare(): Promise<Intent>;
  /** The marketplace replays a repeated key with no second effect: a repeat after an uncertain answer goes out (its contract's recovery). */
  replayedUpstream?: boolean;
}

const count = async (wallet: string) => (await debitsOf(sb, { wallet })).length;

function checkout(kind: 'store' | 'hire', network: Network, seller = 0): Action {
  return {
    name: `${kind === 'store' ? 'store purchase' : 'hire'} on ${network}`,
    route: kind === 'store' ? 'checkout.purchase' : 'checkout.hire',
    async prepare() {
      const payer = await payerFor(sb, network);
      const body = kind === 'store' ? storeBody(product.id, network) : hireBody(sellers[seller]!.nickname, network);
      return {
        send: (payment) => call(anonymous, 'POST', kind === 'store' ? '/store/purchase' : '/hire', { body, payment }),
        sign: (challenge) => signChallenge(payer, challenge),
        debits: () => count(payer.address),
      };
    },
  };
}

/** A paid launch in x402 v2 (PAYMENT-SIGNATURE), under the page's key. */
function launchV2(name: string, route: string, network: Network, target: string): Action {
  return {
    name,
    route,
    async prepare() {
      const payer = await payerFor(sb, network);
      const key = newKey('launch');
      return {
        send: (payment) => call(anonymous, 'GET', target, { key, payment }),
        sign: async (challenge) =>
          encodePaymentSignatureHeader(
            await payer.client.createPaymentPayload(
              decodePaymentRequiredHeader(challenge.headers.get('payment-required')!),
            ),
          ),
        debits: () => count(payer.address),
      };
    },
  };
}

/** A paid call in x402 v1 (X-PAYMENT): the quick routes and paying a job by its id. */
function launchV1(name: string, route: string, target: () => Promise<string>): Action {
  return {
    name,
    route,
    async prepare() {
      const payer = await v1Payer();
      const key = newKey('launch');
      const at = await target();
      return {
        send: (payment) => call(anonymous, 'GET', at, { key, payment, paymentHeader: 'x-payment' }),
        sign: async (challenge) =>
          encodePaymentSignatureHeader(
            await payer.client.createPaymentPayload((await challenge.json()) as PaymentRequired),
          ),
        debits: () => count(payer.address),
      };
    },
  };
}

/** A job created unpaid (a social job to be paid in USDC), whose payment address is then paid. */
async function unpaidJob(): Promise<string> {
  const { apikey } = await signedIn();
  const body = { type: 'social', tweet_url: POST_URL, jobtype: 'repost', max_completions: 25, total_usdc: '2.50' };
  const created = await sb.json<{ jobId: string }>(
    '/api/external/jobs/create',
    postJson(body, { 'x-api-key': apikey }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return `/api/x402/jobs/${created.body.jobId}/pay`;
}

const balanceJob: Action = {
  name: 'social job paid from the balance',
  route: 'launch.externalCreate',
  async prepare() {
    const account = await signedIn();
    const key = newKey('launch');
    const body = {
      type: 'social',
      tweet_url: POST_URL,
      jobtype: 'repost',
      max_completions: 25,
      balance_payment: 1,
      total_bounty_sol: '0.012',
    };
    return {
      send: () => call(account.cookie, 'POST', '/api/external/jobs/create', { body, key }),
      debits: async () => (await debitsOf(sb, { account: account.accountId })).length,
    };
  },
};

const swap: Action = {
  name: 'swap',
  route: 'swaps.create',
  replayedUpstream: true,
  async prepare() {
    const account = await signedIn();
    const body = { fromToken: 'SOL', toToken: 'USDC', amount: '0.05', idempotencyKey: newKey('swap') };
    return {
      send: () => call(account.cookie, 'POST', '/swap', { body }),
      debits: async () => (await debitsOf(sb, { account: account.accountId })).length,
    };
  },
};

const enc = encodeURIComponent;
const ACTIONS: Action[] = [
  checkout('store', 'solana'),
  checkout('store', 'base'),
  checkout('hire', 'solana', 0),
  checkout('hire', 'base', 1),
  launchV2(
    'custom work on Solana',
    'launch.agentToHuman',
    'solana',
    `/solana/agenttohuman?description=${enc('Name our mascot')}&winners=2&perUser=0.05`,
  ),
  launchV2(
    'custom work on Base',
    'launch.agentToHuman',
    'base',
    `/base/agenttohuman?description=${enc('Name our mascot')}&winners=2&perUser=0.05`,
  ),
  launchV2(
    'advanced custom work on Solana',
    'launch.agentToHumanAdvanced',
    'solana',
    `/solana/agenttohumanadvanced?description=${enc('Pick a logo')}&winners=1&perUser=0.1&selectionType=creator`,
  ),
  launchV2(
    'advanced custom work on Base',
    'launch.agentToHumanAdvanced',
    'base',
    `/base/agenttohumanadvanced?description=${enc('Pick a logo')}&winners=1&perUser=0.1&selectionType=creator`,
  ),
  launchV2('likes', 'launch.xlikes', 'solana', `/solana/xlikes?url=${enc(POST_URL)}&amount=5`),
  launchV2('views', 'launch.xviews', 'solana', `/solana/xviews?url=${enc(POST_URL)}&amount=10`),
  launchV1('quick likes', QUICK_ROUTES.xlikes.id, async () => `/api/x402/quick/solana/xlikes-5?url=${enc(POST_URL)}`),
  launchV1('paying a job by its id', 'launch.jobPay', unpaidJob),
  balanceJob,
  swap,
];

type Fault =
  | 'drop-after-commit'
  | 'fail-after-commit'
  | 'unavailable-with-retry-after'
  | 'unavailable-without-retry-after'
  | 'double-click';
const FAULTS: Record<Fault, { plant?: Record<string, unknown>; committed: boolean }> = {
  'drop-after-commit': { plant: { kind: 'drop-after-commit' }, committed: true },
  'fail-after-commit': { plant: { kind: 'fail-after-commit' }, committed: true },
  'unavailable-with-retry-after': { plant: { kind: 'unavailable', retryAfterSeconds: 1 }, committed: false },
  'unavailable-without-retry-after': { plant: { kind: 'unavailable', withoutRetryAfter: true }, committed: false },
  'double-click': { committed: true },
};

/** The challenge (for an action paid by signature) and its signature, before any fault is planted. */
async function signed(intent: Intent): Promise<{ payment?: string; challenge?: Response }> {
  if (!intent.sign) return {};
  const challenge = await intent.send();
  expect(challenge.status).toBe(402);
  return { challenge, payment: await intent.sign(challenge.clone()) };
}

/** What a page may do after an answer it could not read: the same request again, then with a new signature. */
async function retries(
  intent: Intent,
  payment: string | undefined,
  challenge: Response | undefined,
): Promise<Response[]> {
  const answers = [await intent.send(payment)];
  if (intent.sign && challenge) answers.push(await intent.send(await intent.sign(challenge.clone())));
  return answers;
}

const codeOf = async (response: Response) => ((await response.clone().json()) as { errorCode?: string }).errorCode;

describe.each(ACTIONS)('$name under faults', (action) => {
  it.each(Object.keys(FAULTS) as Fault[])(
    '%s: never two debits, and exactly one once the work was committed',
    async (fault) => {
      const intent = await action.prepare();
      const { payment, challenge } = await signed(intent);
      const { plant, committed } = FAULTS[fault];
      if (plant) await sb.control('/faults', { route: action.route, count: 1, ...plant });

      if (fault === 'double-click') {
        const both = await Promise.all([intent.send(payment), intent.send(payment)]);
        // One goes out; the other is told it is already being sent (or, if the first had finished, gets its answer again).
        expect(both.filter((r) => r.ok).length, String(both.map((r) => r.status))).toBe(1);
      } else {
        await intent.send(payment);
      }
      const after = await retries(intent, payment, challenge);
      const debits = await intent.debits();

      if (committed || fault === 'unavailable-with-retry-after' || action.replayedUpstream) {
        expect(debits).toBe(1);
      } else {
        // A 503 that does not say whether to try again: not sent again, and so never paid (recovery finds nothing, a new attempt starts fresh).
        expect(debits).toBe(0);
      }
      // After an answer that could not confirm the work, a repeat is refused in words, whatever its signature.
      if (
        (fault === 'drop-after-commit' ||
          fault === 'fail-after-commit' ||
          fault === 'unavailable-without-retry-after') &&
        !action.replayedUpstream
      ) {
        for (const answer of after) expect(await codeOf(answer)).toBe('PROXY_OUTCOME_UNCERTAIN');
      }
    },
  );
});

describe('a timeout, on every action at once', () => {
  it('leaves each with exactly one debit once the late work lands, and refuses every repeat until its status is known', async () => {
    const intents = await Promise.all(ACTIONS.map(async (action) => ({ action, intent: await action.prepare() })));
    const prepared = await Promise.all(
      intents.map(async ({ action, intent }) => ({ action, intent, ...(await signed(intent)) })),
    );
    for (const { action } of prepared)
      await sb.control('/faults', { route: action.route, count: 1, kind: 'answer-late', delayMs: TIMEOUT_MS + 1000 });
    const first = await Promise.all(prepared.map(({ intent, payment }) => intent.send(payment)));
    for (const answer of first) expect(answer.status).toBe(504);
    // The late answers leave (to nobody) meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const { action, intent, payment, challenge } of prepared) {
      const after = await retries(intent, payment, challenge);
      if (!action.replayedUpstream)
        for (const answer of after) expect(await codeOf(answer), action.name).toBe('PROXY_OUTCOME_UNCERTAIN');
      expect(await intent.debits(), action.name).toBe(1);
    }
  }, 60_000);
});
