/**
 * What a card can show of a description: two clamped lines hold at most about 180 characters at the widest card, so
 * the rest (a list description runs to 500) would only weigh down the page and be read out by screen readers past
 * what the card shows. Cut at a word, with an ellipsis.
 */
const CARD_EXCERPT_CHARS = 200;

export function cardExcerpt(text: string, max = CARD_EXCERPT_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.search(/\s\S*$/);
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
