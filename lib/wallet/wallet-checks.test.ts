import { UserRejectedRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
import { WalletSignMessageError } from '@solana/wallet-adapter-base';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR, SolanaError } from '@solana/kit';
import { checkSignedInAccount, checkStillOn, fromWallet, isDeclined, solanaUnable } from './wallet-checks';

/** A Wallet Standard adapter before it is connected: no signing methods yet, only the wallet's features. */
const standard = (features: string[]) => ({
  standard: true,
  name: 'Phantom',
  wallet: { features: Object.fromEntries(features.map((f) => [f, {}])) },
});
const codeOf = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return (error as MarketplaceError).code;
  }
  return undefined;
};

describe('what a Solana wallet can be used for', () => {
  it('reads a Wallet Standard wallet by its features, before it is connected', () => {
    const full = standard(['standard:connect', 'solana:signMessage', 'solana:signTransaction']);
    expect(solanaUnable(full, 'sign-in')).toBeUndefined();
    expect(solanaUnable(full, 'pay')).toBeUndefined();
    expect(solanaUnable(standard(['standard:connect', 'solana:signTransaction']), 'sign-in')).toMatch(
      /cannot sign a message, which signing in needs/,
    );
    expect(solanaUnable(standard(['standard:connect', 'solana:signTransaction']), 'pay')).toBeUndefined();
    const sendOnly = standard(['standard:connect', 'solana:signMessage', 'solana:signAndSendTransaction']);
    expect(solanaUnable(sendOnly, 'sign-in')).toBeUndefined();
    expect(solanaUnable(sendOnly, 'pay')).toMatch(/can only send transactions itself/);
  });

  it('does not offer to pay with a wallet that signs only legacy transactions: the payment is a version 0 one', () => {
    const legacyOnly = {
      standard: true,
      name: 'Old',
      wallet: { features: { 'solana:signTransaction': { supportedTransactionVersions: ['legacy'] } } },
    };
    expect(solanaUnable(legacyOnly, 'pay')).toMatch(/signs only older transactions/);
    const versioned = {
      ...legacyOnly,
      wallet: { features: { 'solana:signTransaction': { supportedTransactionVersions: ['legacy', 0] } } },
    };
    expect(solanaUnable(versioned, 'pay')).toBeUndefined();
    const connected = { connected: true, signTransaction: () => undefined };
    expect(solanaUnable({ ...connected, supportedTransactionVersions: new Set(['legacy']) }, 'pay')).toMatch(
      /signs only older transactions/,
    );
    expect(solanaUnable({ ...connected, supportedTransactionVersions: new Set(['legacy', 0]) }, 'pay')).toBeUndefined();
    // A wallet that lists none is not refused for it.
    expect(solanaUnable({ ...connected, supportedTransactionVersions: null }, 'pay')).toBeUndefined();
  });

  it('reads a connected Wallet Standard adapter by the methods its account gave it, not by the wallet’s features', () => {
    // The wallet can sign messages and transactions, but the connected account (watch-only, hardware) can do neither.
    const account = {
      ...standard(['standard:connect', 'solana:signMessage', 'solana:signTransaction']),
      connected: true,
    };
    expect(solanaUnable(account, 'sign-in')).toMatch(/cannot sign a message, which signing in needs/);
    expect(solanaUnable(account, 'pay')).toMatch(/can only send transactions itself/);
    const able = { ...account, signMessage: () => undefined, signTransaction: () => undefined };
    expect(solanaUnable(able, 'sign-in')).toBeUndefined();
    expect(solanaUnable(able, 'pay')).toBeUndefined();
  });

  it('reads a classic adapter by its methods', () => {
    expect(solanaUnable({ signMessage: () => undefined, signTransaction: () => undefined }, 'sign-in')).toBeUndefined();
    expect(solanaUnable({ signTransaction: () => undefined }, 'sign-in')).toBeDefined();
    expect(solanaUnable({ signMessage: () => undefined }, 'pay')).toBeDefined();
  });
});

