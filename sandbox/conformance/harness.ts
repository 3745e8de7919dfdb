/**
 * Starts a real sandbox on a free port with a throwaway in-memory database, so
 * conformance tests speak plain HTTP to it exactly as any client would.
 */
import { randomBytes } from 'node:crypto';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit';
import { x402Client } from '@x402/core/client';
import { decodePaymentRequiredHeader, encodePaymentSignatureHeader } from '@x402/core/http';
import type { PaymentRequired } from '@x402/core/types';
import { ExactEvmScheme as EvmExactClient } from '@x402/evm/exact/client';
import { ExactSvmScheme as SvmExactClient } from '@x402/svm/exact/client';
import { and, eq, isNotNull } from 'drizzle-orm';
import { privateKeyToAccount } from 'viem/accounts';
import { expect } from 'vitest';
import { BASE_MAINNET, SOLANA_MAINNET, decodeBase64Json, type SiwxInfo } from '@/lib/marketplace/siwx';
import { signInChallengeSchema } from '@/lib/marketplace/siwx-challenge';
import { signSiwxChallenge, type MessageSigner } from '@/lib/wallet/siwx';
import { evmKeySigner, solanaKeySigner } from '@/lib/wallet/key-signers';
import { createSandbox, keepConnectionsOpen, type Sandbox } from '../app';
import { sandboxConfigFrom } from '../config';
import { accounts as accountsTable, products as productsTable } from '../db/schema';
import { sandboxPaymentAddresses } from '../payments';
import { type Network } from '@/lib/marketplace/schema';

export interface RunningSandbox {
  url: string;
  sandbox: Sandbox;
  /** fetch relative to the sandbox. */
  call: (path: string, init?: RequestInit) => Promise<Response>;
  /** JSON body and response of a call. */
  json: <T = Record<string, unknown>>(
    path: string,
    init?: RequestInit,
  ) => Promise<{ status: number; body: T; headers: Headers }>;
  control: (path: string, body?: unknown) => Promise<Record<string, unknown>>;
  stop: () => Promise<void>;
}

