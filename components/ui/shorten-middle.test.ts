import { describe, expect, it } from 'vitest';
import { shortenMiddle } from './shorten-middle';

describe('shortenMiddle', () => {
  it('keeps both ends of a long address and cuts the middle', () => {
    expect(shortenMiddle('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU')).toBe('7xKXtg…gAsU');
    expect(shortenMiddle('0x52908400098527886E0F7030069857D2E4169EE7', 4, 4)).toBe('0x52…9EE7');
  });

  it('leaves a value alone when cutting would not make it shorter', () => {
    expect(shortenMiddle('acc_12345')).toBe('acc_12345');
    expect(shortenMiddle('abcdefghijk')).toBe('abcdefghijk');
    expect(shortenMiddle('abcdefghijkl')).toBe('abcdef…ijkl');
  });
});
