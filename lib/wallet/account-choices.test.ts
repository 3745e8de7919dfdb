import { describe, expect, it } from 'vitest';
import { byAccount } from './account-choices';

const wallets = [
  { id: 'phantom', sandbox: false },
  { id: 'sandbox', sandbox: true },
  { id: 'sandbox:earner', sandbox: true },
];
const A = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const B = 'Gh9ZwEmdLJ8DscKNTkTqPbNwLNNBjuSzaG9Vp2KGtKJr';

describe('the pay step’s wallets by the account they pay from', () => {
  it('puts the signed-in account first and marks wallets known to pay from another account', () => {
    const { yours, others } = byAccount(wallets, [undefined, A, B], 'solana', { network: 'solana', walletAddress: A });
    expect(yours).toEqual([{ id: 'sandbox', sandbox: true }]);
    // A wallet whose account is not known yet is not called another account: it is checked when it connects.
    expect(others).toEqual([
      { id: 'phantom', sandbox: false, otherAccount: false },
      { id: 'sandbox:earner', sandbox: true, otherAccount: true },
    ]);
  });

  it('leaves an extension on another account to the check when it connects (it may switch back first)', () => {
    const { yours, others } = byAccount(wallets.slice(0, 1), [B], 'solana', { network: 'solana', walletAddress: A });
    expect(yours).toEqual([]);
    expect(others).toEqual([{ id: 'phantom', sandbox: false, otherAccount: false }]);
  });

  it('compares Base addresses without regard to case', () => {
    const address = '0xAbC0000000000000000000000000000000000001';
    const { yours } = byAccount([{ id: 'harbor', sandbox: false }], [address.toLowerCase()], 'base', {
      network: 'base',
      walletAddress: address,
    });
    expect(yours).toEqual([{ id: 'harbor', sandbox: false }]);
  });

  it('on another network than the signed-in account, every wallet pays from another account', () => {
    const { yours, others } = byAccount(wallets, [undefined, A, B], 'base', { network: 'solana', walletAddress: A });
    expect(yours).toEqual([]);
    expect(others.every((w) => w.otherAccount)).toBe(true);
  });

  it('signed out, no wallet is anyone’s', () => {
    const { yours, others } = byAccount(wallets, [undefined, A, B], 'solana', null);
    expect(yours).toEqual([]);
    expect(others.map((w) => w.otherAccount)).toEqual([false, false, false]);
  });
});
