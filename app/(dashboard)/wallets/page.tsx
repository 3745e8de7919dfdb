import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { parseMarkdown, type Block, type Inline } from '@/lib/markdown';

export const metadata = { title: 'Connect your wallet' };

/** The guide is docs/wallets.md, read when the page is built: one text for the repository and the dashboard. */
const guide = () => parseMarkdown(readFileSync(path.join(process.cwd(), 'docs/wallets.md'), 'utf8'));

function Text({ content }: { content: Inline[] }) {
  return content.map((part, i) => {
    switch (part.kind) {
      case 'strong':
        return <strong key={i}>{part.text}</strong>;
      case 'code':
        return (
          <code key={i} className="rounded bg-slate-100 px-1 font-mono text-[0.9em]">
            {part.text}
          </code>
        );
      case 'link':
        return (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
            {part.text}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        );
      default:
        return part.text;
    }
  });
}

function render(block: Block, key: number): ReactNode {
  switch (block.kind) {
    case 'heading': {
      const Heading = `h${block.level}` as const;
      const size = block.level === 1 ? 'text-2xl font-bold' : 'mt-6 text-lg font-semibold';
      return (
        <Heading key={key} className={size}>
          <Text content={block.content} />
        </Heading>
      );
    }
    case 'list':
      return (
        <ul key={key} className="list-disc space-y-2 pl-5">
          {block.items.map((item, i) => (
            <li key={i}>
              <Text content={item} />
            </li>
          ))}
        </ul>
      );
    case 'paragraph':
      return (
        <p key={key}>
          <Text content={block.content} />
        </p>
      );
  }
}

export default function WalletsGuidePage() {
  return <article className="mx-auto max-w-2xl space-y-3 text-sm leading-relaxed text-slate-800 sm:text-base">{guide().map(render)}</article>;
}
