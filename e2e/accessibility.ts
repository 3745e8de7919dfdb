/** axe on the page as it is now: no serious or critical violation, in the color scheme the test runs in. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    );
}

export async function expectAccessible(page: Page, state = 'the page'): Promise<void> {
  let blocking = await blockingViolations(page);
  // When the server renders a page again in place, Next swaps the head, title included, as the new one streams in.
  // A title missing for that moment is looked at again once the title is back; a title missing for good still fails.
  if (blocking.some((v) => v.startsWith('document-title '))) {
    await page.waitForFunction(() => document.title.trim() !== '', null, { timeout: 5_000 }).catch(() => undefined);
    blocking = await blockingViolations(page);
  }
  const scheme = (await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)) ? 'dark' : 'light';
  expect(blocking, `accessibility of ${state} (${page.url()}, ${scheme} scheme)`).toEqual([]);
}
