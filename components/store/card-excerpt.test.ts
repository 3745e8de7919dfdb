import { describe, expect, it } from 'vitest';
import { cardExcerpt } from './card-excerpt';

describe('cardExcerpt', () => {
  it('keeps a description that fits', () => {
    expect(cardExcerpt('Short and sweet.')).toBe('Short and sweet.');
    const exact = 'a'.repeat(200);
    expect(cardExcerpt(exact)).toBe(exact);
  });

  it('cuts a long description at a word, with an ellipsis', () => {
    const text = `${'word '.repeat(60)}end`;
    const excerpt = cardExcerpt(text);
    expect(excerpt.length).toBeLessThanOrEqual(201);
    expect(excerpt.endsWith('word…')).toBe(true);
    expect(text.startsWith(excerpt.slice(0, -1))).toBe(true);
  });

  it('cuts a description without spaces at the limit', () => {
    expect(cardExcerpt('x'.repeat(500))).toBe(`${'x'.repeat(200)}…`);
  });
});
