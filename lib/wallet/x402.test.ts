import { decodePaymentSignatureHeader } from '@x402/core/http';
import type { PaymentRequired } from '@x402/core/types';
import { Keypair, TransactionMessage, VersionedTransaction, PublicKey, SystemProgram } from '@solana/web3.js';
import { getTransactionEncoder, getTransactionDecoder } from '@solana/kit';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { verifyTypedData } from 'viem';
import { describe, expect, it } from 'vitest';
import { BASE_MAINNET } from '@/lib/marketplace/siwx';
import type { ConnectedWallet, SolanaSigningWallet } from './use-wallets';
import { signPayment, walletAdapterSigner } from './x402';

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
const paymentRequired = {
  x402Version: 2,
  resource: { url: 'http://127.0.0.1:4020/store/purchase', mimeType: 'application/json' },
  accepts: [requirement],
} as unknown as PaymentRequired;

describe('x402 payment signing', () => {
  it('signs exactly the confirmed amount on Base with EIP-3009 typed data', async () => {
    const header = await signPayment({ paymentRequired, confirmedAtomic: '10000123' }, wallet, 'http://unused');
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

  it('refuses to sign when the quote differs from what was confirmed', async () => {
    await expect(signPayment({ paymentRequired, confirmedAtomic: '10000122' }, wallet, 'http://unused')).rejects.toThrow(/changed since you confirmed/);
  });

  it('refuses a network the quote does not offer', async () => {
    await expect(signPayment({ paymentRequired, confirmedAtomic: '10000123' }, { ...wallet, network: 'solana' }, 'http://unused')).rejects.toThrow(/no Solana payment option/);
  });
});

describe('wallet-adapter signer', () => {
  it('takes the signed message from what the wallet returns, even when the wallet adds an instruction', async () => {
    const keypair = Keypair.generate();
    const extra = Keypair.generate().publicKey;
    const adapter = {
      publicKey: keypair.publicKey,
      signAllTransactions: async (txs: VersionedTransaction[]) =>
        txs.map((tx) => {
          const message = TransactionMessage.decompile(tx.message);
          message.instructions.push(SystemProgram.transfer({ fromPubkey: keypair.publicKey, toPubkey: extra, lamports: 0 }));
          const changed = new VersionedTransaction(message.compileToV0Message());
          changed.sign([keypair]);
          return changed;
        }),
    } as unknown as SolanaSigningWallet;
    const original = new VersionedTransaction(
      new TransactionMessage({ payerKey: keypair.publicKey, recentBlockhash: PublicKey.default.toBase58(), instructions: [] }).compileToV0Message(),
    );
    const kitTx = getTransactionDecoder().decode(original.serialize());
    const [signed] = await walletAdapterSigner(adapter).modifyAndSignTransactions([kitTx]);
    const back = VersionedTransaction.deserialize(new Uint8Array(getTransactionEncoder().encode(signed!)));
    expect(back.message.compiledInstructions).toHaveLength(1);
    expect(back.signatures[0]!.some((b) => b !== 0)).toBe(true);
  });
});
