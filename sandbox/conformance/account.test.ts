import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeBase64Json, encodeBase64Json, encodeSiwxHeader, type SiwxProof } from '@/lib/marketplace/siwx';
import { signSiwxChallenge } from '@/lib/wallet/siwx';
import { evmKeySigner, solanaKeySigner } from '@/lib/wallet/key-signers';
import { accountFor, challengeOf, postJson, proofFor, signedJson, startSandbox, type RunningSandbox } from './harness';

let sb: RunningSandbox;

beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.stop());
// Every test starts outside the previous one's rate windows.
beforeEach(() => sb.control('/clock', { advanceSeconds: 3600 }));

const withKey = (apikey: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), 'x-api-key': apikey },
});
const withProof = (proof: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), 'sign-in-with-x': proof },
});

describe('account access', () => {
  it('creates an account for a new Solana wallet and returns a 40-hex API key', async () => {
    const wallet = await solanaKeySigner();
    const { status, body } = await signedJson(sb, '/solana/siwx/account-create', { method: 'POST' }, wallet);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ok: true,
      auth: 'siwx',
      paid: false,
      network: 'solana',
      walletAddress: wallet.address,
      created: true,
    });
    expect(body.apikey).toMatch(/^[0-9a-f]{40}$/);
    expect(body.accountId).toMatch(/^acc_/);
  });

  it('returns the active key on repeat access, without rotating', async () => {
    const wallet = evmKeySigner();
    const first = await accountFor(sb, wallet);
    const again = await signedJson(sb, '/base/siwx/account-create', { method: 'POST' }, wallet);
    expect(again.body).toMatchObject({
      created: false,
      apikey: first.apikey,
      accountId: first.accountId,
      walletAddress: wallet.address,
    });
    expect((await sb.json('/profile', withKey(first.apikey))).status).toBe(200);
  });

  it('answers on the aliases and on GET, each bound to its own path', async () => {
    const wallet = await solanaKeySigner();
    const { apikey } = await accountFor(sb, wallet);
    for (const [path, method] of [
      ['/solana/account-create', 'POST'],
      ['/api/x402/quick/solana/account-create', 'POST'],
      ['/solana/siwx/account-create', 'GET'],
    ] as const) {
      const { status, body } = await signedJson(sb, path, { method }, wallet);
      expect(status, path).toBe(200);
      expect(body.apikey).toBe(apikey);
    }
  });

  it('refuses a Base proof on the Solana route with SIWX_CHAIN_MISMATCH', async () => {
    const wallet = evmKeySigner();
    const { status, body } = await signedJson(sb, '/solana/siwx/account-create', { method: 'POST' }, wallet);
    expect(status).toBe(401);
    expect(body.errorCode).toBe('SIWX_CHAIN_MISMATCH');
  });

  it('refuses a query or a body', async () => {
    expect((await sb.json('/solana/siwx/account-create?x=1', { method: 'POST' })).body.errorCode).toBe(
      'SIWX_UNEXPECTED_INPUT',
    );
    expect((await sb.json('/solana/siwx/account-create', postJson({}))).body.errorCode).toBe('SIWX_UNEXPECTED_INPUT');
  });
});

