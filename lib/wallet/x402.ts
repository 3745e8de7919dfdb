/**
 * Paying an x402 requirement from the browser with the official client schemes:
 * `@x402/evm` exact (EIP-3009 typed data) on Base, `@x402/svm` exact on Solana.
 * The client's spend controls cap the payment at exactly the amount the person
 * confirmed, and allow only the asset of that quote.
 */
import { x402Client } from '@x402/core/client';
import { encodePaymentSignatureHeader } from '@x402/core/http';
import type { PaymentRequired } from '@x402/core/types';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { ExactSvmScheme } from '@x402/svm/exact/client';
import { address, getTransactionDecoder, getTransactionEncoder, type Transaction, type TransactionModifyingSigner } from '@solana/kit';
import { VersionedTransaction } from '@solana/web3.js';
import { BASE_MAINNET, SOLANA_MAINNET } from '@/lib/marketplace/siwx';
import type { ConnectedWallet, SolanaSigningWallet } from './use-wallets';

/**
 * A wallet-adapter wallet as a kit signer in the "modifying" form: some wallets
 * add instructions (Lighthouse guards) before signing, so the signed message is
 * taken from what the wallet returns rather than what was asked.
 */
export function walletAdapterSigner(wallet: SolanaSigningWallet): TransactionModifyingSigner {
  if (!wallet.publicKey) throw new Error('The Solana wallet is not connected.');
  const encoder = getTransactionEncoder();
  const decoder = getTransactionDecoder();
  return Object.freeze({
    address: address(wallet.publicKey.toBase58()),
    async modifyAndSignTransactions(transactions: readonly Transaction[]) {
      const versioned = transactions.map((tx) => VersionedTransaction.deserialize(new Uint8Array(encoder.encode(tx))));
      const signed = await wallet.signAllTransactions(versioned);
      return signed.map((tx, i) =>
        Object.freeze({ ...decoder.decode(tx.serialize()), lifetimeConstraint: (transactions[i] as { lifetimeConstraint?: unknown }).lifetimeConstraint }),
      );
    },
  } as unknown as TransactionModifyingSigner);
}

export interface PaymentToSign {
  paymentRequired: PaymentRequired;
  /** The atomic amount the person confirmed; the client refuses anything more. */
  confirmedAtomic: string;
}

/** Sign the quote's requirement and return the PAYMENT-SIGNATURE header value. */
export async function signPayment({ paymentRequired, confirmedAtomic }: PaymentToSign, wallet: ConnectedWallet, solanaRpcUrl: string): Promise<string> {
  const network = wallet.network === 'base' ? BASE_MAINNET : SOLANA_MAINNET;
  const requirement = paymentRequired.accepts.find((r) => r.network === network);
  if (!requirement) throw new Error(`This quote has no ${wallet.network === 'base' ? 'Base' : 'Solana'} payment option.`);
  if (requirement.amount !== confirmedAtomic) throw new Error('The quote changed since you confirmed it. Nothing was signed.');

  const client = new x402Client((_version, accepts) => accepts.find((r) => r.network === network) ?? accepts[0]!);
  if (wallet.network === 'base') {
    if (!wallet.signTypedData) throw new Error('This wallet cannot sign typed data.');
    const signTypedData = wallet.signTypedData;
    client.register(BASE_MAINNET, new ExactEvmScheme({ address: wallet.address as `0x${string}`, signTypedData: (message) => signTypedData(message as never) }));
  } else {
    if (!wallet.solanaAdapter) throw new Error('This wallet cannot sign Solana transactions.');
    client.register(SOLANA_MAINNET, new ExactSvmScheme(walletAdapterSigner(wallet.solanaAdapter), { rpcUrl: solanaRpcUrl }));
  }
  client.setSpendControls({ allowedAssets: [{ network, asset: requirement.asset, maxAmountPerPayment: confirmedAtomic }] });
  const payload = await client.createPaymentPayload({ ...paymentRequired, accepts: [requirement] });
  return encodePaymentSignatureHeader(payload);
}
