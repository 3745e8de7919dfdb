/**
 * Server configuration, parsed once with zod. A bad value stops the server at
 * start (instrumentation.ts) with a message that names the variable.
 */
import 'server-only';
import { z } from 'zod';
import { MAINNET_USDC } from '@/lib/marketplace/assets';

const port = z.coerce.number().int().min(1).max(65535);
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** Variables where an empty value is a mistake to report, not the same as unset. */
const BLANK_IS_AN_ERROR = new Set(['SESSION_SECRET']);
const secretText = z.string().refine((v) => v.trim().length >= 32, {
  error: 'SESSION_SECRET_PREVIOUS must hold secrets of at least 32 characters, comma-separated',
});
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z
  .object({
    MARKETPLACE_API_URL: z
      .url({ protocol: /^https?$/, error: 'MARKETPLACE_API_URL must be an http(s) URL' })
      .optional(),
    /** Whether the upstream is this project's sandbox; defaults to true exactly when no URL is set. */
    MARKETPLACE_SANDBOX: flag.optional(),
    SANDBOX_PORT: port.default(4020),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// URL' }).optional(),
    SESSION_SECRET: z
      .string()
      .refine((v) => v.trim().length >= 32, {
        error:
          'SESSION_SECRET must be at least 32 characters (it is empty or shorter); unset it to use a generated secret',
      })
      .optional(),
    /** Secrets SESSION_SECRET replaced (comma-separated): what they sealed still opens, until it expires. */
    SESSION_SECRET_PREVIOUS: z
      .string()
      .transform((v) => v.split(',').map((value) => value.trim()))
      .pipe(z.array(secretText))
      .optional(),
    DATA_DIR: z.string().min(1).default('.data'),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
    /** Solana JSON-RPC the browser's payment client reads (through this app): the sandbox's own by default, else mainnet. */
    SOLANA_RPC_URL: z.url({ protocol: /^https?$/, error: 'SOLANA_RPC_URL must be an http(s) URL' }).optional(),
    /** The mints whose account the relay reads (comma-separated): mainnet USDC by default; any address for the sandbox's own RPC, which knows only its mint. */
    SOLANA_USDC_MINTS: z
      .string()
      .transform((v) => v.split(',').map((mint) => mint.trim()))
      .pipe(
        z.array(
          z.string().regex(SOLANA_ADDRESS, { error: 'SOLANA_USDC_MINTS must be comma-separated Solana addresses' }),
        ),
      )
      .optional(),
    /** The live marketplace's payees (comma-separated Solana and Base addresses): when set, a payment to any other address is refused before signing. */
    MARKETPLACE_PAY_TO: z
      .string()
      .transform((v) => v.split(',').map((address) => address.trim()))
      .pipe(
        z.array(
          z.string().refine((address) => SOLANA_ADDRESS.test(address) || EVM_ADDRESS.test(address), {
            error: 'MARKETPLACE_PAY_TO must be comma-separated Solana or Base addresses',
          }),
        ),
      )
      .optional(),
    /** Origins (comma-separated) the marketplace's pictures may come from besides its own (the picture route's allowlist). */
    MEDIA_ORIGINS: z
      .string()
      .transform((v) => v.split(',').map((origin) => origin.trim()))
      .pipe(
        z.array(
          z
            .url({ protocol: /^https?$/, error: 'MEDIA_ORIGINS must be comma-separated http(s) origins' })
            .transform((url) => new URL(url).origin),
        ),
      )
      .optional(),
    /** The marketplace's public website, where what the dashboard cannot act on is handled (a seller's orders). */
    MARKETPLACE_SITE_URL: z
      .url({ protocol: /^https?$/, error: 'MARKETPLACE_SITE_URL must be an http(s) URL' })
      .transform((url) => new URL(url).origin)
      .optional(),
    /** The dashboard's public address, the base of absolute links in link previews (Open Graph). */
    SITE_URL: z.url({ protocol: /^https?$/, error: 'SITE_URL must be an http(s) URL' }).optional(),
    PORT: port.default(3000),
    /** The most browser notification streams one server holds open; past it, 503. */
    NOTIFY_MAX_STREAMS: z.coerce.number().int().min(1).max(1_000_000).default(2000),
    /** The most tabs one account, and one browser session, may stream from one server; past it, 429. */
    NOTIFY_MAX_TABS_PER_ACCOUNT: z.coerce.number().int().min(1).max(1_000_000).default(32),
    NOTIFY_MAX_TABS_PER_SESSION: z.coerce.number().int().min(1).max(1_000_000).default(16),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_URL && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message:
          'SESSION_SECRET is required with DATABASE_URL, so every server sharing the database can read sealed keys',
      });
    }
  });

