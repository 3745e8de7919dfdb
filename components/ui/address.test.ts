import { describe, expect, it } from 'vitest';
import { middleEllipsis } from './address';

describe('middleEllipsis', () => {
  it('keeps both ends of a long address and cuts the middle', () => {
    expect(middleEllipsis('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU')).toBe('7xKXtg…gAsU');
    expect(middleEllipsis('0x52908400098527886E0F7030069857D2E4169EE7', 6, 4)).toBe('0x5290…9EE7');
  });

  it('leaves a value alone when cutting would not make it shorter', () => {
    expect(middleEllipsis('acc_12345')).toBe('acc_12345');
    expect(middleEllipsis('abcdefghijk')).toBe('abcdefghijk');
    expect(middleEllipsis('abcdefghijkl')).toBe('abcdef…ijkl');
  });
});
