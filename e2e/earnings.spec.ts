import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { expectNoHorizontalOverflow, switchColorScheme } from './page-checks';
import { accountIdOf, sandboxControl, sandboxJson, signInWithKey, signInWithSandboxWallet } from './support';
import { solanaKeySigner } from '../lib/wallet/key-signers';
import { seedPhraseOf } from '../sandbox/personas-public';

/**
 * The earnings page as the earner persona sees it: about 95 days of earnings
 * in every asset, with one vault batch 40 days back that cannot be counted.
 * Every new read needs the account's 10 s window open: the sandbox's clock is
 * moved past it (the dashboard judges windows by it), never waited for.
 */
async function asEarner(page: Page, path: string) {
  await page.goto('/store');
  await signInWithKey(page, await solanaKeySigner(createHash('sha256').update(seedPhraseOf('earner')).digest()));
  await sandboxControl('/clock', { advanceSeconds: 10 });
  const response = await page.goto(path);
  await expect(page.getByTestId('earnings-totals')).toBeVisible({ timeout: 20_000 });
  return response!.text();
}

/**
 * A new account signed in with the sandbox wallet, with earnings planted a day ago: no earlier test's read of it can
 * be in the proxy's read cache.
 */
async function asNewEarner(page: Page, earnings: { category: string; assetId: string; amount: string }[]) {
  await page.goto('/earnings');
  await signInWithSandboxWallet(page, 'solana');
  const accountId = await accountIdOf(page);
  const { now } = await sandboxJson<{ now: string }>('/__sandbox/info');
  const at = new Date(Date.parse(now) - 26 * 3_600_000).toISOString();
  for (const earning of earnings) await sandboxControl('/earnings', { accountId, ...earning, at });
  await sandboxControl('/clock', { advanceSeconds: 10 });
  return at;
}

/** An asset's chart, drawn in the page's first response. */
const chartOf = (page: Page, asset: string) =>
  page.getByRole('region', { name: `${asset} per day` }).getByTestId('earnings-chart');

/** The day labels a chart shows at this width, as [left, right] in px, and the chart's own edges. */
const dayLabelBoxes = (page: Page, asset: string) =>
  chartOf(page, asset)
    .getByTestId('chart-days')
    .evaluate((days) => {
      const shown = [...days.querySelectorAll('span')].filter((label) => getComputedStyle(label).display !== 'none');
      const box = days.getBoundingClientRect();
      return {
        edges: [box.left, box.right],
        labels: shown.map((label) => label.getBoundingClientRect()).map((r) => [r.left, r.right]),
      };
    });

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the 90-day report fits the screen, its screen-reader tables take no room, and a partial total names what it leaves out', async ({
    page,
  }, testInfo) => {
    const html = await asEarner(page, '/earnings?range=90d');
    // Every asset earned something over 90 days: a chart each, drawn in the page's first response, before any
    // script or scrolling.
    expect(html.match(/data-testid="earnings-chart"/g)).toHaveLength(3);
    await expect(page.getByTestId('earnings-chart')).toHaveCount(3);
    const heightBefore = await page.evaluate(() => document.scrollingElement!.scrollHeight);
    // Read down the page: nothing loads on the way, nothing moves.
    for (const asset of ['SOL', 'USDC', 'NATIVE']) {
      const chart = chartOf(page, asset);
      await chart.scrollIntoViewIfNeeded();
      expect(await chart.locator('rect[data-category]').count()).toBeGreaterThan(0);
      // A phone shows a few day labels, apart from each other and inside the chart.
      const { edges, labels } = await dayLabelBoxes(page, asset);
      expect(labels.length).toBeGreaterThanOrEqual(2);
      expect(labels.length).toBeLessThanOrEqual(4);
      for (let i = 1; i < labels.length; i++) expect(labels[i]![0]! - labels[i - 1]![1]!).toBeGreaterThanOrEqual(4);
      expect(labels[0]![0]!).toBeGreaterThanOrEqual(edges[0]! - 0.5);
      expect(labels.at(-1)![1]!).toBeLessThanOrEqual(edges[1]! + 0.5);
    }
    const { scrollWidth, innerWidth, scrollHeight } = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement!.scrollWidth,
      innerWidth: window.innerWidth,
      scrollHeight: document.scrollingElement!.scrollHeight,
    }));
    expect(scrollHeight).toBe(heightBefore);
    // A phone widens its layout to what overflows: the screen's own width is the measure.
    expect(innerWidth).toBe(390);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    await expectNoHorizontalOverflow(page);
    // Tiles, totals and three charts; the day-by-day tables behind the charts add nothing.
    expect(scrollHeight).toBeLessThan(3600);
    await expect(page.getByRole('table', { name: /SOL earned per UTC day/ })).toBeAttached();

    // The vault of 40 days back could not be counted: the total is what could be, and says what it leaves out.
    const total = page.getByTestId('earnings-total-row');
    await expect(total.getByRole('rowheader')).toHaveText('Total without Vault');
    for (const asset of ['SOL', 'USDC', 'NATIVE']) await expect(total.getByTestId(`total-${asset}`)).toHaveText(/^\d/);
    await expect(page.getByText('Vault could not be counted for this period')).toBeVisible();
    // Each figure of the row stands apart from the next.
    const boxes = await total
      .locator('td span')
      .evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect()).map((r) => [r.left, r.right]));
    expect(boxes).toHaveLength(3);
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]![0]! - boxes[i - 1]![1]!).toBeGreaterThanOrEqual(8);
    // The assets in words.
    await expect(page.getByRole('list', { name: 'The assets' })).toContainText('NATIVE: the marketplace’s own token');
    await expectAccessible(page, 'the 90-day report at 390 px');
    await chartOf(page, 'SOL').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('earnings-90d-390px.png') });
  });
});

