/**
 * The sandbox's payment addresses: where buyers pay, the fee payer that
 * co-signs Solana transactions, and the sandbox "USDC" tokens. None of them
 * are real mainnet tokens; they are derived from fixed seeds so every sandbox
 * agrees, and the environment can override each (SANDBOX_SOLANA_PAY_TO, …).
 */
import { ed25519 } from '@noble/curves/ed25519';
import bs58 from 'bs58';
import { getAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { BASE_MAINNET, SOLANA_MAINNET } from '@/lib/marketplace/siwx';
import type { PaymentOverrides } from '../config';
import { hashHex } from '../seed/random';

const USDC_DECIMALS = 6;
/** EIP-712 domain of the sandbox token on Base, as real USDC names itself. */
const EVM_TOKEN_DOMAIN = { name: 'USD Coin', version: '2' } as const;

export interface SandboxPaymentAddresses {
  solana: { network: typeof SOLANA_MAINNET; payTo: string; feePayer: string; mint: string; decimals: number };
  base: {
    network: typeof BASE_MAINNET;
    payTo: `0x${string}`;
    asset: `0x${string}`;
    facilitator: `0x${string}`;
    name: string;
    version: string;
  };
}

const seedOf = (label: string) => Uint8Array.from(Buffer.from(hashHex('sandbox-payments-v1', label), 'hex'));
const solanaAddressOf = (seed: Uint8Array) => bs58.encode(ed25519.getPublicKey(seed));

function checksummed(value: string, name: string): `0x${string}` {
  try {
    return getAddress(value);
  } catch {
    throw new Error(
      `Invalid sandbox configuration: ${name} is not a valid EVM address (mixed case must be EIP-55 checksummed).`,
    );
  }
}

function solanaAddress(value: string, name: string): string {
  let bytes: Uint8Array;
  try {
    bytes = bs58.decode(value);
  } catch {
    throw new Error(`Invalid sandbox configuration: ${name} is not base58.`);
  }
  if (bytes.length !== 32) throw new Error(`Invalid sandbox configuration: ${name} is not a 32-byte Solana address.`);
  return value;
}

/** The fee payer's Ed25519 private key (32-byte seed): the only key the sandbox signs payments with. */
export function feePayerSeed(overrides: PaymentOverrides = {}): Uint8Array {
  return overrides.solanaFeePayerSeed
    ? Uint8Array.from(Buffer.from(overrides.solanaFeePayerSeed, 'hex'))
    : seedOf('solana-fee-payer');
}

export function sandboxPaymentAddresses(overrides: PaymentOverrides = {}): SandboxPaymentAddresses {
  return {
    solana: {
      network: SOLANA_MAINNET,
      payTo: overrides.solanaPayTo
        ? solanaAddress(overrides.solanaPayTo, 'SANDBOX_SOLANA_PAY_TO')
        : solanaAddressOf(seedOf('solana-pay-to')),
      feePayer: solanaAddressOf(feePayerSeed(overrides)),
      mint: overrides.solanaMint
        ? solanaAddress(overrides.solanaMint, 'SANDBOX_SOLANA_MINT')
        : solanaAddressOf(seedOf('solana-usdc-mint')),
      decimals: USDC_DECIMALS,
    },
    base: {
      network: BASE_MAINNET,
      payTo: overrides.evmPayTo
        ? checksummed(overrides.evmPayTo, 'SANDBOX_EVM_PAY_TO')
        : privateKeyToAccount(`0x${hashHex('sandbox-payments-v1', 'evm-pay-to')}`).address,
      asset: overrides.evmAsset
        ? checksummed(overrides.evmAsset, 'SANDBOX_EVM_ASSET')
        : getAddress(`0x${hashHex('sandbox-payments-v1', 'evm-usdc-asset').slice(0, 40)}`),
      facilitator: privateKeyToAccount(`0x${hashHex('sandbox-payments-v1', 'evm-facilitator')}`).address,
      ...EVM_TOKEN_DOMAIN,
    },
  };
}
