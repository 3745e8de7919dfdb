/**
 * Validation for everything shared with the browser uses `zod/mini`: the same
 * zod, tree-shakable, so a page ships only the checks it uses. Also the small
 * schema pieces several areas share.
 */
import * as z from 'zod/mini';
import { NETWORKS, NICKNAME, isRecord, type Network } from './values';

/** Any zod schema (mini or classic) whose output is T. */
export type Schema<T> = z.core.$ZodType<T>;

export function safeParse<T>(
  schema: Schema<T>,
  data: unknown,
): { success: true; data: T } | { success: false; error: z.core.$ZodError } {
  return z.safeParse(schema, data) as { success: true; data: T } | { success: false; error: z.core.$ZodError };
}

export { isRecord, NETWORKS, NICKNAME, type Network };

/** NUL, or half of a surrogate pair: JSON text can carry them, PostgreSQL text and JSON cannot hold them. */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_MESSAGE =
  'The input holds a NUL character or half of a surrogate pair, which cannot be stored.';

/**
 * Whether any string (or key) in a decoded JSON value holds text a database cannot store, so it is refused
 * as input rather than failing on insert. Walked with a list, not recursion: nested arrays are as deep as the body is long.
 */
export function hasUnstorableText(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (UNSTORABLE.test(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (isRecord(next)) {
      for (const [key, item] of Object.entries(next)) {
        if (UNSTORABLE.test(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/** A decimal string as the marketplace writes money: digits, optionally a fraction. */
export const decimalString = z.string().check(z.regex(/^\d+(\.\d+)?$/));

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/;
export const idempotencyKeySchema = z
  .string({ error: 'The operation key is missing; start the operation again.' })
  .check(z.regex(IDEMPOTENCY_KEY, { error: 'The operation key is not valid; start the operation again.' }));

/**
 * Control characters, percent-encoding left after decoding (a double-encoded
 * path), separators, or a dot segment, also with a `;` parameter (`..;`).
 */
const UNSAFE_ID = /[\u0000-\u001f\u007f/\\]|%[0-9A-Fa-f]{2}|^\.+(;|$)/;

/**
 * An opaque identifier that travels as one path segment: at most `max`
 * characters, none that could change which path the upstream sees.
 */
export const opaqueId = (max: number) =>
  z.string().check(
    z.minLength(1),
    z.maxLength(max),
    z.refine((v) => !UNSAFE_ID.test(v), { error: 'That identifier is not valid.' }),
  );

/** A whole number in a JSON body, from `min` to `max`; `what` names it in the refusal. */
export const wholeNumberSchema = (what: string, min: number, max: number) =>
  z
    .int({ error: `${what} must be a whole number.` })
    .check(
      z.gte(min, { error: `${what} must be from ${min} to ${max}.` }),
      z.lte(max, { error: `${what} must be from ${min} to ${max}.` }),
    );

/** A paging cursor the marketplace gave out: opaque, at most 500 characters. */
export const cursorSchema = z.string().check(z.minLength(1), z.maxLength(500));

/** A job secret (at most 512 characters), or in the browser a vault handle standing for one. */
export const jobSecretSchema = z
  .string()
  .check(z.minLength(1, { error: 'The job secret is missing.' }), z.maxLength(512));

export const nicknameSchema = z
  .string()
  .check(z.regex(NICKNAME, { error: 'A nickname is 3 to 32 letters, digits, dots, underscores or hyphens.' }));

export const networkSchema = z.enum(NETWORKS, { error: 'Choose Solana or Base.' });

/** A strict JSON object whose refusals of unknown fields, or of a non-object, say so in a sentence. */
export const strictBody = <const Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `${issue.keys.map((key) => `"${key}"`).join(', ')} is not a field this takes.`
        : issue.code === 'invalid_type'
          ? 'The body must be a JSON object.'
          : undefined,
  });

/** The body of routes that take `{}`. */
export const emptyObject = z.strictObject({});

/**
 * A check whose failure the contract names with its own error code (e.g. a
 * price that cannot be represented is `STORE_PRODUCT_PRICE_UNSUPPORTED`, not
 * the route's generic input code): pass it as the check's `params`.
 */
export const withErrorCode = (code: string) => ({ params: { code } });
// ---- form fields -------------------------------------------------------------
// Forms check what people type with the contract's own schemas; these wrap a
// schema for a text box: surrounding spaces trimmed, and a blank box worded
// apart from a wrong value.

/** The schema of a text box's value, typed as reading the string the box holds. */
const readingText = <S extends z.core.$ZodType>(schema: S) => schema as unknown as z.core.$ZodType<z.output<S>, string>;

/** How many bytes a value takes as the JSON body it is sent as: the contract limits bodies in bytes. */
export const jsonBytes = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value)).byteLength;

/** A text box read with `schema` after trimming. */
export const trimmed = <S extends z.core.$ZodType>(schema: S) =>
  z.pipe(z.string().check(z.trim()), readingText(schema));

/** A text box that must be filled in (`whenBlank` says so), then read with `schema`. */
export const filledIn = <S extends z.core.$ZodType>(schema: S, whenBlank: string) =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.refine((v) => v !== '', { error: whenBlank }),
    ),
    readingText(schema),
  );

/** A text box that may stay blank; anything typed in it must pass `schema`, whose words are shown at the box. */
export const blankOr = (schema: z.core.$ZodType<unknown, string>) =>
  z.string().check(
    z.trim(),
    z.superRefine((value, ctx) => {
      if (value === '') return;
      const checked = z.safeParse(schema, value);
      if (!checked.success)
        for (const issue of checked.error.issues)
          ctx.addIssue({ code: 'custom', message: issue.message, input: value });
    }),
  );
