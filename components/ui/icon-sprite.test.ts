import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { IconNode } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from './icon-names';

async function symbolOf(name: string): Promise<string> {
  const { __iconData } = (await import(`lucide-react/icons/${name}`)) as { __iconData: { node: IconNode } };
  const shapes = __iconData.node.map(([tag, { key: _key, ...attributes }]) => {
    const written = Object.entries(attributes).map(([attribute, value]) => `${attribute}="${value}"`);
    return `<${[tag, ...written].join(' ')}/>`;
  });
  return `<symbol id="${name}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        /\.tsx?$/.test(entry.name) &&
        !entry.name.includes('.test.') &&
        entry.name !== 'icon-names.ts',
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the icon sprite', () => {
  it("is Lucide's shapes for exactly the named icons", async () => {
    const symbols = await Promise.all(ICON_NAMES.map(symbolOf));
    // The root's viewBox is for the build, which reads a static image's dimensions from it.
    const sprite = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">\n${symbols.join('\n')}\n</svg>\n`;
    await expect(sprite).toMatchFileSnapshot('./icon-sprite.svg');
  });

  it('names only icons some page draws', () => {
    const sources = ['app', 'components'].flatMap(sourceFiles).map((file) => readFileSync(file, 'utf8'));
    const unused = ICON_NAMES.filter(
      (name) => !sources.some((source) => source.includes(`'${name}'`) || source.includes(`"${name}"`)),
    );
    expect(unused).toEqual([]);
  });
});
