import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_ACTIONS } from './error-actions';
import { MarketplaceError, errorFromResponse, loadErrorWords, mayHaveHappened } from './errors';
import { ERROR_MESSAGES, ERROR_WORDS, describeError } from './error-words';
import type { RouteDef } from './route';
import { ROUTES } from './routes';

const root = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(path.join(root, file)).isDirectory())
      return ['conformance', 'seed', 'migrations'].includes(name) ? [] : sourceFiles(file);
    // The sandbox's control surfaces (sandbox/control.ts, sandbox/<area>/control.ts) are for tests, never for people.
    const control = file.startsWith(`sandbox${path.sep}`) && name === 'control.ts';
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !control ? [file] : [];
  });
}

/** Every error code a program here can answer with: `fail(409, 'CODE')`, `errorResponse(400, 'CODE')`, `errorCode: 'CODE'`, `code: 'CODE'`. */
function codesIn(dirs: string[]): Map<string, string> {
  const found = new Map<string, string>();
  const pattern =
    /(?:(?:fail|errorResponse)\(\s*\d{3}\s*,\s*|errorCode:\s*|\bcode:\s*)'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)'/g;
  for (const file of dirs.flatMap(sourceFiles)) {
    for (const match of readFileSync(path.join(root, file), 'utf8').matchAll(pattern)) found.set(match[1]!, file);
  }
  return found;
}

describe('error wording', () => {
  beforeAll(() => loadErrorWords());

  it('gives every code one plain sentence that ends with what to do, without codes, field paths or protocol words', () => {
    for (const [code, { message, action }] of Object.entries(ERROR_MESSAGES)) {
      expect(message, code).toMatch(/^[A-Z“].*[.]$/);
      // Two sentences at least, or one that says what to do: "…. Sign again." / "Sign in with your wallet to continue."
      expect(message.split(/(?<=\.) /).length >= 2 || /^(Sign|Check|Wait|Enter|Choose)\b/.test(message), code).toBe(
        true,
      );
      expect(message, code).not.toMatch(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/);
      expect(message, code).not.toMatch(
        /`|\{|\}|\b[a-zA-Z]\w*\.\d+\b|\b(GET|POST|PUT|HTTP|JSON|API key header|KiB|null|undefined)\b/,
      );
      expect(action, code).toMatch(
        /^(retry-later|sign-in|sign-again|check-status|verify-human|fix-input|contact-support|none)$/,
      );
    }
  });

  it('covers every code of the route table', () => {
    for (const route of ROUTES as readonly RouteDef[]) {
      const { input, method, tooLarge, mediaType, fields } = route.codes;
      const codes = [input, method, tooLarge, mediaType, route.window?.code, ...Object.values(fields ?? {})].filter(
        Boolean,
      ) as string[];
      for (const code of codes) expect(ERROR_MESSAGES[code], `${route.id}: ${code}`).toBeDefined();
    }
  });

  it('covers every code the proxy, the session routes, the pages and the sandbox answer with', () => {
    const codes = codesIn(['lib/server', 'lib/marketplace', 'app', 'sandbox']);
    expect(codes.size).toBeGreaterThan(40);
    const missing = [...codes].filter(([code]) => !ERROR_MESSAGES[code]).map(([code, file]) => `${code} (${file})`);
    expect(missing).toEqual([]);
  });

  it('falls back to a plain sentence for a code it does not know, by status', () => {
    for (const status of [0, 400, 401, 403, 404, 409, 418, 429, 500, 503]) {
      const { message } = describeError('SOMETHING_NEW', status);
      expect(message).toMatch(/^[A-Z].*\.$/);
      expect(message).not.toContain('SOMETHING_NEW');
    }
  });

  it('never puts the code or the upstream’s own words in the message', () => {
    const error = errorFromResponse(
      409,
      { ok: false, errorCode: 'CHECKOUT_QUOTE_EXPIRED', message: 'quote expired at 2025-01-01T00:00:00Z (upstream)' },
      '7',
    );
    expect(error.message).toBe(ERROR_MESSAGES.CHECKOUT_QUOTE_EXPIRED!.message);
    expect(error.message).not.toContain('upstream');
    expect(error.retryAfterSeconds).toBe(7);
    expect(new MarketplaceError({ status: 418, code: 'TEAPOT_CODE' }).message).not.toContain('TEAPOT');
  });

  it('explains every swap and earnings code of part 7', () => {
    const part7 = [
      [
        'SWAP_INPUT_INVALID',
        'SWAP_ASSET_INVALID',
        'SWAP_AMOUNT_INVALID',
        'SWAP_REQUEST_KEY_INVALID',
        'SWAP_AMOUNT_TOO_SMALL',
        'SWAP_INVALID_REQUEST',
        'SWAP_INSUFFICIENT_BALANCE',
      ],
      ['AGENT_SWAP_INTENT_INVALID', 'EARNINGS_INPUT_INVALID', 'EARNINGS_REQUEST_TOO_LARGE', 'EARNINGS_METHOD_INVALID'],
      [
        'SWAP_ACCOUNT_CHANGED',
        'SWAP_HISTORY_ACCOUNT_CHANGED',
        'EARNINGS_ACCOUNT_CHANGED',
        'SWAP_NOT_FOUND',
        'SWAP_IDEMPOTENCY_CONFLICT',
        'SWAP_ALREADY_PENDING',
      ],
      [
        'SWAP_RATE_LIMITED',
        'SWAP_HISTORY_RATE_LIMITED',
        'EARNINGS_RATE_LIMITED',
        'AGENT_SWAP_UNAVAILABLE',
        'AGENT_SWAP_SCHEMA_NOT_READY',
        'SWAP_RATE_LIMIT_UNAVAILABLE',
      ],
      [
        'SWAP_HISTORY_UNAVAILABLE',
        'SWAP_HISTORY_RATE_LIMIT_UNAVAILABLE',
        'EARNINGS_UNAVAILABLE',
        'EARNINGS_RATE_LIMIT_UNAVAILABLE',
      ],
    ].flat();
    expect(part7.filter((code) => !ERROR_MESSAGES[code])).toEqual([]);
    // People read sentences, never the code itself or a field path.
    for (const code of part7) expect(ERROR_MESSAGES[code]!.message).toMatch(/^[A-Z][^_]*[.!]$/);
  });

  it('falls back on the status for a code it does not know', () => {
    expect(describeError('SOMETHING_NEW', 429).action).toBe('retry-later');
    expect(describeError(undefined, 502).action).toBe('retry-later');
    // A body too large, or a request in a form the marketplace does not take (spec 7), says what to do.
    expect(describeError('SOMETHING_NEW', 413)).toMatchObject({ action: 'fix-input', message: /Shorten it/ });
    for (const status of [405, 415])
      expect(describeError('SOMETHING_NEW', status)).toMatchObject({ action: 'none', message: /Reload the page/ });
    expect(describeError('SOMETHING_NEW', 415).message).not.toMatch(/^Something went wrong/);
  });

  it('gives every code of the actions its words, and no other', () => {
    expect(Object.keys(ERROR_WORDS).sort()).toEqual(Object.keys(ERROR_ACTIONS).sort());
  });
});

describe('error words on failure only', () => {
  it('keeps the catalogue’s sentences out of the error class, which every calling page loads', () => {
    const source = readFileSync(path.join(root, 'lib/marketplace/errors.ts'), 'utf8');
    // Only the status sentences, which an error says until the words load, are in both.
    const shared = new Set(
      [0, 400, 401, 403, 404, 409, 429, 500, 503].map((status) => describeError(undefined, status).message),
    );
    const inClass = Object.entries(ERROR_WORDS).filter(
      ([code, words]) => code !== 'NETWORK_ERROR' && !shared.has(words) && source.includes(words),
    );
    expect(inClass.map(([code]) => code)).toEqual([]);
    expect(source).not.toMatch(/^import .*from '\.\/error-words'/m);
  });

  it('says a status’s plain sentence, never the code, until the words have loaded, then the code’s own', async () => {
    vi.resetModules();
    const fresh = await import('./errors');
    const expired = new fresh.MarketplaceError({ status: 409, code: 'CHECKOUT_QUOTE_EXPIRED' });
    expect(expired.message).toBe(describeError('SOMETHING_NEW', 409).message);
    expect(expired.message).not.toContain('CHECKOUT');
    expect(new fresh.MarketplaceError({ status: 0, code: 'NETWORK_ERROR' }).message).toBe(ERROR_WORDS.NETWORK_ERROR);
    // The action is known at once: pages decide on it before any words load.
    expect(expired.action).toBe(ERROR_MESSAGES.CHECKOUT_QUOTE_EXPIRED!.action);
    expect(new fresh.MarketplaceError({ status: 504, code: 'PROXY_UPSTREAM_TIMEOUT' }).action).toBe('check-status');
    // An error view waits for this before it shows.
    await fresh.errorWordsPending();
    expect(fresh.errorWordsPending()).toBeUndefined();
    expect(expired.message).toBe(ERROR_WORDS.CHECKOUT_QUOTE_EXPIRED);
  });

  it('takes a refusal the proxy gave before sending anything for one that happened nowhere', () => {
    const refused = new MarketplaceError({ status: 400, code: 'PROXY_HANDLE_UNKNOWN' });
    expect(mayHaveHappened(refused)).toBe(false);
    expect(refused.message).not.toMatch(/order/);
    // A full journal refuses before sending: nothing was paid, whatever its list holds.
    expect(mayHaveHappened(new MarketplaceError({ status: 429, code: 'PROXY_JOURNAL_FULL' }))).toBe(false);
  });

  it('gives every code the same action it always had', () => {
    for (const [code, { action }] of Object.entries(ERROR_MESSAGES))
      expect(new MarketplaceError({ status: 400, code }).action, code).toBe(action);
  });
});
