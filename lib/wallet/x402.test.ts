import { decodePaymentSignatureHeader } from '@x402/core/http';
import type { PaymentRequired } from '@x402/core/types';
import { Keypair, TransactionMessage, VersionedTransaction, PublicKey, SystemProgram } from '@solana/web3.js';
import { getTransactionEncoder, getTransactionDecoder } from '@solana/kit';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { verifyTypedData } from 'viem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Confirmed } from '@/lib/marketplace/payment-guard';
import { BASE_MAINNET } from '@/lib/marketplace/siwx';
import { SandboxPayments } from '@/sandbox/payments';
import { solanaRpcRoutes } from '@/sandbox/payments/solana-rpc';
import type { ConnectedWallet } from './use-wallets';
import { signPayment, walletAdapterSigner } from './x402';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { fromWallet } from './wallet-checks';

const account = privateKeyToAccount(generatePrivateKey());
const wallet: ConnectedWallet = {
  network: 'base',
  address: account.address,
  signMessage: (text) => account.signMessage({ message: text }),
  signTypedData: (m) => account.signTypedData(m as never),
  disconnect: async () => undefined,
};

const requirement = {
  scheme: 'exact',
  network: BASE_MAINNET,
  amount: '10000123',
  asset: '0x5A4d5a4D5A4d5a4d5a4d5a4d5a4d5A4d5A4d5A4D',
  payTo: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  maxTimeoutSeconds: 60,
  extra: { name: 'USD Coin', version: '2' },
};
const terms = { usdc: { base: [requirement.asset], solana: [] }, payees: { base: [requirement.payTo] } };
const confirmed = (
  maxAtomic: string,
  resourcePath = '/store/purchase',
  network: Confirmed['network'] = 'base',
): Confirmed => ({ network, maxAtomic, resourcePath, terms });
const paymentRequired = {
  x402Version: 2,
  resource: { url: 'http://127.0.0.1:4020/store/purchase', mimeType: 'application/json' },
  accepts: [requirement],
} as unknown as PaymentRequired;

describe('x402 payment signing', () => {
  it('signs exactly the confirmed amount on Base with EIP-3009 typed data', async () => {
    const header = await signPayment({ paymentRequired, confirmed: confirmed('10000123') }, wallet, 'http://unused');
    const payload = decodePaymentSignatureHeader(header) as unknown as {
      accepted: typeof requirement;
      payload: { authorization: Record<string, string>; signature: `0x${string}` };
    };
    expect(payload.accepted).toMatchObject(requirement);
    const { authorization, signature } = payload.payload;
    expect(authorization).toMatchObject({ from: account.address, value: '10000123' });
    expect(authorization.to!.toLowerCase()).toBe(requirement.payTo.toLowerCase());
    const valid = await verifyTypedData({
      address: account.address,
      domain: { name: 'USD Coin', version: '2', chainId: 8453, verifyingContract: requirement.asset as `0x${string}` },
      types: {
        TransferWithAuthorization: [
          { name: 'from', type: 'address' },
          { name: 'to', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'validAfter', type: 'uint256' },
          { name: 'validBefore', type: 'uint256' },
          { name: 'nonce', type: 'bytes32' },
        ],
      },
      primaryType: 'TransferWithAuthorization',
      message: {
        from: authorization.from as `0x${string}`,
        to: authorization.to as `0x${string}`,
        value: BigInt(authorization.value!),
        validAfter: BigInt(authorization.validAfter!),
        validBefore: BigInt(authorization.validBefore!),
        nonce: authorization.nonce as `0x${string}`,
      },
      signature,
    });
    expect(valid).toBe(true);
  });

  it('lets the wallet’s refusal through the payment client, so the person reads it as theirs', async () => {
    for (const thrown of [
      { code: 4001, message: 'User rejected the request.' },
      new MarketplaceError({ status: 0, code: 'WALLET_ACCOUNT_CHANGED' }),
    ]) {
      const refusing: ConnectedWallet = { ...wallet, signTypedData: () => Promise.reject(thrown) };
      const failure = await signPayment(
        { paymentRequired, confirmed: confirmed('10000123') },
        refusing,
        'http://unused',
      ).catch((error: unknown) => error);
      expect((fromWallet(failure) as MarketplaceError).code).toBe(
        thrown instanceof MarketplaceError ? 'WALLET_ACCOUNT_CHANGED' : 'WALLET_DECLINED',
      );
    }
  });

  it('never asks the wallet when the quote is not what was confirmed', async () => {
    let asked = false;
    const watched: ConnectedWallet = {
      ...wallet,
      signTypedData: async (m) => ((asked = true), account.signTypedData(m as never)),
    };
    await expect(
      signPayment({ paymentRequired, confirmed: confirmed('10000122') }, watched, 'http://unused'),
    ).rejects.toThrow(/more than the price shown/);
    await expect(
      signPayment({ paymentRequired, confirmed: confirmed('10000123', '/hire') }, watched, 'http://unused'),
    ).rejects.toThrow(/something other than this action/);
    const otherPayee = {
      ...paymentRequired,
      accepts: [{ ...requirement, payTo: '0x0000000000000000000000000000000000000001' }],
    } as unknown as PaymentRequired;
    await expect(
      signPayment({ paymentRequired: otherPayee, confirmed: confirmed('10000123') }, watched, 'http://unused'),
    ).rejects.toThrow(/not its own/);
    expect(asked).toBe(false);
  });

  it('refuses a wallet on another network than the payment', async () => {
    await expect(
      signPayment(
        { paymentRequired, confirmed: confirmed('10000123') },
        { ...wallet, network: 'solana' },
        'http://unused',
      ),
    ).rejects.toThrow(/another network/);
  });
});

