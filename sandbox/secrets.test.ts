import { describe, expect, it } from 'vitest';
import { SecretLedger } from './secrets';

const key = (n: number) => `key-${String(n).padStart(16, '0')}`;

describe('SecretLedger', () => {
  it('lists what was seen after a cursor, once per value, seeing a value again moving it forward', () => {
    const ledger = new SecretLedger(true);
    ledger.record('api-key', key(1));
    const cursor = ledger.cursor;
    ledger.record('order-secret', key(2));
    expect(ledger.since(cursor)).toEqual([{ kind: 'order-secret', value: key(2) }]);
    ledger.record('api-key', key(1));
    expect(ledger.since(cursor)).toEqual([
      { kind: 'order-secret', value: key(2) },
      { kind: 'api-key', value: key(1) },
    ]);
    expect(ledger.since(0)).toHaveLength(2);
  });

  it('ignores short values and records nothing when inactive', () => {
    const ledger = new SecretLedger(true);
    ledger.record('api-key', 'short');
    expect(ledger.since(0)).toEqual([]);
    const off = new SecretLedger(false);
    off.record('api-key', key(1));
    expect(off.since(0)).toEqual([]);
  });

  it('keeps at most 10,000 values, forgetting the least recently seen', () => {
    const ledger = new SecretLedger(true);
    for (let i = 0; i <= 10_000; i++) ledger.record('api-key', key(i));
    const values = ledger.since(0).map((s) => s.value);
    expect(values).toHaveLength(10_000);
    expect(values).not.toContain(key(0));
    expect(values).toContain(key(10_000));
  });

  it('finds credential fields at any depth of a JSON answer, and the credential headers of the request', async () => {
    const ledger = new SecretLedger(true);
    const request = new Request('http://sandbox/x', { headers: { 'x-checkout-token': key(1), 'x-secret': key(2) } });
    const response = Response.json({
      ok: true,
      purchase: { secret: key(3), items: [{ apikey: key(4) }] },
      checkout: { token: key(5), id: 'short' },
    });
    await ledger.recordExchange(request, response);
    expect(ledger.since(0)).toEqual([
      { kind: 'order-secret', value: key(2) },
      { kind: 'checkout-token', value: key(1) },
      { kind: 'order-secret', value: key(3) },
      { kind: 'api-key', value: key(4) },
      { kind: 'checkout-token', value: key(5) },
    ]);
    // The answer still reaches the client whole.
    expect(await response.json()).toMatchObject({ ok: true });
  });
});
