import { describe, expect, it } from 'vitest';
import { storeQuote, hireQuote } from './checkout/contract';
import { grossFromSellerNet, priceBreakdown, workerAllocation } from './fees';

describe('platform fee math', () => {
  it('turns a 9.00 seller net into a 10.00 gross', () => {
    expect(grossFromSellerNet('9.00')).toBe('10.00');
  });

  it('rounds the gross up to the cent so the seller never gets less than their net', () => {
    expect(grossFromSellerNet('10.00')).toBe('11.12');
    expect(grossFromSellerNet('0.01')).toBe('0.02');
    expect(grossFromSellerNet('9999999999999999.99')).toBe('11111111111111111.10');
  });

  it('allocates 9.000000 USDC to the worker from a 10.00 gross hire', () => {
    expect(workerAllocation('10.00')).toBe('9.000000');
    expect(workerAllocation('0.10')).toBe('0.090000');
    expect(workerAllocation('999999.99')).toBe('899999.991000');
  });

  it('breaks a quote down into price, fee, the seller’s share and the total, adding up exactly', () => {
    const store = storeQuote('9.00', '0.000123');
    expect(priceBreakdown(store, store.paymentAmount)).toEqual({
      gross: '10.000000',
      fee: '1',
      net: '9.00',
      identification: '0.000123',
      total: '10.000123',
    });
    const hire = hireQuote('10.00', '0.000045');
    expect(priceBreakdown(hire, hire.paymentAmount)).toMatchObject({
      gross: '10.000000',
      fee: '1',
      net: '9.000000',
      total: '10.000045',
    });
    const odd = storeQuote('10.00', '0.000001');
    const { gross, fee, net } = priceBreakdown(odd, odd.paymentAmount);
    expect([gross, fee, net]).toEqual(['11.120000', '1.12', '10.00']);
  });
});