test('the charts leave nothing focusable under aria-hidden, and pass axe in both schemes', async ({
  page,
}, testInfo) => {
  await asEarner(page, '/earnings?range=30d');
  // A day's exact amounts are its hover text, as a mouse user sees them; the pointer stays there while the scheme
  // switches.
  const day = chartOf(page, 'SOL').getByTestId('chart-day').last();
  await expect(day.locator('title')).toHaveText(/^\w{3} \d{1,2} \w{3}\nJobs: [\d,.]+ SOL\n(.|\n)*\nTotal: /);
  await day.hover();
  for (const colorScheme of ['light', 'dark'] as const) {
    await switchColorScheme(page, colorScheme);
    await expectAccessible(page, `the earnings charts (${colorScheme})`);
    await page.screenshot({ path: testInfo.outputPath(`earnings-charts-${colorScheme}.png`) });
  }
  // The keyboard goes through the page's controls, never into a chart.
  const focusables = await page.evaluate(
    () =>
      [...document.querySelectorAll('[aria-hidden="true"] *')].filter((el) => (el as HTMLElement).tabIndex >= 0).length,
  );
  expect(focusables).toBe(0);
});

test('Export CSV downloads the period shown, day by day, in exact amounts', async ({ page }) => {
  const at = await asNewEarner(page, [
    { category: 'jobs', assetId: 'SOL', amount: '0.000000001' },
    { category: 'referrals', assetId: 'USDC', amount: '12.345678' },
  ]);
  await page.goto('/earnings?range=30d');
  await expect(page.getByTestId('total-SOL')).toHaveText('0.000000001 SOL');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^earnings-30-days-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Date (UTC),Category,Asset,Amount,Note');
  const day = at.slice(0, 10);
  expect(lines).toContain(`${day},Jobs,SOL,0.000000001,`);
  expect(lines).toContain(`${day},Referrals,USDC on Solana,12.345678,`);
  await expect(page.getByRole('status').filter({ hasText: /Saved 2 rows/ })).toBeVisible();
});

test('a period chosen inside the 10 s window between reads says so, and shows its figures on its own once the window opens', async ({
  page,
}) => {
  // A new account: the persona's report of the period chosen below, read by an earlier test, could come from the
  // proxy's read cache without a read of the marketplace (and so without its window).
  await asNewEarner(page, [{ category: 'jobs', assetId: 'SOL', amount: '0.000000001' }]);
  await page.goto('/earnings');
  await expect(page.getByTestId('earnings-totals')).toBeVisible({ timeout: 20_000 });
  // The overview was just read: the next read must wait for the account's window.
  await page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: '30 days' }).click();
  await expect(page).toHaveURL(/range=30d/);
  const refused = page.getByRole('alert').filter({ hasText: 'Your earnings could not be loaded' });
  await expect(refused).toBeVisible();
  await expect(refused).not.toContainText(/429|RATE_LIMITED/);
  await sandboxControl('/clock', { advanceSeconds: 10 });
  // No press: the page is read again once the wait the marketplace named is over.
  await expect(page.getByTestId('earnings-totals')).toBeVisible({ timeout: 20_000 });
  await expect(refused).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: '30 days' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