describe('SIWX verification', () => {
  it('refuses a replayed proof with 409 SIWX_NONCE_ALREADY_USED', async () => {
    const wallet = await solanaKeySigner();
    const proof = await proofFor(sb, '/solana/siwx/account-create', { method: 'POST' }, wallet);
    expect((await sb.json('/solana/siwx/account-create', withProof(proof, { method: 'POST' }))).status).toBe(200);
    const replay = await sb.json('/solana/siwx/account-create', withProof(proof, { method: 'POST' }));
    expect(replay.status).toBe(409);
    expect(replay.body.errorCode).toBe('SIWX_NONCE_ALREADY_USED');
  });

  it('refuses a proof older than five minutes with SIWX_INVALID_TIME', async () => {
    const wallet = evmKeySigner();
    const proof = await proofFor(sb, '/base/siwx/account-create', { method: 'POST' }, wallet);
    await sb.control('/clock', { advanceSeconds: 301 });
    const { status, body } = await sb.json('/base/siwx/account-create', withProof(proof, { method: 'POST' }));
    expect(status).toBe(401);
    expect(body.errorCode).toBe('SIWX_INVALID_TIME');
  });

  it('binds a proof to its exact path: the alias is a different resource', async () => {
    const wallet = evmKeySigner();
    await accountFor(sb, wallet);
    const forMain = await proofFor(sb, '/profile', {}, wallet);
    const onAlias = await sb.json('/api/agent/profile', withProof(forMain));
    expect(onAlias.status).toBe(401);
    expect(onAlias.body.errorCode).toBe('SIWX_RESOURCE_MISMATCH');
    const forAlias = await proofFor(sb, '/api/agent/profile', {}, wallet);
    expect((await sb.json('/api/agent/profile', withProof(forAlias))).status).toBe(200);
  });

  it('refuses a proof signed for another route', async () => {
    const wallet = await solanaKeySigner();
    await accountFor(sb, wallet);
    const forRotate = await proofFor(sb, '/apikey/rotate', { method: 'POST' }, wallet);
    const { status, body } = await sb.json('/profile', withProof(forRotate));
    expect(status).toBe(401);
    expect(body.errorCode).toBe('SIWX_RESOURCE_MISMATCH');
  });

  it('refuses an unsupported chain with SIWX_CHAIN_MISMATCH', async () => {
    const wallet = evmKeySigner();
    const proof = decodeBase64Json(
      await proofFor(sb, '/base/siwx/account-create', { method: 'POST' }, wallet),
    ) as SiwxProof;
    const { status, body } = await sb.json(
      '/base/siwx/account-create',
      withProof(encodeSiwxHeader({ ...proof, chainId: 'eip155:1' }), { method: 'POST' }),
    );
    expect(status).toBe(401);
    expect(body.errorCode).toBe('SIWX_CHAIN_MISMATCH');
  });

  it('refuses a statement other than the one issued with SIWX_SCOPE_MISMATCH', async () => {
    const wallet = evmKeySigner();
    const info = await challengeOf(await sb.call('/base/siwx/account-create', { method: 'POST' }));
    const forged = await signSiwxChallenge(
      { ...info, statement: info.statement!.replace('create or access', 'delete') },
      wallet,
    );
    const { status, body } = await sb.json('/base/siwx/account-create', withProof(forged, { method: 'POST' }));
    expect(status).toBe(401);
    expect(body.errorCode).toBe('SIWX_SCOPE_MISMATCH');
  });

  it('refuses a signature from another key with SIWX_INVALID_SIGNATURE', async () => {
    const wallet = await solanaKeySigner();
    const impostor = await solanaKeySigner();
    const info = await challengeOf(await sb.call('/solana/siwx/account-create', { method: 'POST' }));
    const proof = await signSiwxChallenge(info, { ...wallet, signMessage: impostor.signMessage });
    const { status, body } = await sb.json('/solana/siwx/account-create', withProof(proof, { method: 'POST' }));
    expect(status).toBe(401);
    expect(body.errorCode).toBe('SIWX_INVALID_SIGNATURE');
  });

  it('refuses a nonce this server never issued with SIWX_INVALID_PROOF', async () => {
    const wallet = evmKeySigner();
    const info = await challengeOf(await sb.call('/base/siwx/account-create', { method: 'POST' }));
    const proof = await signSiwxChallenge({ ...info, nonce: 'a'.repeat(32) }, wallet);
    const { status, body } = await sb.json('/base/siwx/account-create', withProof(proof, { method: 'POST' }));
    expect(status).toBe(401);
    expect(body.errorCode).toBe('SIWX_INVALID_PROOF');
  });

  it.each(['a\u0000b', '\ud800'])(
    'refuses a nonce no database can hold (%j) with SIWX_INVALID_PROOF, not a 500',
    async (nonce) => {
      const proof = await proofFor(sb, '/base/siwx/account-create', { method: 'POST' }, evmKeySigner());
      const header = encodeBase64Json({ ...(decodeBase64Json(proof) as object), nonce });
      const { status, body } = await sb.json('/base/siwx/account-create', withProof(header, { method: 'POST' }));
      expect(status).toBe(401);
      expect(body.errorCode).toBe('SIWX_INVALID_PROOF');
    },
  );

  it.each(['not base64!', encodeBase64Json({ hello: 'world' }), 'x'.repeat(12_001)])(
    'refuses a malformed header with SIWX_INVALID_PROOF',
    async (header) => {
      const { status, body } = await sb.json('/solana/siwx/account-create', withProof(header, { method: 'POST' }));
      expect(status).toBe(401);
      expect(body.errorCode).toBe('SIWX_INVALID_PROOF');
    },
  );

  it('answers 404 AGENT_ACCOUNT_NOT_FOUND for a valid proof from a wallet without an account', async () => {
    const { status, body } = await signedJson(sb, '/profile', {}, evmKeySigner());
    expect(status).toBe(404);
    expect(body.errorCode).toBe('AGENT_ACCOUNT_NOT_FOUND');
  });
});

