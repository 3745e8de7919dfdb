/**
 * An in-process x402 facilitator: the official `x402Facilitator` with the
 * exact EVM and SVM schemes, wired to stub signers instead of a chain. The
 * official code does every payload check (signatures, amount, payee, asset,
 * network, validity window); the stubs only stand in for the chain: the asset
 * "has code", a Solana transaction "simulates" when its blockhash was issued
 * here, and sending returns a transaction id.
 */
import { ed25519 } from '@noble/curves/ed25519';
import {
  getBase58Decoder,
  getBase64Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Address,
  type SignatureBytes,
} from '@solana/kit';
import { x402Facilitator } from '@x402/core/facilitator';
import type { Network as X402Network } from '@x402/core/types';
import type { FacilitatorEvmSigner } from '@x402/evm';
import { ExactEvmScheme } from '@x402/evm/exact/facilitator';
import { ExactEvmSchemeV1 } from '@x402/evm/exact/v1/facilitator';
import type { FacilitatorSvmSigner } from '@x402/svm';
import { ExactSvmScheme } from '@x402/svm/exact/facilitator';
import { ExactSvmSchemeV1 } from '@x402/svm/exact/v1/facilitator';
import { getAddress, keccak256, toHex, verifyTypedData } from 'viem';
import type { BlockhashBook } from './blockhashes';
import type { SandboxPaymentAddresses } from './addresses';

const json = (value: unknown) => JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

function evmSigner(addresses: SandboxPaymentAddresses): FacilitatorEvmSigner {
  const asset = addresses.base.asset;
  return {
    getAddresses: () => [addresses.base.facilitator],
    // The sandbox token "is deployed"; every other address is an EOA, so signatures take the ecrecover path.
    getCode: async ({ address }) => (getAddress(address) === asset ? '0x6080604052' : '0x'),
    // The simulated transferWithAuthorization always succeeds: replays are refused by the sandbox's own ledger first.
    readContract: async () => undefined,
    verifyTypedData: (args) => verifyTypedData(args as Parameters<typeof verifyTypedData>[0]),
    writeContract: async (args) =>
      keccak256(toHex(json({ address: args.address, functionName: args.functionName, args: args.args }))),
    sendTransaction: async (args) => keccak256(toHex(json(args))),
    waitForTransactionReceipt: async () => ({ status: 'success' }),
  };
}

function svmSigner(
  addresses: SandboxPaymentAddresses,
  feePayerSeed: Uint8Array,
  blockhashes: BlockhashBook,
): FacilitatorSvmSigner {
  const feePayer = addresses.solana.feePayer as Address;
  const decodeTx = (base64: string) => getTransactionDecoder().decode(getBase64Encoder().encode(base64));
  return {
    getAddresses: () => [feePayer],
    async signTransaction(transaction, payer) {
      if (payer !== feePayer) throw new Error(`unknown fee payer ${payer}`);
      const tx = decodeTx(transaction);
      const signature = ed25519.sign(Uint8Array.from(tx.messageBytes), feePayerSeed) as SignatureBytes;
      return getBase64Decoder().decode(
        getTransactionEncoder().encode({ ...tx, signatures: { ...tx.signatures, [feePayer]: signature } }),
      );
    },
    async simulateTransaction(transaction) {
      const message = getCompiledTransactionMessageDecoder().decode(decodeTx(transaction).messageBytes);
      if (!blockhashes.has(message.lifetimeToken))
        throw new Error(`BlockhashNotFound: ${message.lifetimeToken} was not issued by the sandbox RPC`);
    },
    async sendTransaction(transaction) {
      const signature = decodeTx(transaction).signatures[feePayer];
      if (!signature) throw new Error('the fee payer has not signed');
      return getBase58Decoder().decode(signature);
    },
    confirmTransaction: async () => undefined,
  };
}

/** The x402 v1 network names, as the legacy (quick and job-payment) routes write them. */
export const V1_NETWORKS = { solana: 'solana', base: 'base' } as const;

export function createFacilitator(
  addresses: SandboxPaymentAddresses,
  feePayerSeed: Uint8Array,
  blockhashes: BlockhashBook,
): x402Facilitator {
  const svm = svmSigner(addresses, feePayerSeed, blockhashes);
  const evm = evmSigner(addresses);
  return (
    new x402Facilitator()
      .register(addresses.base.network, new ExactEvmScheme(evm))
      .register(addresses.solana.network, new ExactSvmScheme(svm))
      // v1 names networks without a CAIP-2 namespace.
      .registerV1(V1_NETWORKS.solana as string as X402Network, new ExactSvmSchemeV1(svm))
      .registerV1(V1_NETWORKS.base as string as X402Network, new ExactEvmSchemeV1(evm))
  );
}
