/**
 * Query-string handling shared by the sandbox (which must refuse unknown and
 * duplicate parameters) and the pages (which keep their state in the URL).
 */
import * as z from 'zod/mini';

type QueryRecord = Record<string, string>;

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
export function intParam(what: string, min: number, max: number) {
  const error = `${what} must be a whole number from ${min} to ${max}.`;
  return z.pipe(
    z.pipe(z.string().check(z.regex(/^\d{1,9}$/, { error })), z.transform(Number)),
    z.int().check(z.gte(min, { error }), z.lte(max, { error })),
  );
}

/** The first issue of a failed parse as one sentence for API clients, naming the field when the message does not. */
export function firstIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The input is not valid.';
  const field = issue.path.map(String).join('.');
  return field && !issue.message.toLowerCase().includes(field.toLowerCase())
    ? `${field}: ${issue.message}`
    : issue.message;
}

/** The first issue's own words, for people: never a field path (`files.0`) or a value list. */
export function plainIssue(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? 'Something in the form is not valid.';
}