describe('key rotation', () => {
  it('issues a new key, invalidates the previous one, and keeps the account', async () => {
    const wallet = await solanaKeySigner();
    const { apikey, accountId } = await accountFor(sb, wallet);
    const { status, body } = await signedJson(sb, '/apikey/rotate', { method: 'POST' }, wallet);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ok: true,
      auth: 'siwx',
      paid: false,
      rotated: true,
      accountId,
      walletAddress: wallet.address,
      network: 'solana',
    });
    expect(body.apikey).toMatch(/^[0-9a-f]{40}$/);
    expect(body.apikey).not.toBe(apikey);
    const old = await sb.json('/profile', withKey(apikey));
    expect(old.status).toBe(401);
    expect(old.body.errorCode).toBe('AGENT_API_KEY_INVALID');
    expect((await sb.json('/profile', withKey(body.apikey as string))).body.accountId).toBe(accountId);
    // Repeat access now returns the rotated key.
    expect((await accountFor(sb, wallet)).apikey).toBe(body.apikey);
  });

  it('refuses an API key with 401 AGENT_API_KEY_SIWX_REQUIRED', async () => {
    const { apikey } = await accountFor(sb, evmKeySigner());
    const { status, body } = await sb.json('/apikey/rotate', withKey(apikey, { method: 'POST' }));
    expect(status).toBe(401);
    expect(body.errorCode).toBe('AGENT_API_KEY_SIWX_REQUIRED');
  });

  it('cannot unblock a blocked account', async () => {
    const wallet = evmKeySigner();
    const { accountId } = await accountFor(sb, wallet);
    await sb.control(`/accounts/${accountId}`, { blocked: true });
    const { status, body } = await signedJson(sb, '/apikey/rotate', { method: 'POST' }, wallet);
    expect(status).toBe(403);
    expect(body.errorCode).toBe('ACCOUNT_BLOCKED');
  });
});

describe('restricted accounts and credentials', () => {
  it('answers 403 ACCOUNT_BLOCKED by key and by proof', async () => {
    const wallet = await solanaKeySigner();
    const { apikey, accountId } = await accountFor(sb, wallet);
    await sb.control(`/accounts/${accountId}`, { blocked: true });
    expect((await sb.json('/profile', withKey(apikey))).body.errorCode).toBe('ACCOUNT_BLOCKED');
    expect((await signedJson(sb, '/profile', {}, wallet)).body.errorCode).toBe('ACCOUNT_BLOCKED');
    expect((await signedJson(sb, '/solana/siwx/account-create', { method: 'POST' }, wallet)).body.errorCode).toBe(
      'ACCOUNT_BLOCKED',
    );
  });

  it('answers 403 ACCOUNT_API_KEY_BLOCKED for a blocked key while the wallet still works', async () => {
    const wallet = evmKeySigner();
    const { apikey, accountId } = await accountFor(sb, wallet);
    await sb.control(`/accounts/${accountId}`, { apiKeyBlocked: true });
    expect((await sb.json('/profile', withKey(apikey))).body.errorCode).toBe('ACCOUNT_API_KEY_BLOCKED');
    expect((await signedJson(sb, '/profile', {}, wallet)).status).toBe(200);
  });

  it('answers 403 for disabled wallet credentials on each chain', async () => {
    const sol = await solanaKeySigner();
    const evm = evmKeySigner();
    await accountFor(sb, sol);
    await accountFor(sb, evm);
    await sb.control('/wallets', { network: 'solana', address: sol.address, disabled: true });
    await sb.control('/wallets', { network: 'base', address: evm.address, disabled: true });
    expect((await signedJson(sb, '/profile', {}, sol)).body.errorCode).toBe('WALLET_CREDENTIAL_DISABLED');
    expect((await signedJson(sb, '/profile', {}, evm)).body.errorCode).toBe('EVM_CREDENTIAL_DISABLED');
    expect((await signedJson(sb, '/base/siwx/account-create', { method: 'POST' }, evm)).body.errorCode).toBe(
      'EVM_CREDENTIAL_DISABLED',
    );
  });

  it('answers 401 for an unknown key and 400 for a malformed one', async () => {
    expect((await sb.json('/profile', withKey('0'.repeat(40)))).body.errorCode).toBe('AGENT_API_KEY_INVALID');
    expect((await sb.json('/profile', withKey('   '))).body.errorCode).toBe('AGENT_API_KEY_INPUT_INVALID');
    expect((await sb.json('/profile', withKey('a'.repeat(513)))).body.errorCode).toBe('AGENT_API_KEY_INPUT_INVALID');
  });
});

