/**
 * The small value helpers the browser's call path needs, without zod: a page's
 * first load then carries no zod at all. Answers are checked with the schema's
 * own Standard Schema method, so checking one needs only the schema, which
 * loads with the area's contract.
 */
import type { Schema } from './schema';

/** A plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `data` read with `schema`: its output, or a failure. The contract's schemas are all synchronous. */
export function parseWith<T>(schema: Schema<T>, data: unknown): { success: true; data: T } | { success: false } {
  const result = schema['~standard'].validate(data);
  if (result instanceof Promise || result.issues) return { success: false };
  return { success: true, data: result.value as T };
}

/** A public nickname: 3-32 letters, digits, dots, underscores or hyphens (case-insensitive). */
export const NICKNAME = /^[A-Za-z0-9._-]{3,32}$/;

export const NETWORKS = ['solana', 'base'] as const;
export type Network = (typeof NETWORKS)[number];
/** Each network as people call it. */
export const NETWORK_LABEL: Record<Network, string> = { solana: 'Solana', base: 'Base' };

/** A fresh idempotency key for one intended operation (kept across its retries, never replaced). */
export const newIdempotencyKey = (prefix: string): string => `${prefix}:${crypto.randomUUID()}`;
