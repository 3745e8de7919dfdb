/**
 * The sandbox's x402 payments core: the requirement a checkout issues (spec
 * 2.14 and the x402 v2 standard), reading a PAYMENT-SIGNATURE, the replay key
 * of a payment, and verify/settle through the in-process facilitator.
 */
import { createHash } from 'node:crypto';
import { getBase64Encoder, getTransactionDecoder } from '@solana/kit';
import type { x402Facilitator } from '@x402/core/facilitator';
import { decodePaymentSignatureHeader } from '@x402/core/http';
import type { PaymentPayload, PaymentRequirements, SettleResponse, VerifyResponse } from '@x402/core/types';
import { getAddress } from 'viem';
import { z } from 'zod';
import { canonicalJson } from '@/lib/marketplace/siwx';
import type { PaymentOverrides } from '../config';
import { feePayerSeed, sandboxPaymentAddresses, type SandboxPaymentAddresses } from './addresses';
import { BlockhashBook } from './blockhashes';
import { V1_NETWORKS, createFacilitator } from './facilitator';
import { type Network } from '@/lib/marketplace/schema';

export { sandboxPaymentAddresses, type SandboxPaymentAddresses } from './addresses';

/** Sandbox assumption: 60 s, the contract's "typically 60". */
const MAX_TIMEOUT_SECONDS = 60;
const BASE_CHAIN_ID = 8453;
const USDC_DECIMALS = 6;
/** A PAYMENT-SIGNATURE larger than this is refused unread. */
const MAX_PAYMENT_HEADER = 32 * 1024;

/** A v2 requirement that also carries the contract's (2.14) v1-style fields. */
export interface PaymentRequirement extends PaymentRequirements {
  maxAmountRequired: string;
  resource: string;
  description: string;
  mimeType: 'application/json';
}

/** Fields besides the v2 core that a client may echo; when echoed they must be unchanged. */
const DESCRIPTIVE_FIELDS = ['maxAmountRequired', 'resource', 'description', 'mimeType'] as const;
const CORE_FIELDS = ['scheme', 'network', 'amount', 'asset', 'payTo', 'maxTimeoutSeconds'] as const;

const payloadSchema = z.object({
  x402Version: z.literal(2),
  accepted: z.record(z.string(), z.unknown()),
  payload: z.record(z.string(), z.unknown()),
});
/** x402 v1 (`X-PAYMENT`): the payload names its scheme and network itself; there is no `accepted` echo. */
const payloadV1Schema = z.object({
  x402Version: z.literal(1),
  scheme: z.literal('exact'),
  network: z.string(),
  payload: z.record(z.string(), z.unknown()),
});
const evmAuthorization = z.object({
  authorization: z.object({
    from: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
    nonce: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
  }),
});
const svmTransaction = z.object({ transaction: z.string().min(1) });

export type DecodedPayment = { ok: true; payload: PaymentPayload } | { ok: false; problem: string };

export class SandboxPayments {
  readonly addresses: SandboxPaymentAddresses;
  readonly blockhashes = new BlockhashBook();
  private readonly facilitator: x402Facilitator;

  constructor(overrides: PaymentOverrides = {}) {
    this.addresses = sandboxPaymentAddresses(overrides);
    this.facilitator = createFacilitator(this.addresses, feePayerSeed(overrides), this.blockhashes);
  }

  caip2(network: Network): string {
    return this.addresses[network].network;
  }

  /** The one requirement a checkout offers: its network, the exact atomic amount, the sandbox payee and asset. */
  requirement(network: Network, amountAtomic: string, resource: string, description: string): PaymentRequirement {
    const common = {
      scheme: 'exact',
      amount: amountAtomic,
      maxAmountRequired: amountAtomic,
      maxTimeoutSeconds: MAX_TIMEOUT_SECONDS,
      resource,
      description,
      mimeType: 'application/json',
    } as const;
    if (network === 'solana') {
      const { solana } = this.addresses;
      return {
        ...common,
        network: solana.network,
        asset: solana.mint,
        payTo: solana.payTo,
        extra: { feePayer: solana.feePayer },
      };
    }
    const { base } = this.addresses;
    return {
      ...common,
      network: base.network,
      asset: base.asset,
      payTo: base.payTo,
      extra: { name: base.name, version: base.version },
    };
  }

  /**
   * A legacy (x402 v1) requirement, as the quick and job-payment routes issue
   * it: the network named without a namespace (`solana`, `base`), the amount in
   * `maxAmountRequired`. Base's `extra` is the live service's (field notes).
   */
  requirementV1(network: Network, amountAtomic: string, resource: string, description: string): PaymentRequirement {
    const { solana, base } = this.addresses;
    const common = {
      scheme: 'exact',
      network: V1_NETWORKS[network] as string as PaymentRequirement['network'],
      amount: amountAtomic,
      maxAmountRequired: amountAtomic,
      resource,
      description,
      mimeType: 'application/json',
      maxTimeoutSeconds: MAX_TIMEOUT_SECONDS,
    } as const;
    return network === 'solana'
      ? { ...common, payTo: solana.payTo, asset: solana.mint, extra: { feePayer: solana.feePayer } }
      : {
          ...common,
          payTo: base.payTo,
          asset: base.asset,
          extra: { chainId: BASE_CHAIN_ID, decimals: USDC_DECIMALS, name: base.name, version: base.version },
        };
  }

