import { createHash } from 'node:crypto';
import {
  verifySIWxSignature,
  parseSIWxHeader,
  formatSIWEMessage,
  formatSIWSMessage,
} from '@x402/extensions/sign-in-with-x';
import { describe, expect, it } from 'vitest';
import { siweText, siwsText, signSiwxChallenge, signedBySmartAccount } from '@/lib/wallet/siwx';
import { evmKeySigner, solanaKeySigner } from '@/lib/wallet/key-signers';
import {
  BASE_MAINNET,
  SOLANA_MAINNET,
  buildStatement,
  canonicalJson,
  checkChallenge,
  statesPurpose,
  decodeBase64Json,
  encodeSiwxHeader,
  intentHash,
  parseStatement,
  type SignInChallenge,
  type SiwxInfo,
} from './siwx';

const ORIGIN = 'http://127.0.0.1:4020';
const URI = `${ORIGIN}/solana/siwx/account-create`;

async function info(overrides: Partial<SiwxInfo> = {}): Promise<SiwxInfo> {
  return {
    domain: '127.0.0.1:4020',
    uri: URI,
    statement: buildStatement('Sign in to create or access your Sandbox agent account', 'POST', await intentHash({})),
    version: '1',
    nonce: '0123456789abcdef0123456789abcdef',
    issuedAt: '2026-11-21T13:00:00.000Z',
    expirationTime: '2026-11-21T13:05:00.000Z',
    resources: [URI],
    ...overrides,
  };
}

const challengeOf = (i: SiwxInfo): SignInChallenge => ({
  x402Version: 2,
  accepts: [],
  extensions: { 'sign-in-with-x': { info: i, supportedChains: [] } },
});

describe('intent hash', () => {
  it('hashes canonical JSON: sorted keys at every depth, no whitespace', async () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[1,{"y":2,"z":1}]},"b":1}',
    );
    expect(await intentHash({ b: 1, a: 2 })).toBe(await intentHash({ a: 2, b: 1 }));
    expect(await intentHash({})).toBe(createHash('sha256').update('{}').digest('hex'));
  });

  it('tells {} from {"page":1}, and treats no body as {}', async () => {
    expect(await intentHash({})).not.toBe(await intentHash({ page: 1 }));
    expect(await intentHash(undefined)).toBe(await intentHash({}));
  });

  it('builds and parses the statement form of part 5', () => {
    const statement = buildStatement('Sign in to view your Sandbox agent profile', 'GET', 'a'.repeat(64));
    expect(statement).toBe(
      `Sign in to view your Sandbox agent profile. Method: GET. Intent SHA-256: ${'a'.repeat(64)}`,
    );
    expect(parseStatement(statement)).toEqual({
      purpose: 'Sign in to view your Sandbox agent profile',
      method: 'GET',
      hash: 'a'.repeat(64),
    });
    expect(parseStatement('Sign in. Method: GET')).toBeUndefined();
  });
});

describe('SIWX messages', () => {
  it('builds the same EIP-4361 text as the official formatter', async () => {
    const i = await info();
    const address = evmKeySigner().address as `0x${string}`;
    expect(siweText(i, address, BASE_MAINNET)).toBe(
      formatSIWEMessage({ ...i, chainId: BASE_MAINNET, type: 'eip191' }, address),
    );
  });

  it('builds the same SIWS text as the official formatter', async () => {
    const i = await info();
    const { address } = await solanaKeySigner();
    expect(siwsText(i, address, SOLANA_MAINNET)).toBe(
      formatSIWSMessage({ ...i, chainId: SOLANA_MAINNET, type: 'ed25519' }, address),
    );
  });

  it.each(['base', 'solana'] as const)(
    'signs a %s challenge whose times have no milliseconds exactly as issued',
    async (network) => {
      const seconds = { issuedAt: '2026-11-28T01:00:00Z', expirationTime: '2026-11-28T01:05:00Z' };
      const i = await info(seconds);
      const signer = network === 'base' ? evmKeySigner() : await solanaKeySigner();
      const official =
        network === 'base'
          ? formatSIWEMessage({ ...i, chainId: BASE_MAINNET, type: 'eip191' }, signer.address)
          : formatSIWSMessage({ ...i, chainId: SOLANA_MAINNET, type: 'ed25519' }, signer.address);
      expect(official).toContain('Issued At: 2026-11-28T01:00:00Z\n');
      expect(
        network === 'base'
          ? siweText(i, signer.address as `0x${string}`, BASE_MAINNET)
          : siwsText(i, signer.address, SOLANA_MAINNET),
      ).toBe(official);
      const proof = parseSIWxHeader(await signSiwxChallenge(i, signer));
      expect(proof).toMatchObject(seconds);
      expect(await verifySIWxSignature(proof)).toMatchObject({ isValid: true });
    },
  );

  it.each(['base', 'solana'] as const)('signs a %s proof the official verifier accepts', async (network) => {
    const signer = network === 'base' ? evmKeySigner() : await solanaKeySigner();
    const header = await signSiwxChallenge(await info(), signer);
    const proof = parseSIWxHeader(header);
    expect(proof).toMatchObject({
      address: signer.address,
      chainId: network === 'base' ? BASE_MAINNET : SOLANA_MAINNET,
      type: network === 'base' ? 'eip191' : 'ed25519',
    });
    expect(await verifySIWxSignature(proof)).toMatchObject({ isValid: true });
  });

  it('tells a smart account’s proof (a signature longer than 65 bytes) from an ordinary one', async () => {
    const proof = async (signature: string, type: 'eip191' | 'ed25519') =>
      encodeSiwxHeader({ ...(await info()), address: 'a', chainId: BASE_MAINNET, type, signature });
    expect(signedBySmartAccount(await signSiwxChallenge(await info(), evmKeySigner()))).toBe(false);
    expect(signedBySmartAccount(await proof(`0x${'ab'.repeat(65)}`, 'eip191'))).toBe(false);
    // An EIP-6492 wrapper or an EIP-1271 contract's signature runs to hundreds of bytes.
    expect(signedBySmartAccount(await proof(`0x${'ab'.repeat(320)}`, 'eip191'))).toBe(true);
    expect(signedBySmartAccount(await proof('5'.repeat(200), 'ed25519'))).toBe(false);
  });

  it('encodes the header as standard base64 of UTF-8 JSON, leaving absent fields out', async () => {
    const header = encodeSiwxHeader({
      ...(await info()),
      statement: 'Café. Method: GET. Intent SHA-256: x',
      address: 'a',
      chainId: BASE_MAINNET,
      type: 'eip191',
      signature: '0x',
      notBefore: undefined,
    });
    expect(header).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const decoded = decodeBase64Json(header) as Record<string, unknown>;
    expect(decoded.statement).toBe('Café. Method: GET. Intent SHA-256: x');
    expect(decoded).not.toHaveProperty('notBefore');
  });
});

