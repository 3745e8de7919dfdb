/**
 * Validation for everything shared with the browser uses `zod/mini`: the same
 * zod, tree-shakable, so a page ships only the checks it uses.
 */
import * as z from 'zod/mini';

/** Any zod schema (mini or classic) whose output is T. */
export type Schema<T> = z.core.$ZodType<T>;

export function safeParse<T>(schema: Schema<T>, data: unknown): { success: true; data: T } | { success: false; error: z.core.$ZodError } {
  return z.safeParse(schema, data) as { success: true; data: T } | { success: false; error: z.core.$ZodError };
}

/** A plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