  /** Read an X-PAYMENT header (x402 v1) of a route paid on `network`. */
  decodeV1(header: string, network: Network): DecodedPayment {
    if (header.trim() === '' || header.length > MAX_PAYMENT_HEADER)
      return { ok: false, problem: 'X-PAYMENT must be nonempty base64 JSON of at most 32 KiB.' };
    let raw: unknown;
    try {
      raw = decodePaymentSignatureHeader(header.trim());
    } catch {
      return { ok: false, problem: 'X-PAYMENT is not base64 JSON.' };
    }
    const parsed = payloadV1Schema.safeParse(raw);
    if (!parsed.success)
      return {
        ok: false,
        problem: 'X-PAYMENT is not an x402 version 1 payment payload (x402Version, scheme, network, payload).',
      };
    if (parsed.data.network !== V1_NETWORKS[network])
      return {
        ok: false,
        problem: `This route is paid on ${network === 'solana' ? 'Solana' : 'Base'}: sign the requirement in accepts.`,
      };
    return { ok: true, payload: raw as unknown as PaymentPayload };
  }

  /** A stored requirement in the order the standard lists its fields (the database keeps JSON keys sorted). */
  ordered(stored: PaymentRequirement): PaymentRequirement {
    const {
      scheme,
      network,
      amount,
      maxAmountRequired,
      asset,
      payTo,
      maxTimeoutSeconds,
      resource,
      description,
      mimeType,
      extra,
    } = stored;
    return {
      scheme,
      network,
      amount,
      maxAmountRequired,
      asset,
      payTo,
      maxTimeoutSeconds,
      resource,
      description,
      mimeType,
      extra,
    };
  }

  decode(header: string): DecodedPayment {
    if (header.trim() === '' || header.length > MAX_PAYMENT_HEADER)
      return { ok: false, problem: 'PAYMENT-SIGNATURE must be nonempty base64 JSON of at most 32 KiB.' };
    let raw: unknown;
    try {
      raw = decodePaymentSignatureHeader(header.trim());
    } catch {
      return { ok: false, problem: 'PAYMENT-SIGNATURE is not base64 JSON.' };
    }
    const parsed = payloadSchema.safeParse(raw);
    if (!parsed.success)
      return {
        ok: false,
        problem: 'PAYMENT-SIGNATURE is not an x402 version 2 payment payload (x402Version, accepted, payload).',
      };
    return { ok: true, payload: raw as PaymentPayload };
  }

  /** Did the payer sign exactly what was issued? Core fields equal, issued `extra` contained, descriptive fields unchanged when echoed. */
  matches(accepted: Record<string, unknown>, issued: PaymentRequirement): boolean {
    const same = (a: unknown, b: unknown) => canonicalJson(a ?? null) === canonicalJson(b ?? null);
    if (!CORE_FIELDS.every((field) => same(accepted[field], issued[field]))) return false;
    if (!DESCRIPTIVE_FIELDS.every((field) => accepted[field] === undefined || same(accepted[field], issued[field])))
      return false;
    const extra = accepted.extra;
    if (typeof extra !== 'object' || extra === null) return false;
    return Object.entries(issued.extra).every(([key, value]) => same((extra as Record<string, unknown>)[key], value));
  }

  /**
   * What makes a payment single-use across every checkout: an EVM authorization
   * by its payer and EIP-3009 nonce, a Solana transaction by the SHA-256 of its
   * message bytes. Undefined when the payload has neither shape.
   */
  replayKey(payload: PaymentPayload, network: Network): string | undefined {
    if (network === 'base') {
      const parsed = evmAuthorization.safeParse(payload.payload);
      if (!parsed.success) return undefined;
      const { from, nonce } = parsed.data.authorization;
      return `${this.caip2(network)}:${getAddress(from)}:${nonce.toLowerCase()}`;
    }
    const parsed = svmTransaction.safeParse(payload.payload);
    if (!parsed.success) return undefined;
    try {
      const tx = getTransactionDecoder().decode(getBase64Encoder().encode(parsed.data.transaction));
      return `${this.caip2(network)}:${createHash('sha256').update(Uint8Array.from(tx.messageBytes)).digest('hex')}`;
    } catch {
      return undefined;
    }
  }

  async verify(payload: PaymentPayload, requirement: PaymentRequirement): Promise<VerifyResponse> {
    try {
      return await this.facilitator.verify(payload, requirement);
    } catch (error) {
      return {
        isValid: false,
        invalidReason: 'verification_error',
        invalidMessage: error instanceof Error ? error.message : String(error),
      };
    }
  }

  /** Settle through the facilitator; throws when the outcome is unknown. */
  settle(payload: PaymentPayload, requirement: PaymentRequirement): Promise<SettleResponse> {
    return this.facilitator.settle(payload, requirement);
  }

  reset(): void {
    this.blockhashes.reset();
  }
}
