import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAINNET_USDC } from '@/lib/marketplace/assets';

/** A stand-in sandbox: counts the reads of its info and answers as the test says. */
let upstream: Server;
let reads = 0;
let reply: (res: ServerResponse) => void;

const INFO = {
  ok: true,
  siteUrl: 'http://localhost:3999/some/path',
  payments: {
    solana: { asset: 'TestMint111111111111111111111111', payTo: 'SandboxPayee1111111111111111111111' },
    base: { asset: '0x00000000000000000000000000000000000000aa', payTo: '0x00000000000000000000000000000000000000bb' },
  },
};
const answer = (status: number, body: unknown) => (res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  upstream = createServer((req, res) => {
    if (req.url === '/__sandbox/info') reads += 1;
    reply(res);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

/** Fresh modules (and so a fresh configuration and an empty cache) for the mode the test names. */
async function load(mode: 'sandbox' | 'live') {
  vi.resetModules();
  vi.stubEnv('MARKETPLACE_API_URL', `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
  vi.stubEnv('MARKETPLACE_SANDBOX', mode === 'sandbox' ? 'true' : 'false');
  vi.stubEnv('MARKETPLACE_SITE_URL', '');
  vi.stubEnv('MARKETPLACE_PAY_TO', '');
  return {
    ...(await import('./sandbox-info')),
    ...(await import('./payment-terms')),
    ...(await import('./marketplace-website')),
  };
}

beforeEach(() => {
  reads = 0;
  reply = answer(200, INFO);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  };
});

describe('sandboxInfo', () => {
  it('reads the sandbox once and keeps what it reported, for the payment terms and the website alike', async () => {
    const { sandboxInfo, paymentTerms, marketplaceWebsite } = await load('sandbox');
    const [first, second] = await Promise.all([sandboxInfo(), sandboxInfo()]);
    expect(first).toEqual({ siteOrigin: 'http://localhost:3999', payments: INFO.payments });
    expect(second).toEqual(first);
    expect(await paymentTerms()).toEqual({
      usdc: { solana: [INFO.payments.solana.asset], base: [INFO.payments.base.asset] },
      payees: { solana: [INFO.payments.solana.payTo], base: [INFO.payments.base.payTo] },
    });
    expect(await marketplaceWebsite()).toBe('http://localhost:3999');
    expect(reads).toBe(1);
  });

  it('keeps no failure: a refused read gives no terms, and the next caller asks again', async () => {
    const { sandboxInfo, paymentTerms } = await load('sandbox');
    reply = answer(503, { ok: false });
    expect(await paymentTerms()).toBeNull();
    expect(reads).toBe(1);

    reply = answer(200, INFO);
    expect((await sandboxInfo())?.payments).toEqual(INFO.payments);
    expect(reads).toBe(2);
    await sandboxInfo();
    expect(reads).toBe(2);
  });

  it('takes an answer without payment addresses for a failure, never for terms to sign against', async () => {
    const { sandboxInfo, paymentTerms } = await load('sandbox');
    reply = answer(200, { ok: true, siteUrl: INFO.siteUrl, payments: { solana: INFO.payments.solana } });
    expect(await paymentTerms()).toBeNull();
    reply = answer(200, INFO);
    expect(await sandboxInfo()).not.toBeNull();
    expect(reads).toBe(2);
  });

  it('gives no website when the sandbox reports one that is not a web address, and still its terms', async () => {
    const { marketplaceWebsite, paymentTerms } = await load('sandbox');
    reply = answer(200, { ...INFO, siteUrl: 'javascript:alert(1)' });
    expect(await marketplaceWebsite()).toBeNull();
    expect(await paymentTerms()).not.toBeNull();
  });

  it('is never read against the live service: the terms are mainnet USDC and the website the live one', async () => {
    const { sandboxInfo, paymentTerms, marketplaceWebsite } = await load('live');
    expect(await sandboxInfo()).toBeNull();
    expect(await paymentTerms()).toEqual({ usdc: { solana: [MAINNET_USDC.solana], base: [MAINNET_USDC.base] } });
    expect(await marketplaceWebsite()).toBe('https://wurk.fun');
    expect(reads).toBe(0);
  });
});