describe('x402 version 1 payment signing (X-PAYMENT)', () => {
  const v1 = (maxAmountRequired: string, network: string, extra: Record<string, unknown>) => ({
    x402Version: 1 as const,
    accepts: [
      {
        scheme: 'exact',
        network,
        maxAmountRequired,
        resource: 'http://127.0.0.1:4020/api/x402/quick/solana/xlikes-40',
        description: '40 likes',
        mimeType: 'application/json',
        outputSchema: {},
        payTo: network === 'base' ? requirement.payTo : '',
        asset: network === 'base' ? requirement.asset : '',
        maxTimeoutSeconds: 60,
        extra,
      },
    ],
  });

  const quick = (maxAtomic: string) => confirmed(maxAtomic, '/api/x402/quick/solana/xlikes-40');

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('signs a Base requirement for exactly its maxAmountRequired, in the v1 payload shape', async () => {
    const header = await signPayment(
      { paymentRequired: v1('1000000', 'base', { name: 'USD Coin', version: '2' }), confirmed: quick('1000000') },
      wallet,
      'http://unused',
    );
    const payload = decodePaymentSignatureHeader(header) as unknown as Record<string, unknown> & {
      payload: { authorization: Record<string, string> };
    };
    expect(payload).toMatchObject({ x402Version: 1, scheme: 'exact', network: 'base' });
    expect(payload).not.toHaveProperty('accepted');
    expect(payload.payload.authorization).toMatchObject({ from: account.address, value: '1000000' });
  });

  it('refuses before signing when the challenge asks more than the amount confirmed', async () => {
    let signed = false;
    const watched: ConnectedWallet = {
      ...wallet,
      signTypedData: async (m) => ((signed = true), account.signTypedData(m as never)),
    };
    await expect(
      signPayment(
        { paymentRequired: v1('1000001', 'base', { name: 'USD Coin', version: '2' }), confirmed: quick('1000000') },
        watched,
        'http://unused',
      ),
    ).rejects.toThrow(/more than the price shown/);
    expect(signed).toBe(false);
  });

  it('refuses a v2 network name in a v1 challenge (no option for the wallet)', async () => {
    await expect(
      signPayment(
        {
          paymentRequired: v1('1000000', BASE_MAINNET, { name: 'USD Coin', version: '2' }),
          confirmed: quick('1000000'),
        },
        wallet,
        'http://unused',
      ),
    ).rejects.toThrow(/another network than the one you chose/);
  });

  it('signs a Solana requirement that the official v1 facilitator verifies for exactly that amount', async () => {
    const payments = new SandboxPayments();
    const rpc = solanaRpcRoutes(payments);
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      rpc.request('/', init ?? (input as Request)),
    );
    const issued = payments.requirementV1(
      'solana',
      '1000000',
      'http://127.0.0.1:4020/api/x402/quick/solana/xlikes-40?url=x',
      '40 likes',
    );
    const keypair = Keypair.generate();
    const solanaWallet: ConnectedWallet = {
      network: 'solana',
      address: keypair.publicKey.toBase58(),
      signMessage: async () => '',
      signTransactions: async (txs: VersionedTransaction[]) => txs.map((tx) => (tx.sign([keypair]), tx)),
      disconnect: async () => undefined,
    };

    const onSolana: Confirmed = {
      network: 'solana',
      maxAtomic: '1000000',
      resourcePath: '/api/x402/quick/solana/xlikes-40',
      terms: { usdc: { solana: [issued.asset], base: [] }, payees: { solana: [issued.payTo] } },
    };
    const header = await signPayment(
      { paymentRequired: { x402Version: 1, accepts: [issued as never] }, confirmed: onSolana },
      solanaWallet,
      'http://sandbox/solana-rpc',
    );
    const decoded = payments.decodeV1(header, 'solana');
    if (!decoded.ok) throw new Error(decoded.problem);
    const verified = await payments.verify(decoded.payload, issued);
    expect(verified).toMatchObject({ isValid: true, payer: keypair.publicKey.toBase58() });
    // The same payment does not verify for a larger amount: the signed transfer is exactly the one asked.
    expect(
      (await payments.verify(decoded.payload, { ...issued, amount: '1000001', maxAmountRequired: '1000001' })).isValid,
    ).toBe(false);
  });
  it('signs a job’s Base requirement that the official v1 facilitator verifies, and only at the Base pay route', async () => {
    const payments = new SandboxPayments();
    const issued = payments.requirementV1(
      'base',
      '2500000',
      'http://127.0.0.1:4020/api/x402/base/jobs/AbCd1234/pay',
      'Payment for job AbCd1234',
    );
    expect(issued).toMatchObject({ network: 'base', extra: { chainId: 8453, decimals: 6 } });
    const onBase: Confirmed = {
      network: 'base',
      maxAtomic: '2500000',
      resourcePath: '/api/x402/base/jobs/AbCd1234/pay',
      terms: { usdc: { base: [issued.asset], solana: [] }, payees: { base: [issued.payTo] } },
    };
    const header = await signPayment(
      { paymentRequired: { x402Version: 1, accepts: [issued as never] }, confirmed: onBase },
      wallet,
      'http://unused',
    );
    // A route paid on Solana does not take it.
    expect(payments.decodeV1(header, 'solana')).toMatchObject({ ok: false });
    const decoded = payments.decodeV1(header, 'base');
    if (!decoded.ok) throw new Error(decoded.problem);
    expect(await payments.verify(decoded.payload, issued)).toMatchObject({ isValid: true, payer: account.address });
    expect(
      (await payments.verify(decoded.payload, { ...issued, amount: '2500001', maxAmountRequired: '2500001' })).isValid,
    ).toBe(false);
  });
});

