import { describe, expect, it } from 'vitest';
import { readSessionSummary } from './session';

const account = {
  accountId: 'acc_1',
  walletAddress: 'So1ana',
  network: 'solana',
  signedInAt: '2026-11-23T10:00:00.000Z',
};

describe('reading the session summary by hand', () => {
  it('takes a signed-in and a signed-out summary, keeping only the known fields', () => {
    expect(
      readSessionSummary({ signedIn: true, account: { ...account, extra: 1 }, keyRevealable: false, more: true }),
    ).toEqual({ signedIn: true, account, keyRevealable: false });
    expect(readSessionSummary({ signedIn: false, account: null, keyRevealable: false })).toEqual({
      signedIn: false,
      account: null,
      keyRevealable: false,
    });
    expect(
      readSessionSummary({ signedIn: true, account: { ...account, signedInAt: null }, keyRevealable: true })?.account
        ?.signedInAt,
    ).toBeNull();
  });

  it('refuses anything else', () => {
    for (const bad of [
      undefined,
      null,
      [],
      'signed in',
      { signedIn: 'yes', account: null, keyRevealable: false },
      { signedIn: true, keyRevealable: false },
      { signedIn: true, account: { ...account, network: 'ethereum' }, keyRevealable: false },
      { signedIn: true, account: { ...account, accountId: 7 }, keyRevealable: false },
      { signedIn: true, account: { ...account, signedInAt: 0 }, keyRevealable: false },
      { signedIn: true, account: [], keyRevealable: false },
      { signedIn: true, account, keyRevealable: 'no' },
    ]) {
      expect(readSessionSummary(bad)).toBeUndefined();
    }
  });
});
