import { describe, expect, it } from 'vitest';
import { safeParse } from '../schema';
import { hireBodySchema, purchaseBodySchema } from './contract';
import { checkoutBody, checkoutFormSchema, emptyCheckoutForm } from './form';

const issues = (kind: 'store' | 'hire', values: object) => {
  const parsed = safeParse(checkoutFormSchema(kind), { ...emptyCheckoutForm(), ...values });
  return parsed.success ? [] : parsed.error.issues.map((i) => ({ at: i.path.join('.'), message: i.message }));
};

describe('checkout form', () => {
  it('asks for a hire’s brief and budget in plain words, at their fields', () => {
    expect(issues('hire', {})).toEqual([
      { at: 'description', message: 'Describe the work you are hiring for.' },
      { at: 'budgetUsd', message: 'Enter a budget, like 25 or 25.50.' },
    ]);
    expect(issues('hire', { description: 'A logo', budgetUsd: '0.05' })).toEqual([
      { at: 'budgetUsd', message: 'The budget must be between 0.10 and 999999.99 USD.' },
    ]);
    expect(issues('hire', { description: 'A logo', budgetUsd: '12.345' })[0]?.message).toMatch(/at most 2 decimals/);
  });

  it('leaves blank attachment rows out and words a bad link at its own row', () => {
    expect(issues('store', { attachments: [{ url: '' }, { url: '   ' }] })).toEqual([]);
    expect(issues('store', { attachments: [{ url: 'https://files.example/a.pdf' }, { url: 'ftp://x' }] })).toEqual([
      { at: 'attachments.1.url', message: 'An attachment must be a link starting with https://.' },
    ]);
    const six = Array.from({ length: 6 }, (_, i) => ({ url: `https://files.example/${i}` }));
    expect(issues('store', { attachments: six })).toEqual([{ at: 'attachments', message: 'At most 5 attachments.' }]);
  });

  it('limits a description to the contract’s 10,000 characters', () => {
    expect(issues('store', { description: 'x'.repeat(10_001) })).toEqual([
      { at: 'description', message: 'The description can be at most 10,000 characters.' },
    ]);
  });

  it('refuses, at the description, fields within their limits whose body would pass the checkout’s 16 KiB', () => {
    const links = Array.from({ length: 5 }, (_, i) => ({ url: `https://files.example/${i}/${'a'.repeat(2000)}` }));
    const tooLong =
      'Together the description and the links are too long to send (16 KiB at most). Shorten the description.';
    expect(issues('hire', { description: 'é'.repeat(10_000), budgetUsd: '25', attachments: links })).toEqual([
      { at: 'description', message: tooLong },
    ]);
    // Ten thousand accented letters alone are 20,000 bytes.
    expect(issues('store', { description: 'é'.repeat(10_000) })).toEqual([{ at: 'description', message: tooLong }]);
    expect(issues('store', { description: 'x'.repeat(10_000), attachments: links.slice(0, 2) })).toEqual([]);
    const hire = safeParse(checkoutFormSchema('hire'), {
      ...emptyCheckoutForm(),
      description: 'x'.repeat(10_000),
      budgetUsd: '25',
      attachments: links.slice(0, 2),
    });
    if (!hire.success) throw new Error('the hire form was refused');
    const body = checkoutBody({ kind: 'hire', nickname: 'a'.repeat(32) }, hire.data, `hire:${'k'.repeat(100)}`);
    expect(new TextEncoder().encode(JSON.stringify(body)).byteLength).toBeLessThanOrEqual(16 * 1024);
  });

  it('becomes exactly the body the contract accepts', () => {
    const store = safeParse(checkoutFormSchema('store'), {
      ...emptyCheckoutForm(),
      network: 'base',
      description: '  ',
      attachments: [{ url: '' }, { url: ' https://f.example/x ' }],
    });
    if (!store.success) throw new Error('the store form was refused');
    const storeBody = checkoutBody(
      { kind: 'store', productId: 'p_1', productName: 'Logo' },
      store.data,
      'purchase:12345678',
    );
    expect(storeBody).toEqual({
      productId: 'p_1',
      network: 'base',
      idempotencyKey: 'purchase:12345678',
      attachments: ['https://f.example/x'],
    });
    expect(safeParse(purchaseBodySchema, storeBody).success).toBe(true);

    const hire = safeParse(checkoutFormSchema('hire'), {
      ...emptyCheckoutForm(),
      description: ' Two concepts ',
      budgetUsd: ' 10.00 ',
    });
    if (!hire.success) throw new Error('the hire form was refused');
    const hireBody = checkoutBody({ kind: 'hire', nickname: 'pixel.forge' }, hire.data, 'hire:12345678');
    expect(hireBody).toEqual({
      nickname: 'pixel.forge',
      description: 'Two concepts',
      budgetUsd: '10.00',
      network: 'solana',
      idempotencyKey: 'hire:12345678',
    });
    expect(safeParse(hireBodySchema, hireBody).success).toBe(true);
  });
});
