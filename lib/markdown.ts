/**
 * The few Markdown forms the dashboard's own guides use (headings, paragraphs,
 * bullet lists, bold, inline code and links) as blocks a page renders. Guides
 * are trusted files of this repository, never user input.
 */
export type Inline = { kind: 'text' | 'strong' | 'code'; text: string } | { kind: 'link'; text: string; href: string };
export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; content: Inline[] }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; items: Inline[][] };

const INLINE = /\*\*([^*]+)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) out.push({ kind: 'text', text: text.slice(last, match.index) });
    const [, strong, code, label, href] = match;
    if (strong !== undefined) out.push({ kind: 'strong', text: strong });
    else if (code !== undefined) out.push({ kind: 'code', text: code });
    else out.push({ kind: 'link', text: label!, href: href! });
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  // Blocks are separated by blank lines; a block of "- " lines is a list.
  for (const chunk of source.split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    if (lines.length === 0) continue;
    const heading = /^(#{1,3}) (.*)$/.exec(lines[0]!);
    if (heading && lines.length === 1)
      blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2 | 3, content: parseInline(heading[2]!) });
    else if (lines.every((line) => line.startsWith('- ')))
      blocks.push({ kind: 'list', items: lines.map((line) => parseInline(line.slice(2))) });
    else blocks.push({ kind: 'paragraph', content: parseInline(lines.join(' ')) });
  }
  return blocks;
}
