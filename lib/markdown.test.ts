import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseInline, parseMarkdown } from './markdown';

describe('the guides’ Markdown', () => {
  it('reads headings, paragraphs and lists, split by blank lines', () => {
    expect(parseMarkdown('# Title\n\nOne line\nand the next.\n\n- a\n- b\n')).toEqual([
      { kind: 'heading', level: 1, content: [{ kind: 'text', text: 'Title' }] },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'One line and the next.' }] },
      { kind: 'list', items: [[{ kind: 'text', text: 'a' }], [{ kind: 'text', text: 'b' }]] },
    ]);
  });

  it('reads bold, code and links inside a line', () => {
    expect(parseInline('**Base**: see [MetaMask](https://metamask.io/) or run `npm run dev`.')).toEqual([
      { kind: 'strong', text: 'Base' },
      { kind: 'text', text: ': see ' },
      { kind: 'link', text: 'MetaMask', href: 'https://metamask.io/' },
      { kind: 'text', text: ' or run ' },
      { kind: 'code', text: 'npm run dev' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves no Markdown syntax in the wallet guide as rendered', () => {
    const blocks = parseMarkdown(readFileSync('docs/wallets.md', 'utf8'));
    const texts = blocks.flatMap((b) => (b.kind === 'list' ? b.items.flat() : b.content)).map((i) => i.text);
    expect(blocks[0]).toMatchObject({ kind: 'heading', level: 1 });
    expect(texts.join(' ')).not.toMatch(/\*\*|\]\(|^#|`/);
  });
});
