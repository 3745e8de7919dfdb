import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { ListedProduct } from './page-checks';
import { sandboxJson } from './support';

const cards = (page: Page) => page.getByRole('list', { name: 'Services' }).getByRole('listitem');
const scanStatus = (page: Page) => page.getByRole('status').filter({ hasText: 'Looked through' });

/** Every listing the upstream has, in its default order: the oracle for what the filters must keep. */
async function allListings(): Promise<{ total: number; products: ListedProduct[] }> {
  const products: ListedProduct[] = [];
  let offset: number | null = 0;
  let total = 0;
  while (offset !== null) {
    const page: { total: number; products: ListedProduct[]; nextOffset: number | null } = await sandboxJson(
      `/store/products?limit=50&offset=${offset}`,
    );
    products.push(...page.products);
    total = page.total;
    offset = page.nextOffset;
  }
  return { total, products };
}

/** Dollars to cents as an integer, so the oracle compares money without floats. */
const cents = (amount: string) => {
  const [whole, fraction = ''] = amount.split('.');
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};

test('filter by highest price and delivery: the browser looks through the listings and says how many', async ({
  page,
}) => {
  const { total, products } = await allListings();
  const expected = products.filter(
    (p) =>
      p.pricing.mode === 'fixed' &&
      p.pricing.displayAmount !== null &&
      cents(p.pricing.displayAmount) <= cents('30') &&
      ['1day', '2days'].includes(p.expectedDelivery ?? ''),
  );
  expect(expected.length).toBeGreaterThan(0);
  const upstreamQueries: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/marketplace/store/products')) upstreamQueries.push(new URL(request.url()).search);
  });

  await page.goto('/store');
  await page.getByLabel('Highest price in USD').fill('30');
  await page.getByLabel('Highest price in USD').press('Enter');
  await expect(page).toHaveURL(/maxPrice=30/);
  await page.getByLabel('Delivery').selectOption('2');
  await expect(page).toHaveURL(/delivery=2/);

  // Keep looking until the whole list was read; each round reads at most 200 listings.
  await expect(scanStatus(page)).toContainText(`of ${total} listings`);
  const more = page.getByRole('button', { name: 'Look through more listings' });
  const done = scanStatus(page).filter({ hasText: 'Looked through all' });
  for (let round = 0; round < 5; round++) {
    await expect(more.or(done)).toBeVisible();
    if (await done.isVisible()) break;
    await more.click();
  }
  await expect(scanStatus(page)).toHaveText(`Looked through all ${total} listings: ${expected.length} match.`);
  await expect(cards(page)).toHaveCount(expected.length);
  await expect(cards(page).first()).toContainText(expected[0]!.name);
  await expect(cards(page).last()).toContainText(expected.at(-1)!.name);

  // The filters never reach the marketplace: only its own parameters, 50 listings at a time.
  for (const query of upstreamQueries) {
    expect(query).not.toMatch(/maxPrice|minPrice|delivery/);
  }
  expect(upstreamQueries.some((q) => q.includes('limit=50'))).toBe(true);
});

test('a shared link with price filters opens with them filled in, and a lowest price works too', async ({ page }) => {
  const { products } = await allListings();
  const firstMatch = products.find(
    (p) =>
      p.pricing.mode === 'fixed' && p.pricing.displayAmount !== null && cents(p.pricing.displayAmount) >= cents('1000'),
  )!;
  await page.goto('/store?minPrice=1000');
  await expect(page.getByLabel('Lowest price in USD')).toHaveValue('1000');
  await expect(cards(page).first()).toContainText(firstMatch.name);
  await expect(scanStatus(page)).toBeVisible();
});

test('a price that is not one gets a plain message and changes nothing', async ({ page }) => {
  await page.goto('/store');
  await page.getByLabel('Lowest price in USD').fill('50');
  await page.getByLabel('Highest price in USD').fill('ten');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'not a price' })).toHaveText(
    '“ten” is not a price. Write dollars, like 25 or 19.99.',
  );
  await expect(page).toHaveURL('/store');
  await page.getByLabel('Highest price in USD').fill('20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'lowest price' })).toHaveText(
    'The lowest price is above the highest price.',
  );
  await expect(page).toHaveURL('/store');
});

test('a bad price in a shared link is explained, and reset recovers', async ({ page }) => {
  await page.goto('/store?maxPrice=cheap&delivery=9');
  await expect(page.getByRole('alert').filter({ hasText: 'not valid' })).toContainText('“cheap” is not a price.');
  await page.getByRole('link', { name: 'Reset filters' }).click();
  await expect(page).toHaveURL('/store');
  await expect(cards(page)).toHaveCount(12);
});

test('one control clears every filter and keeps the sort order', async ({ page }) => {
  await page.goto('/store?q=logo&category=Design%20%26%20Creative&sort=newest&maxPrice=500&delivery=7');
  await expect(scanStatus(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Clear filters' })).toHaveCount(1);
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/store?sort=newest');
  await expect(page.getByRole('searchbox', { name: 'Search services' })).toHaveValue('');
  await expect(page.getByLabel('Highest price in USD')).toHaveValue('');
  await expect(page.getByLabel('Delivery')).toHaveValue('');
  await expect(page.getByText(/^Showing 1–12 of/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Clear filters' })).toHaveCount(0);
});
