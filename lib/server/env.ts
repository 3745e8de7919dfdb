/**
 * Server configuration, parsed once with zod. A bad value stops the server at
 * start (instrumentation.ts) with a message that names the variable.
 */
import 'server-only';
import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65535);
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z
  .object({
    MARKETPLACE_API_URL: z.url({ protocol: /^https?$/, error: 'MARKETPLACE_API_URL must be an http(s) URL' }).optional(),
    /** Whether the upstream is this project's sandbox; defaults to true exactly when no URL is set. */
    MARKETPLACE_SANDBOX: flag.optional(),
    SANDBOX_PORT: port.default(4020),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// URL' }).optional(),
    SESSION_SECRET: z.string().min(32, { error: 'SESSION_SECRET must be at least 32 characters' }).optional(),
    DATA_DIR: z.string().min(1).default('.data'),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
    /** Solana JSON-RPC the browser's payment client reads (through this app): the sandbox's own by default, else mainnet. */
    SOLANA_RPC_URL: z.url({ protocol: /^https?$/, error: 'SOLANA_RPC_URL must be an http(s) URL' }).optional(),
    /** The most browser notification streams one server holds open; past it, 503. */
    NOTIFY_MAX_STREAMS: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_URL && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'SESSION_SECRET is required with DATABASE_URL, so every server sharing the database can read sealed keys',
      });
    }
  });

export interface ServerEnv {
  upstreamUrl: string;
  upstreamIsSandbox: boolean;
  databaseUrl: string | undefined;
  sessionSecret: string | undefined;
  dataDir: string;
  upstreamTimeoutMs: number;
  solanaRpcUrl: string;
  hubMaxStreams: number;
}

export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const blankToUndefined = Object.fromEntries(Object.entries(source).map(([k, v]) => [k, v === '' ? undefined : v]));
  const result = envSchema.safeParse(blankToUndefined);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const upstreamUrl = (env.MARKETPLACE_API_URL ?? `http://127.0.0.1:${env.SANDBOX_PORT}`).replace(/\/+$/, '');
  const upstreamIsSandbox = env.MARKETPLACE_SANDBOX ?? env.MARKETPLACE_API_URL === undefined;
  return {
    upstreamUrl,
    upstreamIsSandbox,
    solanaRpcUrl: env.SOLANA_RPC_URL ?? (upstreamIsSandbox ? `${upstreamUrl}/solana-rpc` : 'https://api.mainnet-beta.solana.com'),
    databaseUrl: env.DATABASE_URL,
    sessionSecret: env.SESSION_SECRET,
    dataDir: env.DATA_DIR,
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    hubMaxStreams: env.NOTIFY_MAX_STREAMS,
  };
}

let cached: ServerEnv | undefined;

export function getEnv(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
