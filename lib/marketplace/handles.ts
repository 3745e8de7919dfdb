/**
 * Vault handles: where an order or job secret was, the browser's copy of an
 * answer holds a handle instead. The browser names the secret to act with by
 * sending the handle in a header; the proxy looks it up and adds the secret.
 */

export const VAULT_PREFIX = 'vault:';

/** The browser names a vault entry with this header; the proxy turns it into X-Secret. */
export const SECRET_HANDLE_HEADER = 'x-secret-handle';

export const isVaultHandle = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.startsWith(VAULT_PREFIX);
