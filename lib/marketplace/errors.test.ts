import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from './errors';
import type { RouteDef } from './route';
import { ROUTES } from './routes';

describe('the error catalogue', () => {
  it('has a plain sentence for every code a route of the table declares', () => {
    const declared = (ROUTES as readonly RouteDef[]).flatMap((route) => {
      const { input, method, tooLarge, mediaType, fields } = route.codes;
      return [input, method, tooLarge, mediaType, route.window?.code, ...Object.values(fields ?? {})]
        .filter((code): code is string => code !== undefined)
        .map((code) => [route.id, code] as const);
    });
    const missing = declared.filter(([, code]) => !ERROR_MESSAGES[code]);
    expect(missing).toEqual([]);
  });

  it('explains every swap and earnings code of part 7', () => {
    const part7 = [
      ['SWAP_INPUT_INVALID', 'SWAP_ASSET_INVALID', 'SWAP_AMOUNT_INVALID', 'SWAP_REQUEST_KEY_INVALID', 'SWAP_AMOUNT_TOO_SMALL', 'SWAP_INVALID_REQUEST', 'SWAP_INSUFFICIENT_BALANCE'],
      ['AGENT_SWAP_INTENT_INVALID', 'EARNINGS_INPUT_INVALID', 'EARNINGS_REQUEST_TOO_LARGE', 'EARNINGS_METHOD_INVALID'],
      ['SWAP_ACCOUNT_CHANGED', 'SWAP_HISTORY_ACCOUNT_CHANGED', 'EARNINGS_ACCOUNT_CHANGED', 'SWAP_NOT_FOUND', 'SWAP_IDEMPOTENCY_CONFLICT', 'SWAP_ALREADY_PENDING'],
      ['SWAP_RATE_LIMITED', 'SWAP_HISTORY_RATE_LIMITED', 'EARNINGS_RATE_LIMITED', 'AGENT_SWAP_UNAVAILABLE', 'AGENT_SWAP_SCHEMA_NOT_READY', 'SWAP_RATE_LIMIT_UNAVAILABLE'],
      ['SWAP_HISTORY_UNAVAILABLE', 'SWAP_HISTORY_RATE_LIMIT_UNAVAILABLE', 'EARNINGS_UNAVAILABLE', 'EARNINGS_RATE_LIMIT_UNAVAILABLE'],
    ].flat();
    expect(part7.filter((code) => !ERROR_MESSAGES[code])).toEqual([]);
    // People read sentences, never the code itself or a field path.
    for (const code of part7) expect(ERROR_MESSAGES[code]!.message).toMatch(/^[A-Z][^_]*[.!]$/);
  });
});
