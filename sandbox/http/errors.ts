/** The contract's error shape: `{ok:false, errorCode, message}` plus Retry-After on 429/503. */

export class ContractError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const fail = (status: number, code: string, message: string, retryAfterSeconds?: number): ContractError =>
  new ContractError(status, code, message, retryAfterSeconds);

function errorBody(error: ContractError): Record<string, unknown> {
  const body: Record<string, unknown> = { ok: false, errorCode: error.code, message: error.message };
  if (error.retryAfterSeconds !== undefined) body.retryAfterSeconds = error.retryAfterSeconds;
  return body;
}

export function errorResponse(error: ContractError): Response {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', ...error.headers };
  if (error.retryAfterSeconds !== undefined) headers['retry-after'] = String(error.retryAfterSeconds);
  return new Response(JSON.stringify(errorBody(error)), { status: error.status, headers });
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}
