import { describe, expect, it } from 'vitest';
import { safeParse } from '../schema';
import { chatMessagesResponseSchema, chatSendBodySchema, finalizeResponseSchema, reviewBodySchema } from './contract';
import { chatFormSchema, reviewFormSchema } from './form';
import { chatBody, reviewBody } from './form-values';

describe('order room input', () => {
  it('limits chat messages to 4000 characters and 5 https files', () => {
    const msg = { message: 'Hello', idempotencyKey: 'chat:12345678' };
    expect(safeParse(chatSendBodySchema, msg).success).toBe(true);
    expect(safeParse(chatSendBodySchema, { ...msg, message: 'x'.repeat(4001) }).success).toBe(false);
    expect(safeParse(chatSendBodySchema, { ...msg, message: ' ' }).success).toBe(false);
    expect(safeParse(chatSendBodySchema, { ...msg, files: ['http://x.example/a'] }).success).toBe(false);
  });

  it('needs an explicit star choice from 1 to 5 for a review', () => {
    expect(safeParse(reviewBodySchema, { submissionId: 's_1', stars: 5 }).success).toBe(true);
    expect(safeParse(reviewBodySchema, { submissionId: 's_1' }).success).toBe(false);
    expect(safeParse(reviewBodySchema, { submissionId: 's_1', stars: 0 }).success).toBe(false);
    expect(safeParse(reviewBodySchema, { submissionId: 's_1', stars: 4.5 }).success).toBe(false);
  });
});

describe('order room answers', () => {
  it('reads a chat that does not say how the order stands, and a payout in another asset than USDC', () => {
    const chat = { ok: true, messages: [], nextAfterId: null, selectedWinner: null };
    expect(safeParse(chatMessagesResponseSchema, chat).success).toBe(true);
    const payout = {
      nickname: 'ada',
      amount: '0.05',
      asset: 'SOL',
      network: 'solana',
      creditedAt: '2026-11-28T00:00:00Z',
    };
    expect(
      safeParse(finalizeResponseSchema, { ok: true, finalized: true, alreadySettled: false, payout }).success,
    ).toBe(true);
  });
});

describe('order room forms', () => {
  it('needs an explicit star choice: an untouched review form is refused at the stars, in plain words', () => {
    const untouched = safeParse(reviewFormSchema, { stars: '', text: '' });
    expect(untouched.success).toBe(false);
    expect(untouched.success ? [] : untouched.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['stars', 'Choose from 1 to 5 stars.'],
    ]);
    const chosen = safeParse(reviewFormSchema, { stars: '4', text: '  Great  ' });
    expect(chosen.success && reviewBody(chosen.data, 'sub_1')).toEqual({
      submissionId: 'sub_1',
      stars: 4,
      text: 'Great',
    });
  });

  it('sends a file link only when one was typed, and words a bad one at its field', () => {
    const plain = safeParse(chatFormSchema, { message: 'Hello', file: ' ' });
    expect(plain.success && chatBody(plain.data, 'chat:12345678')).toEqual({
      message: 'Hello',
      idempotencyKey: 'chat:12345678',
    });
    const bad = safeParse(chatFormSchema, { message: 'Hello', file: 'http://x.example/a' });
    expect(bad.success ? [] : bad.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['file', 'A file link must start with https://.'],
    ]);
  });
});
