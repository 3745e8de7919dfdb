/**
 * Query-string handling shared by the sandbox (which must refuse unknown and
 * duplicate parameters) and the pages (which keep their state in the URL).
 */
import { z } from 'zod';

export type QueryRecord = Record<string, string>;

export type QueryParseResult = { ok: true; query: QueryRecord } | { ok: false; problem: string };

/** Read a URLSearchParams into a record, refusing duplicates and names outside `allowed`. */
export function readQuery(params: URLSearchParams, allowed: readonly string[]): QueryParseResult {
  const query: QueryRecord = {};
  for (const [name, value] of params) {
    if (!allowed.includes(name)) return { ok: false, problem: `Unknown query parameter "${name}".` };
    if (name in query) return { ok: false, problem: `Query parameter "${name}" appears more than once.` };
    query[name] = value;
  }
  return { ok: true, query };
}

/** A whole number written in plain digits, within [min, max]. */
export function intParam(name: string, min: number, max: number) {
  const message = `${name} must be a whole number from ${min} to ${max}.`;
  return z
    .string()
    .regex(/^\d{1,9}$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: message }).max(max, { error: message }));
}

/** Build a query string from defined values, in the given key order. */
export function toQueryString(values: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The first issue of a failed zod parse as one sentence. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The input is not valid.';
  const field = issue.path.map(String).join('.');
  return field && !issue.message.toLowerCase().includes(field.toLowerCase()) ? `${field}: ${issue.message}` : issue.message;
}
