/**
 * The Solana relay against the live service (a marketplace URL set, no
 * SOLANA_USDC_MINTS): it reads only mainnet USDC's mint, and it sends every
 * call to SOLANA_RPC_URL and to nothing else, whatever the request names.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAINNET_USDC } from '@/lib/marketplace/assets';
import { sandboxPaymentAddresses } from '@/sandbox/payments';
import { relayCaller, setupTestDatabase, startFakeSolanaRpc } from '@/test/server';

const driver = setupTestDatabase();
let rpc: Awaited<ReturnType<typeof startFakeSolanaRpc>>;
let rpcUrl: string;
let received: unknown[];
/** Every URL the relay fetched. */
const fetched: string[] = [];

beforeAll(async () => {
  rpc = await startFakeSolanaRpc();
  ({ url: rpcUrl, received } = rpc);
  process.env.MARKETPLACE_API_URL = 'https://marketplace.example';
  process.env.SOLANA_RPC_URL = rpcUrl;
  delete process.env.MARKETPLACE_SANDBOX;
  delete process.env.SOLANA_USDC_MINTS;
  await getDb();
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    fetched.push(input instanceof Request ? input.url : String(input));
    return realFetch(input, init);
  });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await rpc.close();
});
beforeEach(() => {
  received.length = 0;
  fetched.length = 0;
});

const { getDb } = await import('./db');
const { getEnv } = await import('./env');

const { sessionCookie, call } = relayCaller('198.51.100');
const blockhash = { jsonrpc: '2.0', id: 1, method: 'getLatestBlockhash', params: [{ commitment: 'confirmed' }] };
const mintInfo = (address: string) => ({
  jsonrpc: '2.0',
  id: 2,
  method: 'getAccountInfo',
  params: [address, { encoding: 'base64' }],
});

describe(`Solana relay against the live service (${driver})`, () => {
  it('is configured as live: mainnet USDC only, the configured RPC', () => {
    expect(getEnv().upstreamIsSandbox).toBe(false);
    expect(getEnv().solanaMints).toEqual([MAINNET_USDC.solana]);
    expect(getEnv().solanaRpcUrl).toBe(rpcUrl);
  });

  it('relays mainnet USDC’s mint and a blockhash to SOLANA_RPC_URL, and fetches nothing else', async () => {
    const cookie = await sessionCookie();
    expect((await call(mintInfo(MAINNET_USDC.solana), { cookie })).status).toBe(200);
    expect((await call(blockhash, { cookie })).status).toBe(200);
    expect(received).toEqual([mintInfo(MAINNET_USDC.solana), blockhash]);
    expect(fetched).toEqual([rpcUrl, rpcUrl]);
  });

  it.each([
    ['the sandbox’s own token', sandboxPaymentAddresses().solana.mint],
    ['another token', '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU'],
    ['a wallet', '9sSZMBzZuYX348ahGJnwy5shM3c5CMybUPNTLsrX8XPa'],
  ])('refuses to read %s, without reaching the RPC', async (_name, address) => {
    const res = await call(mintInfo(address), { cookie: await sessionCookie() });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ ok: false, errorCode: 'PROXY_RPC_REFUSED' });
    expect(received).toEqual([]);
    expect(fetched).toEqual([]);
  });

  it('goes to SOLANA_RPC_URL whatever the request names: its host, forwarded host or an extra field', async () => {
    const cookie = await sessionCookie();
    const elsewhere = {
      host: 'rpc.attacker.example',
      'x-forwarded-host': 'rpc.attacker.example',
      'x-forwarded-proto': 'https',
    };
    expect((await call(blockhash, { cookie, ...elsewhere })).status).toBe(200);
    // A call naming a URL of its own is not a call of the payment client: refused, sent nowhere.
    expect((await call({ ...blockhash, url: 'https://rpc.attacker.example' }, { cookie })).status).toBe(400);
    expect(received).toEqual([blockhash]);
    expect(fetched).toEqual([rpcUrl]);
  });
});
