/**
 * The canonical JSON of a value, without zod: the sign-in proof's intent hash
 * covers it (`siwx.ts`), and forms compare what they send with it, so a form
 * need not load the proof's schemas to know it is sending the same thing again.
 */

/** JSON with object keys sorted at every depth and no whitespace: the bytes the intent hash covers. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value);
    if (text === undefined) throw new TypeError('canonicalJson: value is not representable in JSON');
    return text;
  }
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}
