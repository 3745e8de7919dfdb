import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { parseMarkdown, type Block, type Inline } from '@/lib/markdown';
import { getEnv } from '@/lib/server/env';

export const metadata = { title: 'Connect your wallet' };

/** The guide's section on the sandbox, shown only when the dashboard runs against it. */
const SANDBOX_SECTION = 'Try everything with the sandbox first';

/** The guide is docs/wallets.md: one text for the repository and the dashboard. Against the live service its sandbox section is left out. */
function guide(sandbox: boolean): Block[] {
  const blocks = parseMarkdown(readFileSync(path.join(process.cwd(), 'docs/wallets.md'), 'utf8'));
  const start = blocks.findIndex(
    (b) => b.kind === 'heading' && b.content.map((i) => i.text).join('') === SANDBOX_SECTION,
  );
  if (sandbox || start === -1) return blocks;
  const end = blocks.findIndex((b, i) => i > start && b.kind === 'heading' && b.level <= 2);
  return [...blocks.slice(0, start), ...(end === -1 ? [] : blocks.slice(end))];
}

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
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-700 underline"
          >
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
  return (
    <article className="mx-auto max-w-2xl space-y-3 text-sm leading-relaxed text-slate-800 sm:text-base">
      {guide(getEnv().upstreamIsSandbox).map(render)}
    </article>
  );
}
