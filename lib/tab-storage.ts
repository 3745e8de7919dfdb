/**
 * What a tab keeps across its reloads (sessionStorage) as JSON: work whose outcome is in doubt, so its key, or its
 * place, outlives the page. Nothing here is a credential. Unreadable or refused storage keeps nothing.
 */

/** The value kept under `key`, parsed; undefined when there is none or it cannot be read. */
export function readKept(key: string): unknown {
  try {
    const raw = globalThis.sessionStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export const keep = (key: string, value: unknown) => globalThis.sessionStorage?.setItem(key, JSON.stringify(value));

export const forgetKept = (key: string) => globalThis.sessionStorage?.removeItem(key);
