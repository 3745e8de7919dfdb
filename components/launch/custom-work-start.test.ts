import { describe, expect, it } from 'vitest';
import { emptyCustomWork } from '@/lib/marketplace/launch/form-values';
import { startingCustomWork } from './custom-work-start';

const held = (values: Record<string, string>) => ({ values, focus: undefined, touched: [], sent: false });

describe("the custom work form's start from its stand-in", () => {
  it('starts empty without a stand-in', () => {
    expect(startingCustomWork(undefined)).toEqual(emptyCustomWork());
  });

  it('takes what was typed and chosen, and the kind of job as a yes or no', () => {
    const start = startingCustomWork(
      held({ network: 'base', advanced: 'advanced', description: 'Name our tea', winners: '2', perUser: '0.5' }),
    );
    expect(start).toEqual({
      ...emptyCustomWork(),
      network: 'base',
      advanced: true,
      description: 'Name our tea',
      winners: '2',
      perUser: '0.5',
    });
    expect(startingCustomWork(held({ advanced: 'basic' })).advanced).toBe(false);
  });

  it('keeps the fields the stand-in does not hold at their start', () => {
    const start = startingCustomWork(held({ network: 'solana', advanced: 'basic' }));
    expect(start.humanVerified).toBe(false);
    expect(start.selectionTimeMinutes).toBe(emptyCustomWork().selectionTimeMinutes);
  });
});
