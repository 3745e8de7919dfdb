/**
 * Paying an x402 requirement from the browser with the official client schemes:
 * `@x402/evm` exact (EIP-3009 typed data) on Base, `@x402/svm` exact on Solana,
 * in x402 version 2 (PAYMENT-SIGNATURE) or the legacy version 1 the quick and
 * job-payment routes speak (X-PAYMENT). Either way the requirement is first
 * held against what the person confirmed (the payment guard: amount, USDC,
 * payee, network, resource), and the client's spend controls then cap the
 * payment at that requirement's amount and asset.
 */
import { x402Client } from '@x402/core/client';
import { encodePaymentSignatureHeader } from '@x402/core/http';
import type { Network as X402Network, PaymentRequired } from '@x402/core/types';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { ExactEvmSchemeV1 } from '@x402/evm/exact/v1/client';
import { ExactSvmScheme } from '@x402/svm/exact/client';
import { ExactSvmSchemeV1 } from '@x402/svm/exact/v1/client';
import {
  address,
  getTransactionDecoder,
  getTransactionEncoder,
  type Transaction,
  type TransactionModifyingSigner,
} from '@solana/kit';
import { VersionedTransaction } from '@solana/web3.js';
import { MarketplaceError } from '@/lib/marketplace/errors';
import {
  NETWORK_IDS,
  askedAtomic,
  requirementToSign,
  type Challenge,
  type Confirmed,
} from '@/lib/marketplace/payment-guard';
import type { ConnectedWallet } from './use-wallets';

/**
 * A connected Solana wallet as a kit signer in the "modifying" form: some
 * wallets add instructions (Lighthouse guards) before signing, so the signed
 * message is taken from what the wallet returns rather than what was asked.
 */
export function walletAdapterSigner(
  wallet: Required<Pick<ConnectedWallet, 'address' | 'signTransactions'>>,
): TransactionModifyingSigner {
  const encoder = getTransactionEncoder();
  const decoder = getTransactionDecoder();
  return Object.freeze({
    address: address(wallet.address),
    async modifyAndSignTransactions(transactions: readonly Transaction[]) {
      const versioned = transactions.map((tx) => VersionedTransaction.deserialize(new Uint8Array(encoder.encode(tx))));
      const signed = await wallet.signTransactions(versioned);
      return signed.map((tx, i) =>
        Object.freeze({
          ...decoder.decode(tx.serialize()),
          lifetimeConstraint: (transactions[i] as { lifetimeConstraint?: unknown }).lifetimeConstraint,
        }),
      );
    },
  } as unknown as TransactionModifyingSigner);
}

/** A v1 challenge (the 402 body) as the wire carries it: networks named without a namespace, the amount in `maxAmountRequired`. */
interface PaymentRequiredV1 {
  x402Version: 1;
  accepts: readonly (Record<string, unknown> & {
    scheme: string;
    network: string;
    maxAmountRequired: string;
    asset: string;
    payTo: string;
  })[];
}

export interface PaymentToSign {
  /** The challenge: a v2 PAYMENT-REQUIRED, or a v1 402 body. */
  paymentRequired: PaymentRequired | PaymentRequiredV1;
  /** What the person confirmed on the page; nothing else is signed. */
  confirmed: Confirmed;
}

/**
 * Sign the challenge's requirement for the confirmed network and return the
 * payment header's value (PAYMENT-SIGNATURE in v2, X-PAYMENT in v1: the same
 * base64 JSON). Refused, before the wallet is asked, when the requirement is
 * not what was confirmed or the wallet pays on another network.
 */
export async function signPayment(
  { paymentRequired, confirmed }: PaymentToSign,
  wallet: ConnectedWallet,
  solanaRpcUrl: string,
): Promise<string> {
  if (wallet.network !== confirmed.network) throw new MarketplaceError({ status: 0, code: 'PAYMENT_WALLET_NETWORK' });
  const requirement = requirementToSign(paymentRequired as Challenge, confirmed);
  const version = paymentRequired.x402Version === 1 ? 1 : 2;
  const network = NETWORK_IDS[version][wallet.network] as X402Network;

  const client = new x402Client((_version, offered) => offered.find((r) => r.network === network) ?? offered[0]!);
  const register = (scheme: ExactEvmScheme | ExactEvmSchemeV1 | ExactSvmScheme | ExactSvmSchemeV1) =>
    version === 1 ? client.registerV1(network, scheme) : client.register(network, scheme);
  if (wallet.network === 'base') {
    if (!wallet.signTypedData) throw new Error('This wallet cannot sign typed data.');
    const signTypedData = wallet.signTypedData;
    const signer = {
      address: wallet.address as `0x${string}`,
      signTypedData: (message: unknown) => signTypedData(message as never),
    };
    register(version === 1 ? new ExactEvmSchemeV1(signer) : new ExactEvmScheme(signer));
  } else {
    const { signTransactions } = wallet;
    if (!signTransactions) throw new Error('This wallet cannot sign Solana transactions.');
    const signer = walletAdapterSigner({ address: wallet.address, signTransactions });
    register(
      version === 1
        ? new ExactSvmSchemeV1(signer, { rpcUrl: solanaRpcUrl })
        : new ExactSvmScheme(signer, { rpcUrl: solanaRpcUrl }),
    );
  }
  client.setSpendControls({
    allowedAssets: [
      { network, asset: requirement.asset, maxAmountPerPayment: askedAtomic(paymentRequired, requirement) },
    ],
  });
  // The client reads the version from the challenge and v1's fields from the requirement.
  const payload = await client.createPaymentPayload({
    ...paymentRequired,
    accepts: [requirement],
  } as unknown as PaymentRequired);
  return encodePaymentSignatureHeader(payload);
}