describe('wallet-adapter signer', () => {
  it('takes the signed message from what the wallet returns, even when the wallet adds an instruction', async () => {
    const keypair = Keypair.generate();
    const extra = Keypair.generate().publicKey;
    const wallet = {
      address: keypair.publicKey.toBase58(),
      signTransactions: async (txs: VersionedTransaction[]) =>
        txs.map((tx) => {
          const message = TransactionMessage.decompile(tx.message);
          message.instructions.push(
            SystemProgram.transfer({ fromPubkey: keypair.publicKey, toPubkey: extra, lamports: 0 }),
          );
          const changed = new VersionedTransaction(message.compileToV0Message());
          changed.sign([keypair]);
          return changed;
        }),
    };
    const original = new VersionedTransaction(
      new TransactionMessage({
        payerKey: keypair.publicKey,
        recentBlockhash: PublicKey.default.toBase58(),
        instructions: [],
      }).compileToV0Message(),
    );
    const kitTx = getTransactionDecoder().decode(original.serialize());
    const [signed] = await walletAdapterSigner(wallet).modifyAndSignTransactions([kitTx]);
    const back = VersionedTransaction.deserialize(new Uint8Array(getTransactionEncoder().encode(signed!)));
    expect(back.message.compiledInstructions).toHaveLength(1);
    expect(back.signatures[0]!.some((b) => b !== 0)).toBe(true);
  });
});
