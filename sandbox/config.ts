/** Sandbox configuration from the environment, validated once. */
import { z } from 'zod';

const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const schema = z.object({
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(4020),
  SANDBOX_HOST: z.string().default('127.0.0.1'),
  /** PGlite folder, or `memory://` for a throwaway database. */
  SANDBOX_DATA_DIR: z.string().default('.data/sandbox'),
  /** Base of absolute URLs the sandbox hands out (media, actions). */
  SANDBOX_PUBLIC_URL: z.url().optional(),
  /** The "public website" the contract's `url` fields point to; by default, the dashboard. */
  SANDBOX_SITE_URL: z.url().default('http://localhost:3000'),
  /** The `/__sandbox/` test-control surface; on unless NODE_ENV is production. */
  SANDBOX_CONTROL: flag.optional(),
  SANDBOX_SERVICE_NAME: z.string().min(1).max(40).default('Sandbox'),
  /** How long after settlement the funding receipt confirms (ms); also settable through `/__sandbox/config`. */
  SANDBOX_RECEIPT_DELAY_MS: z.coerce.number().int().min(0).max(86_400_000).default(0),
  /** How long an API-key notification stream lasts before it asks to reauthenticate (part 6: 30 minutes). */
  SANDBOX_STREAM_LIFETIME_SECONDS: z.coerce.number().int().min(1).max(86_400).default(1800),
  /** Seconds between heartbeat comments on notification streams. */
  SANDBOX_STREAM_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  /** Optional overrides of the sandbox's payment addresses (otherwise derived from fixed seeds). */
  SANDBOX_SOLANA_PAY_TO: z.string().regex(BASE58_ADDRESS, 'a base58 Solana address').optional(),
  SANDBOX_SOLANA_MINT: z.string().regex(BASE58_ADDRESS, 'a base58 Solana address').optional(),
  /** 64 hex characters: the Ed25519 private key (seed) of the Solana fee payer. */
  SANDBOX_SOLANA_FEE_PAYER_SEED: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, '64 hex characters')
    .optional(),
  SANDBOX_EVM_PAY_TO: z.string().regex(EVM_ADDRESS, 'a 0x-prefixed 20-byte address').optional(),
  SANDBOX_EVM_ASSET: z.string().regex(EVM_ADDRESS, 'a 0x-prefixed 20-byte address').optional(),
  NODE_ENV: z.string().optional(),
});

export interface SandboxConfig {
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  siteUrl: string;
  controlEnabled: boolean;
  serviceName: string;
  /** Funding receipt delay after settlement; mutable through the control surface. */
  receiptDelayMs: number;
  /** Notification streams: API-key connection lifetime and heartbeat interval; mutable through the control surface. */
  streamLifetimeMs: number;
  streamHeartbeatMs: number;
  /** Payment address overrides from the environment; see `payments/addresses.ts`. */
  paymentOverrides: PaymentOverrides;
}

export interface PaymentOverrides {
  solanaPayTo?: string;
  solanaMint?: string;
  solanaFeePayerSeed?: string;
  evmPayTo?: string;
  evmAsset?: string;
}

export function sandboxConfigFrom(source: Record<string, string | undefined>): SandboxConfig {
  const parsed = schema.safeParse(
    Object.fromEntries(Object.entries(source).map(([k, v]) => [k, v === '' ? undefined : v])),
  );
  if (!parsed.success) {
    throw new Error(
      `Invalid sandbox configuration:\n${parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n')}`,
    );
  }
  const env = parsed.data;
  return {
    port: env.SANDBOX_PORT,
    host: env.SANDBOX_HOST,
    dataDir: env.SANDBOX_DATA_DIR,
    publicUrl: (env.SANDBOX_PUBLIC_URL ?? `http://localhost:${env.SANDBOX_PORT}`).replace(/\/+$/, ''),
    siteUrl: env.SANDBOX_SITE_URL.replace(/\/+$/, ''),
    controlEnabled: env.SANDBOX_CONTROL ?? env.NODE_ENV !== 'production',
    serviceName: env.SANDBOX_SERVICE_NAME,
    receiptDelayMs: env.SANDBOX_RECEIPT_DELAY_MS,
    streamLifetimeMs: env.SANDBOX_STREAM_LIFETIME_SECONDS * 1000,
    streamHeartbeatMs: env.SANDBOX_STREAM_HEARTBEAT_SECONDS * 1000,
    paymentOverrides: {
      solanaPayTo: env.SANDBOX_SOLANA_PAY_TO,
      solanaMint: env.SANDBOX_SOLANA_MINT,
      solanaFeePayerSeed: env.SANDBOX_SOLANA_FEE_PAYER_SEED,
      evmPayTo: env.SANDBOX_EVM_PAY_TO,
      evmAsset: env.SANDBOX_EVM_ASSET,
    },
  };
}
