/** Sandbox configuration from the environment, validated once. */
import { z } from 'zod';

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
}

export function sandboxConfigFrom(source: Record<string, string | undefined>): SandboxConfig {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(source).map(([k, v]) => [k, v === '' ? undefined : v])));
  if (!parsed.success) {
    throw new Error(`Invalid sandbox configuration:\n${parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n')}`);
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
  };
}