export async function startSandbox(env: Record<string, string> = {}): Promise<RunningSandbox> {
  const config = sandboxConfigFrom({
    SANDBOX_DATA_DIR: 'memory://',
    SANDBOX_CONTROL: 'true',
    SANDBOX_PORT: '0',
    ...env,
  });
  const sandbox = await createSandbox(config, {
    log: (line) => (line.startsWith('error') ? console.error(line) : undefined),
  });
  const server = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' });
  keepConnectionsOpen(server);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  // Clients in this process see the event loop stall for seconds while a database starts; an idle connection
  // must not be closed by the server in the very moment a client picks it up again (the client lets go first).
  (server as Server).keepAliveTimeout = 60_000;
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sandbox.deps.config.publicUrl = url;

  const call = (path: string, init?: RequestInit) => fetch(`${url}${path}`, init);
  const json = async <T>(path: string, init?: RequestInit) => {
    const response = await call(path, init);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
  };
  const control = async (path: string, body?: unknown) => {
    const response = await call(`/__sandbox${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    return (await response.json()) as Record<string, unknown>;
  };
  const stop = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Connections a client gave up on mid-answer (a timeout journey) would otherwise hold the close until they idle out.
    (server as Server).closeAllConnections();
    await closed;
    await sandbox.close();
  };
  return { url, sandbox, call, json, control, stop };
}

export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

/** The sign-in challenge of a request made without credentials, read from its PAYMENT-REQUIRED header. */
export async function challengeOf(response: Response): Promise<SiwxInfo> {
  expect(response.status).toBe(402);
  const header = response.headers.get('payment-required');
  expect(header).toBeTruthy();
  const challenge = signInChallengeSchema.parse(decodeBase64Json(header!));
  return challenge.extensions['sign-in-with-x'].info;
}

/** Ask for the challenge of a request, sign it, and return the SIGN-IN-WITH-X header for the same request. */
export async function proofFor(
  sb: RunningSandbox,
  path: string,
  init: RequestInit,
  signer: MessageSigner,
): Promise<string> {
  const info = await challengeOf(await sb.call(path, init));
  return signSiwxChallenge(info, signer);
}

/** The same request, signed: challenge, signature, then the repeat with the proof. */
export async function signedJson<T = Record<string, unknown>>(
  sb: RunningSandbox,
  path: string,
  init: RequestInit,
  signer: MessageSigner,
) {
  const proof = await proofFor(sb, path, init, signer);
  return sb.json<T>(path, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), 'sign-in-with-x': proof },
  });
}

/** Create (or access) the account of a wallet; returns its API key. */
export async function accountFor(
  sb: RunningSandbox,
  signer: MessageSigner,
): Promise<{ apikey: string; accountId: string }> {
  const { status, body } = await signedJson<{ apikey: string; accountId: string }>(
    sb,
    `/${signer.network}/siwx/account-create`,
    { method: 'POST' },
    signer,
  );
  expect(status).toBe(200);
  return body;
}

/** A raw HTTP/1.1 request, for what fetch refuses to send (a GET with a body). */
export function rawRequest(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (data += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

// ---- x402 payers: the official clients, as any agent would use them -----------

export interface Payer {
  network: Network;
  /** The paying wallet's address (EIP-55 on Base, base58 on Solana). */
  address: string;
  /** The same wallet as a SIWX message signer. */
  signer: MessageSigner;
  /** An official x402 client for this wallet, allowed to spend the sandbox's assets. */
  client: x402Client;
}

/** Spend controls that allow the sandbox's own (non-mainnet) USDC tokens, up to a generous cap. */
function sandboxSpendControls(cap = '10000000000000') {
  const { solana, base } = sandboxPaymentAddresses();
  return {
    allowedAssets: [
      { network: base.network, asset: base.asset, maxAmountPerPayment: cap },
      { network: solana.network, asset: solana.mint, maxAmountPerPayment: cap },
    ],
  };
}

export async function evmPayer(signer = evmKeySigner()): Promise<Payer> {
  const client = new x402Client()
    .register(BASE_MAINNET, new EvmExactClient(privateKeyToAccount(signer.privateKey)))
    .setSpendControls(sandboxSpendControls());
  return { network: 'base', address: signer.address, signer, client };
}

export async function solanaPayer(sb: RunningSandbox, seed?: Uint8Array): Promise<Payer> {
  const signer = await solanaKeySigner(seed);
  const keys = await createKeyPairSignerFromPrivateKeyBytes(signer.seed);
  const client = new x402Client()
    .register(SOLANA_MAINNET, new SvmExactClient(keys, { rpcUrl: `${sb.url}/solana-rpc` }))
    .setSpendControls(sandboxSpendControls());
  return { network: 'solana', address: signer.address, signer, client };
}

export const payerFor = (sb: RunningSandbox, network: Network) => (network === 'base' ? evmPayer() : solanaPayer(sb));

/** A fresh X-Checkout-Token: 32 random bytes, unpadded base64url. */
export const newToken = () => randomBytes(32).toString('base64url');
export const newKey = (prefix = 'test') => `${prefix}:${randomBytes(12).toString('hex')}`;

/** Test-side view of a JSON answer: deep reads without a cast at every step. */

export type Loose = Record<string, any>;

export interface CheckoutAttempt {
  status: number;
  body: Loose;
  headers: Headers;
}

/** POST a checkout body with a token (and optionally a payment header). */
export async function postCheckout(
  sb: RunningSandbox,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<CheckoutAttempt> {
  return sb.json(path, postJson(body, headers));
}

/** Decode a 402 challenge's PAYMENT-REQUIRED header. */
export function paymentRequiredOf(response: { headers: Headers }): PaymentRequired & { checkout: Loose } {
  const header = response.headers.get('payment-required');
  expect(header, 'PAYMENT-REQUIRED header').toBeTruthy();
  return decodePaymentRequiredHeader(header!) as PaymentRequired & { checkout: Loose };
}

/** Sign a 402 challenge with a payer's official client; returns the PAYMENT-SIGNATURE value. */
export async function signChallenge(payer: Payer, challenge: { headers: Headers }): Promise<string> {
  return encodePaymentSignatureHeader(await payer.client.createPaymentPayload(paymentRequiredOf(challenge)));
}

/** The whole x402 flow: quote (402), sign, repeat with PAYMENT-SIGNATURE. */
export async function buy(sb: RunningSandbox, path: string, body: unknown, payer: Payer, token = newToken()) {
  const quote = await postCheckout(sb, path, body, { 'x-checkout-token': token });
  expect(quote.status, JSON.stringify(quote.body)).toBe(402);
  const signature = await signChallenge(payer, quote);
  const paid = await postCheckout(sb, path, body, { 'x-checkout-token': token, 'payment-signature': signature });
  return { token, quote, signature, paid };
}

/** A visible fixed-price product (seller-net 9.00 when `nine` is asked for), from the live store. */
export async function fixedPriceProduct(
  sb: RunningSandbox,
  options: { priceUsd?: string; simulated?: boolean } = {},
): Promise<{ id: string; sellerId: string; sellerNickname: string }> {
  const { db, catalog } = sb.sandbox.deps;
  const [row] = await db
    .select({ id: productsTable.id, sellerId: productsTable.sellerId, nickname: accountsTable.nickname })
    .from(productsTable)
    .innerJoin(accountsTable, eq(productsTable.sellerId, accountsTable.id))
    .where(
      and(
        eq(productsTable.active, true),
        eq(accountsTable.publicProfile, true),
        eq(accountsTable.acceptingOrders, true),
        eq(accountsTable.blocked, false),
        options.priceUsd ? eq(productsTable.priceUsd, options.priceUsd) : isNotNull(productsTable.priceUsd),
      ),
    )
    .limit(1);
  expect(row, 'a matching seeded product').toBeTruthy();
  expect(await catalog.find(row!.id)).toBeTruthy();
  return { id: row!.id, sellerId: row!.sellerId, sellerNickname: row!.nickname! };
}

/** A seeded public seller taking orders, to hire. */
export async function hireableSeller(sb: RunningSandbox, skip = 0): Promise<{ id: string; nickname: string }> {
  const rows = await sb.sandbox.deps.db
    .select({ id: accountsTable.id, nickname: accountsTable.nickname })
    .from(accountsTable)
    .where(
      and(
        eq(accountsTable.publicProfile, true),
        eq(accountsTable.acceptingOrders, true),
        eq(accountsTable.blocked, false),
        eq(accountsTable.simulated, true),
      ),
    )
    .orderBy(accountsTable.id);
  const row = rows[skip];
  expect(row, 'a hireable seeded seller').toBeTruthy();
  return { id: row!.id, nickname: row!.nickname! };
}

export const storeBody = (productId: string, network: Network, extra: Record<string, unknown> = {}) => ({
  productId,
  network,
  idempotencyKey: newKey('buy'),
  ...extra,
});
export const hireBody = (
  nickname: string,
  network: Network,
  budgetUsd = '10.00',
  extra: Record<string, unknown> = {},
) => ({
  nickname,
  description: 'Write a short product announcement.',
  budgetUsd,
  network,
  idempotencyKey: newKey('hire'),
  ...extra,
});

/** Ledger entries the control surface reports for a purchase. */
export async function ledgerOf(
  sb: RunningSandbox,
  purchaseId: string,
): Promise<
  Array<{ kind: string; asset: string; amount: string; wallet: string | null; accountId: string | null; ref: string }>
> {
  const response = await sb.call(`/__sandbox/ledger?ref=${encodeURIComponent(purchaseId)}`);
  return (
    (await response.json()) as {
      entries: Array<{
        kind: string;
        asset: string;
        amount: string;
        wallet: string | null;
        accountId: string | null;
        ref: string;
      }>;
    }
  ).entries;
}

/**
 * What a payer was charged: the x402 payments a wallet made, or the balance
 * debits of an account. The one count every fault journey ends with: one
 * intended action, one debit.
 */
export async function debitsOf(
  sb: RunningSandbox,
  who: { wallet: string } | { account: string },
): Promise<Array<{ kind: string; asset: string; amount: string; ref: string }>> {
  const query =
    'wallet' in who ? `wallet=${encodeURIComponent(who.wallet)}` : `account=${encodeURIComponent(who.account)}`;
  const { entries } = (await (await sb.call(`/__sandbox/ledger?${query}`)).json()) as {
    entries: Array<{ kind: string; asset: string; amount: string; ref: string }>;
  };
  return entries.filter((entry) => ('wallet' in who ? entry.kind === 'payment' : entry.amount.startsWith('-')));
}

/** The sandbox clock, as epoch ms. */
export async function sandboxNow(sb: RunningSandbox): Promise<number> {
  const response = await sb.call('/__sandbox/clock');
  return Date.parse(((await response.json()) as { now: string }).now);
}

/** Make an account a public seller with one listing; returns the product id. */
export async function listAsSeller(
  sb: RunningSandbox,
  accountId: string,
  nickname: string,
  listing: { priceUsd?: string; priceOnRequest?: boolean } = {},
): Promise<string> {
  expect(await sb.control(`/accounts/${accountId}`, { nickname, publicProfile: true })).toMatchObject({ ok: true });
  const added = (await sb.control('/store/bulk', {
    count: 1,
    sellerId: accountId,
    namePrefix: `${nickname} listing`,
    ...listing,
  })) as { ok: boolean; ids: string[] };
  expect(added.ok).toBe(true);
  return added.ids[0]!;
}

// ---- media uploads (sandbox assumption: POST /media/upload, multipart) -------------------

/** The first bytes of real files of each kind, enough for the type checks. */
export const SAMPLE_FILES = {
  png: {
    name: 'picture.png',
    type: 'image/png',
    bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]),
  },
  svg: {
    name: 'drawing.svg',
    type: 'image/svg+xml',
    bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>'),
  },
  pdf: {
    name: 'brief.pdf',
    type: 'application/pdf',
    bytes: new TextEncoder().encode('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n'),
  },
  txt: { name: 'notes.txt', type: 'text/plain', bytes: new TextEncoder().encode('Plain notes.\n') },
  gif: { name: 'loop.gif', type: 'image/gif', bytes: new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000') },
} as const;

export interface UploadInput {
  purpose: string;
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** POST /media/upload as multipart/form-data, the way a browser's FormData sends it. */
export async function upload(
  sb: RunningSandbox,
  headers: Record<string, string>,
  input: UploadInput | FormData,
  path = '/media/upload',
) {
  let form: FormData;
  if (input instanceof FormData) form = input;
  else {
    form = new FormData();
    form.append('purpose', input.purpose);
    form.append('file', new File([input.bytes as Uint8Array<ArrayBuffer>], input.name, { type: input.type }));
  }
  return sb.json<Loose>(path, { method: 'POST', headers, body: form });
}

/** Upload a sample file for an API key and return the stored media (id and trusted URL). */
export async function uploaded(
  sb: RunningSandbox,
  apikey: string,
  purpose: 'portfolio' | 'pfp',
  file: keyof typeof SAMPLE_FILES = 'png',
): Promise<{ id: string; url: string }> {
  const { status, body } = await upload(sb, { 'x-api-key': apikey }, { purpose, ...SAMPLE_FILES[file] });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.media as { id: string; url: string };
}
