/**
 * Where a listing change in doubt is kept in the tab (per account and slot: the new listing, or one listing), apart
 * from what sends it, so a page can tell there is one and load its form at once, without loading the form's code first.
 */
const PREFIX = 'marketplace.listing-change.v1:';

export const keptChangeKey = (accountId: string, place: string) => `${PREFIX}${accountId}:${place}`;

/** Whether the tab keeps a change in doubt for this slot (under any account: the form then checks whose it is). */
export function hasKeptChange(place: string): boolean {
  try {
    const storage = globalThis.sessionStorage;
    if (!storage) return false;
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(PREFIX) && key.endsWith(`:${place}`)) return true;
    }
  } catch {
    // Storage refused (a private window's policy): nothing is kept.
  }
  return false;
}
