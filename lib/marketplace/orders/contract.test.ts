import { describe, expect, it } from 'vitest';
import { safeParse } from '../schema';
import { chatSendBodySchema, reviewBodySchema } from './contract';

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