export interface ServerEnv {
  upstreamUrl: string;
  upstreamIsSandbox: boolean;
  databaseUrl: string | undefined;
  sessionSecret: string | undefined;
  previousSessionSecrets: readonly string[];
  dataDir: string;
  upstreamTimeoutMs: number;
  solanaRpcUrl: string;
  /** The mints the Solana relay may read, or 'any' when it relays to the sandbox's own RPC. */
  solanaMints: readonly string[] | 'any';
  /** The live marketplace's payees by network, when configured. */
  payTo: { solana?: string[]; base?: string[] } | undefined;
  mediaOrigins: readonly string[];
  hubMaxStreams: number;
  hubMaxStreamsPerAccount: number;
  hubMaxStreamsPerSession: number;
  siteUrl: string;
  /** The marketplace website's origin when configured; otherwise the live site, or what the sandbox reports. */
  marketplaceSiteUrl: string | undefined;
}

const nonEmpty = (list: string[]) => (list.length > 0 ? list : undefined);

/** Solana's public mainnet RPC: the default against the live service, which limits and often refuses servers. */
export const PUBLIC_SOLANA_RPC = 'https://api.mainnet-beta.solana.com';

export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const blankToUndefined = Object.fromEntries(
    Object.entries(source).map(([k, v]) => [k, v === '' && !BLANK_IS_AN_ERROR.has(k) ? undefined : v]),
  );
  const result = envSchema.safeParse(blankToUndefined);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const upstreamUrl = (env.MARKETPLACE_API_URL ?? `http://127.0.0.1:${env.SANDBOX_PORT}`).replace(/\/+$/, '');
  const upstreamIsSandbox = env.MARKETPLACE_SANDBOX ?? env.MARKETPLACE_API_URL === undefined;
  const sandboxRpc = upstreamIsSandbox && !env.SOLANA_RPC_URL;
  return {
    upstreamUrl,
    upstreamIsSandbox,
    solanaRpcUrl: env.SOLANA_RPC_URL ?? (upstreamIsSandbox ? `${upstreamUrl}/solana-rpc` : PUBLIC_SOLANA_RPC),
    solanaMints: env.SOLANA_USDC_MINTS ?? (sandboxRpc ? 'any' : [MAINNET_USDC.solana]),
    mediaOrigins: env.MEDIA_ORIGINS ?? [],
    payTo: env.MARKETPLACE_PAY_TO && {
      solana: nonEmpty(env.MARKETPLACE_PAY_TO.filter((a) => SOLANA_ADDRESS.test(a))),
      base: nonEmpty(env.MARKETPLACE_PAY_TO.filter((a) => EVM_ADDRESS.test(a))),
    },
    databaseUrl: env.DATABASE_URL,
    sessionSecret: env.SESSION_SECRET,
    previousSessionSecrets: env.SESSION_SECRET_PREVIOUS ?? [],
    dataDir: env.DATA_DIR,
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    hubMaxStreams: env.NOTIFY_MAX_STREAMS,
    hubMaxStreamsPerAccount: env.NOTIFY_MAX_TABS_PER_ACCOUNT,
    hubMaxStreamsPerSession: env.NOTIFY_MAX_TABS_PER_SESSION,
    siteUrl: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    marketplaceSiteUrl: env.MARKETPLACE_SITE_URL,
  };
}

let cached: ServerEnv | undefined;

export function getEnv(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