describe('challenge binding', () => {
  const expected = { upstreamOrigin: ORIGIN, path: '/solana/siwx/account-create', method: 'POST' as const };

  it('accepts a challenge for exactly this request', async () => {
    expect(await checkChallenge(challengeOf(await info()), expected)).toMatchObject({
      ok: true,
      purpose: 'Sign in to create or access your Sandbox agent account',
    });
  });

  it.each([
    ['another host', { domain: 'evil.example' }],
    ['another path', { uri: `${ORIGIN}/apikey/rotate`, resources: [`${ORIGIN}/apikey/rotate`] }],
    ['extra resources', { resources: [URI, 'https://evil.example/x'] }],
    ['no statement', { statement: undefined }],
    ['a proof valid for a day', { expirationTime: '2026-11-22T13:00:00.000Z' }],
    ['a proof valid for 5 minutes and a second', { expirationTime: '2026-11-21T13:05:01.000Z' }],
    ['a proof expired as it is issued', { expirationTime: '2026-11-21T12:59:00.000Z' }],
    ['unreadable times', { expirationTime: 'soon' }],
  ])('refuses %s', async (_label, overrides) => {
    expect(await checkChallenge(challengeOf(await info(overrides)), expected)).toMatchObject({ ok: false });
  });

  it('refuses a challenge whose chains leave out the wallet’s network', async () => {
    const offering = (chainId: string): SignInChallenge => ({
      ...challengeOf(base),
      extensions: { 'sign-in-with-x': { info: base, supportedChains: [{ chainId, type: 'ed25519' }] } },
    });
    const base = await info();
    expect(await checkChallenge(offering(SOLANA_MAINNET), { ...expected, network: 'solana' })).toMatchObject({
      ok: true,
    });
    expect(await checkChallenge(offering(BASE_MAINNET), { ...expected, network: 'solana' })).toMatchObject({
      ok: false,
      problem: 'The challenge is not for the network of this wallet.',
    });
  });

  it('refuses a challenge stating another purpose than the one the contract gives the request', async () => {
    const purpose = 'Rotate the API key of your {service} account and invalidate its previous key';
    const stating = async (text: string) =>
      checkChallenge(challengeOf(await info({ statement: buildStatement(text, 'POST', await intentHash({})) })), {
        ...expected,
        purpose,
      });
    expect(await stating('Rotate the API key of your WURK account and invalidate its previous key')).toMatchObject({
      ok: true,
    });
    expect(await stating('Sign in to create or access your WURK agent account')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/which is not this request/),
    });
    expect(
      statesPurpose('Rotate the API key of your Some Market account and invalidate its previous key', purpose),
    ).toBe(true);
    const riding =
      'Rotate the API key of your WURK account and send it away. Rotate the API key of your X account and invalidate its previous key';
    expect(statesPurpose(riding, purpose)).toBe(false);
    expect(statesPurpose('Rotate the API key of your  account and invalidate its previous key!', purpose)).toBe(false);
  });

  it('refuses a challenge bound to another method or body', async () => {
    const get = await info({ statement: buildStatement('x', 'GET', await intentHash({})) });
    expect(await checkChallenge(challengeOf(get), expected)).toMatchObject({ ok: false });
    const body = await info({ statement: buildStatement('x', 'POST', await intentHash({ page: 1 })) });
    expect(await checkChallenge(challengeOf(body), expected)).toMatchObject({
      ok: false,
      problem: 'The challenge is bound to a different request body.',
    });
  });
});