describe('before each signature', () => {
  it('refuses a wallet that disconnected or changed account since it was shown', () => {
    expect(codeOf(() => checkStillOn('solana', null, 'So1'))).toBe('WALLET_DISCONNECTED');
    expect(codeOf(() => checkStillOn('solana', 'So2', 'So1'))).toBe('WALLET_ACCOUNT_CHANGED');
    expect(codeOf(() => checkStillOn('solana', 'So1', 'So1'))).toBeUndefined();
    // EVM addresses compare without their checksum case.
    expect(codeOf(() => checkStillOn('base', '0xabcDEF', '0xABCdef'))).toBeUndefined();
  });

  it('refuses paying from another account of the network the person is signed in on', () => {
    const signedIn = { network: 'base' as const, walletAddress: '0xAbC' };
    expect(codeOf(() => checkSignedInAccount({ network: 'base', address: '0xdef' }, signedIn))).toBe(
      'WALLET_NOT_SIGNED_IN_ACCOUNT',
    );
    expect(codeOf(() => checkSignedInAccount({ network: 'base', address: '0xabc' }, signedIn))).toBeUndefined();
    // Another network cannot be the same account; signed out, any wallet pays.
    expect(codeOf(() => checkSignedInAccount({ network: 'solana', address: 'So1' }, signedIn))).toBeUndefined();
    expect(codeOf(() => checkSignedInAccount({ network: 'base', address: '0xdef' }, null))).toBeUndefined();
  });
});

describe('a wallet that declines', () => {
  it('is recognised as wallets say it', () => {
    expect(isDeclined(new UserRejectedRequestError(new Error('x')))).toBe(true);
    expect(isDeclined({ code: 4001, message: 'whatever' })).toBe(true);
    expect(isDeclined(new WalletSignMessageError('User rejected the request.', { code: 4001 }))).toBe(true);
    expect(isDeclined(Object.assign(new Error('boom'), { cause: { code: 'ACTION_REJECTED' } }))).toBe(true);
    expect(isDeclined(new Error('The wallet is locked.'))).toBe(false);
  });

  it('reads as the person’s choice, in plain words; other failures keep their own', () => {
    const declined = fromWallet({ code: 4001 });
    expect(declined).toBeInstanceOf(MarketplaceError);
    expect((declined as MarketplaceError).message).toBe(
      'You declined in your wallet, so nothing was signed or sent. You can try again.',
    );
    const locked = new Error('The wallet is locked.');
    expect(fromWallet(locked)).toBe(locked);
    expect((fromWallet({ name: 'WalletNotConnectedError' }) as MarketplaceError).code).toBe('WALLET_DISCONNECTED');
    expect((fromWallet({ code: 4900 }) as MarketplaceError).code).toBe('WALLET_DISCONNECTED');
    // A refusal of ours that a payment library wrapped is still ours.
    const ours = new MarketplaceError({ status: 0, code: 'WALLET_ACCOUNT_CHANGED' });
    expect(fromWallet(new Error('Failed to create payment payload', { cause: ours }))).toBe(ours);
  });

  it('says a refusal of the Solana network in words, with its wait, never the library’s error number', () => {
    const refusedBy = (statusCode: number, headers: Record<string, string> = {}) =>
      new Error('Failed to create payment payload', {
        cause: new SolanaError(SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR, {
          headers: new Headers(headers),
          message: 'HTTP error',
          statusCode,
        }),
      });
    const limited = fromWallet(refusedBy(429, { 'retry-after': '7' })) as MarketplaceError;
    expect(limited).toBeInstanceOf(MarketplaceError);
    expect(limited.code).toBe('PROXY_RPC_RATE_LIMITED');
    expect(limited.retryAfterSeconds).toBe(7);
    const down = fromWallet(refusedBy(502)) as MarketplaceError;
    expect(down.code).toBe('PROXY_RPC_UNAVAILABLE');
    expect(down.message).not.toMatch(/Solana error #|npx/);
  });
});
