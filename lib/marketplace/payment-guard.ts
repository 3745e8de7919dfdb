/**
 * Sign only what the person confirmed. Before any wallet is asked, the
 * requirement of an x402 challenge is held against what the page showed:
 * the amount no higher (exactly it, where the page said so), USDC on the chosen network, the marketplace's payee,
 * and the resource the route being paid. Anything else is refused in plain
 * words, and nothing is signed. The one check for checkout, hire, launches,
 * quick routes, job payments and social jobs.
 */
import { MarketplaceError } from './errors';
import type { Network } from './schema';
import { jobPaymentAt } from './launch/job-payment';
import { BASE_MAINNET, SOLANA_MAINNET } from './siwx';

/** What a network's payments must look like: its USDC asset(s) and the marketplace's payee(s); a network without payees listed is not checked for them. */
export interface PaymentTerms {
  usdc: Record<Network, readonly string[]>;
  payees?: Partial<Record<Network, readonly string[]>>;
}

/** What the person confirmed on the page. */
export interface Confirmed {
  network: Network;
  /** The most they agreed to pay, in USDC atomic units: the amount the page showed. */
  maxAtomic: string;
  /**
   * The page showed this amount as exactly what the wallet signs (a checkout's quote, whose identification amount
   * matches the payment to its order): the requirement must ask for exactly it, no less either.
   */
  exact?: boolean;
  /** The path of the route being paid; the requirement's resource must name it. */
  resourcePath: string;
  /** New work being paid for: the resource may instead be the new job's own payment address (spec 4.14). */
  mayNameJobPayment?: boolean;
  terms: PaymentTerms;
}

/** A requirement as both x402 versions carry it (v2 names the amount `amount`, v1 `maxAmountRequired`). */
export interface Requirement {
  scheme: string;
  network: string;
  asset: string;
  payTo: string;
  amount?: unknown;
  maxAmountRequired?: unknown;
  resource?: unknown;
}

/** A challenge: v2 may name its resource once, beside the requirements. */
export interface Challenge {
  x402Version: number;
  accepts: readonly Requirement[];
  resource?: unknown;
}

/** How each version names the networks: CAIP-2 ids in v2, bare names in v1. */
export const NETWORK_IDS = {
  2: { base: BASE_MAINNET, solana: SOLANA_MAINNET },
  1: { base: 'base', solana: 'solana' },
} as const;

const refuse = (code: string) => new MarketplaceError({ status: 402, code });
/** EVM addresses compare without their checksum case; Solana's base58 is case-sensitive. */
const sameAddress = (network: Network, a: string, b: string) =>
  network === 'base' ? a.toLowerCase() === b.toLowerCase() : a === b;
const resourcePathOf = (value: unknown): string | undefined => {
  const url =
    typeof value === 'string'
      ? value
      : typeof value === 'object' && value !== null
        ? (value as { url?: unknown }).url
        : undefined;
  if (typeof url !== 'string') return undefined;
  try {
    return new URL(url).pathname;
  } catch {
    return undefined;
  }
};

/** The requirement a payment on `network` signs: its exact scheme, named as the challenge's version names networks. */
const requirementOn = <R extends { network: string; scheme?: unknown }>(
  challenge: { x402Version: number; accepts: readonly R[] },
  network: Network,
): R | undefined =>
  challenge.accepts.find(
    (r) => r.network === NETWORK_IDS[challenge.x402Version === 1 ? 1 : 2][network] && r.scheme === 'exact',
  );

/**
 * The one requirement of `challenge` that may be signed for what was
 * confirmed, or a refusal (a MarketplaceError whose words say what was wrong
 * and that nothing was signed).
 */
export function requirementToSign(challenge: Challenge, confirmed: Confirmed): Requirement {
  const requirement = requirementOn(challenge, confirmed.network);
  if (!requirement) throw refuse(challenge.accepts.length === 0 ? 'RESPONSE_INVALID' : 'PAYMENT_NETWORK_UNEXPECTED');

  const asked = askedAtomic(challenge, requirement);
  if (!/^\d{1,30}$/.test(asked) || !/^\d{1,30}$/.test(confirmed.maxAtomic)) throw refuse('RESPONSE_INVALID');
  if (BigInt(asked) > BigInt(confirmed.maxAtomic)) throw refuse('PAYMENT_ABOVE_SHOWN_PRICE');
  if (confirmed.exact && BigInt(asked) !== BigInt(confirmed.maxAtomic)) throw refuse('PAYMENT_NOT_SHOWN_AMOUNT');

  if (
    !confirmed.terms.usdc[confirmed.network].some((asset) => sameAddress(confirmed.network, asset, requirement.asset))
  )
    throw refuse('PAYMENT_ASSET_UNEXPECTED');
  const payees = confirmed.terms.payees?.[confirmed.network];
  if (payees && !payees.some((payee) => sameAddress(confirmed.network, payee, requirement.payTo)))
    throw refuse('PAYMENT_PAYEE_UNEXPECTED');

  // The marketplace's address may carry a path prefix of its own: the resource ends with the route's path.
  const resource = resourcePathFor(challenge, requirement);
  // Or, for new work, the new job's own payment address (spec 4.14), where the payment is then sent (`paidRetryOf`).
  const jobPayment = confirmed.mayNameJobPayment ? jobPaymentAt(resource ?? '') : undefined;
  if (!resource || !(resource.endsWith(confirmed.resourcePath) || jobPayment?.network === confirmed.network))
    throw refuse('PAYMENT_RESOURCE_UNEXPECTED');
  return requirement;
}

/** The address the requirement that would be signed on `network` pays, for the person to see before signing. */
export const payeeOf = (
  challenge: { x402Version: number; accepts: readonly { network: string; scheme?: unknown; payTo?: unknown }[] },
  network: Network,
): string | undefined => {
  const payTo = requirementOn(challenge, network)?.payTo;
  return typeof payTo === 'string' ? payTo : undefined;
};

/** The path of the resource a requirement pays for: its own, or (v2) the challenge's, named once beside the requirements. */
export const resourcePathFor = (challenge: Challenge, requirement: Requirement): string | undefined =>
  resourcePathOf(requirement.resource) ?? resourcePathOf(challenge.resource);

/** The atomic amount a requirement asks for: v1 names it `maxAmountRequired`, v2 `amount` (the sandbox's v2 carries both); '' when it names none. */
export function askedAtomic(challenge: Pick<Challenge, 'x402Version'>, requirement: Requirement): string {
  const asked =
    challenge.x402Version === 1 ? requirement.maxAmountRequired : (requirement.amount ?? requirement.maxAmountRequired);
  return typeof asked === 'string' ? asked : '';
}
