/**
 * X-Checkout-Token (spec 4.2 rule 2, part 5.7): 32 random bytes as unpadded
 * base64url, private to the client. The sandbox keeps only its SHA-256.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { fail } from '../http/errors';

export const CHECKOUT_TOKEN_HEADER = 'x-checkout-token';
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export const newCheckoutToken = (): string => randomBytes(32).toString('base64url');

export const hashCheckoutToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function isCheckoutToken(value: string): boolean {
  return TOKEN_FORMAT.test(value) && Buffer.from(value, 'base64url').length === 32;
}

/** The token a request carries, checked for form; undefined when absent. */
export function checkoutTokenOf(request: Request, invalid: { status: number; code: string }): string | undefined {
  const value = request.headers.get(CHECKOUT_TOKEN_HEADER);
  if (value === null) return undefined;
  if (!isCheckoutToken(value))
    throw fail(
      invalid.status,
      invalid.code,
      'X-Checkout-Token must be 32 random bytes as unpadded base64url (43 characters).',
    );
  return value;
}

export function tokenMatches(token: string | undefined, storedHash: string): boolean {
  if (token === undefined) return false;
  const given = Buffer.from(hashCheckoutToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