describe('private profile', () => {
  it('returns balances as decimal strings, rank, unread count and human verification, without the key', async () => {
    const wallet = evmKeySigner();
    const { apikey, accountId } = await accountFor(sb, wallet);
    const { status, body } = await signedJson(sb, '/profile', {}, wallet);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ok: true,
      accountId,
      username: null,
      unreadNotificationCount: 0,
      balances: {
        solana: { SOL: '2.500000000', USDC: '250.000000', NATIVE: '25000', SKR: '500.000000' },
        base: { USDC: '250.000000' },
        alt: { USDG: '100.000000' },
      },
      humanVerified: false,
      humanVerification: { verified: false, status: 'unverified', verifiedAt: null, expiresAt: null },
    });
    expect(JSON.stringify(body)).not.toContain(apikey);
  });

  it('shares one 10 s window per account across credentials', async () => {
    const wallet = await solanaKeySigner();
    const { apikey } = await accountFor(sb, wallet);
    expect((await sb.json('/profile', withKey(apikey))).status).toBe(200);
    const bySiwx = await signedJson(sb, '/profile', {}, wallet);
    expect(bySiwx.status).toBe(429);
    expect(bySiwx.body.errorCode).toBe('AGENT_READ_RATE_LIMITED');
  });
});

describe('proof of human', () => {
  it('hands out a 30-minute link whose page verifies the owner for 14 days', async () => {
    const { apikey } = await accountFor(sb, evmKeySigner());
    const link = await sb.json<{
      verificationUrl: string;
      expiresAt: string;
      requestId: string;
      alreadyVerified: boolean;
    }>('/proofofhuman', withKey(apikey, postJson({})));
    expect(link.status).toBe(200);
    expect(link.body.alreadyVerified).toBe(false);
    const now = Date.parse(((await sb.control('/clock')) as { now: string }).now ?? '') || Date.now();
    expect(Math.abs(Date.parse(link.body.expiresAt) - now - 30 * 60_000)).toBeLessThan(5_000);
    const page = await fetch(link.body.verificationUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('verify me');
    const done = await fetch(link.body.verificationUrl, { method: 'POST' });
    expect(done.status).toBe(200);

    const profile = await sb.json<{
      humanVerified: boolean;
      humanVerification: { status: string; verifiedAt: string; expiresAt: string };
    }>('/profile', withKey(apikey));
    expect(profile.body.humanVerified).toBe(true);
    expect(profile.body.humanVerification.status).toBe('verified');
    expect(
      Date.parse(profile.body.humanVerification.expiresAt) - Date.parse(profile.body.humanVerification.verifiedAt),
    ).toBe(14 * 86_400_000);

    const again = await sb.json('/proofofhuman', withKey(apikey, postJson({})));
    expect(again.body).toMatchObject({ ok: true, alreadyVerified: true, verificationUrl: null, humanVerified: true });

    await sb.control('/clock', { advanceSeconds: 14 * 86_400 + 1 });
    const expired = await sb.json<{ humanVerified: boolean; humanVerification: { status: string } }>(
      '/profile',
      withKey(apikey),
    );
    expect(expired.body.humanVerified).toBe(false);
    expect(expired.body.humanVerification.status).toBe('expired');
    expect((await sb.json('/proofofhuman', withKey(apikey, postJson({})))).body.alreadyVerified).toBe(false);
  });

  it('replaces pending links and allows at most 10 per hour', async () => {
    const { apikey } = await accountFor(sb, await solanaKeySigner());
    const urls: string[] = [];
    for (let i = 0; i < 10; i++) {
      const { status, body } = await sb.json<{ verificationUrl: string }>(
        '/proofofhuman',
        withKey(apikey, postJson({})),
      );
      expect(status).toBe(200);
      urls.push(body.verificationUrl);
    }
    expect((await fetch(urls[0]!)).status).toBe(410);
    expect((await fetch(urls[9]!)).status).toBe(200);
    const limited = await sb.json('/proofofhuman', withKey(apikey, postJson({})));
    expect(limited.status).toBe(429);
    expect(limited.body.errorCode).toBe('AGENT_HUMAN_RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('lets a link expire after 30 minutes', async () => {
    const { apikey } = await accountFor(sb, evmKeySigner());
    const { body } = await sb.json<{ verificationUrl: string }>('/proofofhuman', withKey(apikey, postJson({})));
    await sb.control('/clock', { advanceSeconds: 30 * 60 + 1 });
    expect((await fetch(body.verificationUrl, { method: 'POST' })).status).toBe(410);
  });
});

describe('legacy balance', () => {
  it('returns the SOL balance for an API key, three times a minute', async () => {
    const wallet = evmKeySigner();
    const { apikey } = await accountFor(sb, wallet);
    for (let i = 0; i < 3; i++)
      expect((await sb.json('/api/external/balance', withKey(apikey))).body).toEqual({ balance: '2.500000000' });
    const limited = await sb.json('/api/external/balance', withKey(apikey));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('takes only X-API-Key', async () => {
    expect((await sb.json('/api/external/balance')).status).toBe(401);
  });
});
