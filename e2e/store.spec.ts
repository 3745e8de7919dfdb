import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { sandboxJson } from './support';

interface List {
  total: number;
  products: { id: string; name: string; seller: { nickname: string } }[];
}

const cards = (page: Page) => page.getByRole('list', { name: 'Services' }).getByRole('listitem');

// Every test ends with an axe check (e2e/fixtures.ts); this journey runs in both color schemes.
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in the ${colorScheme} color scheme`, () => {
    test.use({ colorScheme });

    test('browse the store: cards with price, seller and rating', async ({ page }) => {
      const expected = await sandboxJson<List>('/store/products');
      await page.goto('/store');
      await expect(page.getByRole('heading', { name: 'Store', level: 1 })).toBeVisible();
      await expect(cards(page)).toHaveCount(12);
      await expect(cards(page).first()).toContainText(expected.products[0]!.name);
      await expect(page.getByText(`Showing 1–12 of ${expected.total}`)).toBeVisible();
      // Price display per 2.1: a fixed price says it includes the platform fee; nothing is ever "free".
      await expect(page.getByText('incl. platform fee').first()).toBeVisible();
      await expect(page.getByText(/^(free|\$0\.00)$/i)).toHaveCount(0);
      // The first card's image is the likely largest paint: fetched at once; the rest wait until scrolled to.
      await expect(cards(page).first().locator('img').first()).toHaveAttribute('loading', 'eager');
      await expect(cards(page).nth(1).locator('img').first()).toHaveAttribute('loading', 'lazy');
      // Likewise its layout: the first card at once, the others as they near the view.
      const visibility = (n: number) =>
        cards(page)
          .nth(n)
          .locator('article')
          .evaluate((card) => getComputedStyle(card).contentVisibility);
      expect(await visibility(0)).toBe('visible');
      expect(await visibility(11)).toBe('auto');
    });
  });
}

test('the first listing’s picture, the page’s largest paint, is asked for from the head, before the stylesheet', async ({
  request,
}) => {
  const html = await (await request.get('/store')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const picture = /<img src="([^"]+)"[^>]*loading="eager"/.exec(html)?.[1];
  expect(picture).toBeTruthy();
  const preload = head.match(/<link [^>]*>/g)?.find((link) => link.includes(`href="${picture}"`));
  expect(preload).toContain('rel="preload"');
  expect(preload).toContain('as="image"');
  expect(preload).toContain('fetchPriority="high"');
  expect(head.indexOf(preload!)).toBeLessThan(head.indexOf('rel="stylesheet"'));
});

test('every icon is a shape of the one sprite, cached for good, and drawn', async ({ page, request }) => {
  await page.goto('/store');
  const uses = page.locator('svg.icon > use');
  const refs = await uses.evaluateAll((all) => all.map((use) => use.getAttribute('href') ?? ''));
  expect(refs.length).toBeGreaterThan(10);
  const files = [...new Set(refs.map((ref) => ref.split('#')[0]))];
  expect(files).toHaveLength(1);
  const sprite = await request.get(files[0]!);
  expect(sprite.headers()['content-type']).toBe('image/svg+xml');
  expect(sprite.headers()['cache-control']).toContain('immutable');
  const shapes = await sprite.text();
  for (const name of new Set(refs.map((ref) => ref.split('#')[1]))) expect(shapes).toContain(`<symbol id="${name}"`);
  // A shape that did not load would leave its icon an empty box.
  const star = page.locator('svg.icon:has(> use[href$="#star"])').first();
  await expect
    .poll(() => star.locator('use').evaluate((use) => (use as SVGUseElement).getBBox().width))
    .toBeGreaterThan(0);
  expect(await star.boundingBox()).toMatchObject({ width: 14, height: 14 });
});

test('the listings’ pictures come through this origin, and from the marketplace only', async ({ page, request }) => {
  const { products } = await sandboxJson<{ products: { thumbnailUrl: string | null }[] }>('/store/products?limit=1');
  const thumbnail = products[0]!.thumbnailUrl!;
  await page.goto('/store');
  const picture = cards(page).first().locator('img').first();
  await expect(picture).toHaveAttribute('src', `/api/media?url=${encodeURIComponent(thumbnail)}`);
  // Drawn: the browser had the picture to draw.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const served = await request.get(`/api/media?url=${encodeURIComponent(thumbnail)}`);
  expect(served.status()).toBe(200);
  expect(served.headers()).toMatchObject({
    'content-type': 'image/svg+xml',
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    // The host's own caching (the sandbox's a day), for the browser alone.
    'cache-control': 'private, max-age=86400',
  });
  // An SVG opened at its address runs no script.
  expect(served.headers()['content-security-policy']).toBe(
    "default-src 'none'; form-action 'none'; frame-ancestors 'none'; sandbox",
  );

  for (const elsewhere of ['https://example.com/a.png', 'not an address']) {
    const refused = await request.get(`/api/media?url=${encodeURIComponent(elsewhere)}`);
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({
      message: 'This picture cannot be shown here. It is not one of the marketplace’s, or it could not be read.',
    });
  }
});

test('a seller’s name on a store card reads in full, on a wide screen and on a phone', async ({ page }) => {
  const { products } = await sandboxJson<List>('/store/products?limit=50');
  const longest = products.reduce((a, b) => (b.seller.nickname.length > a.seller.nickname.length ? b : a));
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/store?q=${encodeURIComponent(longest.name)}`);
    const card = cards(page).filter({ hasText: longest.name }).first();
    const seller = card.getByRole('link', { name: longest.seller.nickname, exact: true });
    await expect(seller).toBeVisible();
    // Nothing of the name is cut off or hidden behind an ellipsis.
    expect(await seller.evaluate((el) => el.scrollWidth <= el.clientWidth && getComputedStyle(el).textOverflow)).toBe(
      'clip',
    );
  }
});

test('the listings arrive with the page: they show, and the filters clear, even without JavaScript', async ({
  browser,
  baseURL,
}) => {
  // Read before the page is sent, not streamed in after it behind a placeholder: the first paint has them.
  const expected = await sandboxJson<List>('/store/products');
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/store');
  await expect(cards(page)).toHaveCount(12);
  await expect(cards(page).first()).toContainText(expected.products[0]!.name);
  // Clearing the filters is a link, so it works before (or without) the page's script.
  await page.goto('/store?q=zzzz-no-such-service&sort=newest');
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/store?sort=newest');
  await expect(cards(page)).toHaveCount(12);
  await context.close();
});

test('search by keyword and keep it in the URL', async ({ page }) => {
  const expected = await sandboxJson<List>('/store/products?q=logo');
  await page.goto('/store');
  await page.getByRole('searchbox', { name: 'Search services' }).fill('logo');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/store\?q=logo$/);
  await expect(page.getByText(`of ${expected.total}`)).toBeVisible();
  await expect(cards(page).first()).toContainText(expected.products[0]!.name);
});

test('filter by category from the tree', async ({ page }) => {
  const expected = await sandboxJson<List>('/store/products?category=Logo%20Design');
  await page.goto('/store');
  const tree = page.getByRole('navigation', { name: 'Categories' });
  await tree.getByRole('button', { name: 'Expand Design & Creative' }).click();
  await tree.getByRole('link', { name: 'Logo Design' }).click();
  await expect(page).toHaveURL(/category=Logo\+Design/);
  await expect(tree.getByRole('link', { name: 'Logo Design' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText(`of ${expected.total}`)).toBeVisible();
  await expect(cards(page)).not.toHaveCount(0);
  for (const card of await cards(page).all()) await expect(card).toContainText('Logo Design');
});

test('sort by newest', async ({ page }) => {
  const expected = await sandboxJson<List>('/store/products?sort=newest');
  await page.goto('/store');
  await page.getByLabel('Sort by').selectOption('newest');
  await expect(page).toHaveURL(/sort=newest/);
  await expect(cards(page).first()).toContainText(expected.products[0]!.name);
});

test('paginate and change the page size', async ({ page }) => {
  const second = await sandboxJson<List>('/store/products?offset=12');
  await page.goto('/store');
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/offset=12/);
  await expect(page.getByText(`Showing 13–24 of ${second.total}`)).toBeVisible();
  await expect(cards(page).first()).toContainText(second.products[0]!.name);
  await expect(page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]')).toHaveText('2');
  // A new page of results starts at the top, whereas the filters keep the scroll position.
  await expect(page.getByRole('heading', { name: 'Store', level: 1 })).toBeInViewport();
  await page.getByRole('link', { name: 'Previous page' }).click();
  await expect(page.getByText(/^Showing 1–12 of/)).toBeVisible();
  await page.getByLabel('Per page').selectOption('24');
  await expect(page).toHaveURL(/limit=24/);
  await expect(cards(page)).toHaveCount(24);
});

test('open a product detail and go back', async ({ page }) => {
  const list = await sandboxJson<List>('/store/products');
  const { product } = await sandboxJson<{
    product: { id: string; name: string; seller: { nickname: string }; description: string | null };
  }>(`/store/products/${encodeURIComponent(list.products[0]!.id)}`);
  await page.goto('/store');
  // The card's name opens the listing; the seller's name, their public page.
  await expect(cards(page).first().getByRole('link', { name: product.seller.nickname, exact: true })).toHaveAttribute(
    'href',
    `/users/${encodeURIComponent(product.seller.nickname)}`,
  );
  await cards(page).first().getByRole('link', { name: product.name, exact: true }).click();
  await expect(page).toHaveURL(`/store/${encodeURIComponent(product.id)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  const seller = page.getByRole('region', { name: 'Seller' });
  await expect(seller.getByRole('link', { name: new RegExp(product.seller.nickname) })).toHaveAttribute(
    'href',
    `/users/${encodeURIComponent(product.seller.nickname)}`,
  );
  if (product.description) await expect(page.getByText(product.description.slice(0, 60))).toBeVisible();
  await page.getByRole('link', { name: 'Store', exact: true }).first().click();
  await expect(page).toHaveURL('/store');
});

test('a seller’s public profile reads signed out', async ({ page }) => {
  const list = await sandboxJson<List>('/store/products');
  const nickname = list.products[0]!.seller.nickname;
  await page.goto(`/users/${encodeURIComponent(nickname)}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(nickname);
  await expect(page).toHaveTitle(new RegExp(`^${nickname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `));
  await expect(page.getByRole('button', { name: new RegExp(`Hire ${nickname}`) })).toBeVisible();
});

test('a nickname with no public profile says so, under the nickname asked for', async ({ page }) => {
  await page.goto('/users/nobody.here.at.all');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('nobody.here.at.all');
  await expect(page.getByText('No public profile has the nickname “nobody.here.at.all”.')).toBeVisible();
  await expectAccessible(page);
});

test('a product whose id needs encoding opens', async ({ page }) => {
  await page.goto(`/store/${encodeURIComponent('legacy:Starter Pack #7')}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('(legacy listing)');
});

test('an unknown product says so, with a 404', async ({ page }) => {
  const response = await page.goto('/store/prd_missing');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This service is not in the store' })).toBeVisible();
});

test('open a shared filtered URL', async ({ page }) => {
  const query = '?q=video&category=Video%20%26%20Animation&sort=newest&limit=24&offset=0';
  const expected = await sandboxJson<List>(`/store/products${query}`);
  await page.goto(`/store${query}`);
  await expect(page.getByRole('searchbox', { name: 'Search services' })).toHaveValue('video');
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
  await expect(page.getByLabel('Per page')).toHaveValue('24');
  await expect(
    page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Video & Animation' }),
  ).toHaveAttribute('aria-current', 'true');
  await expect(cards(page)).toHaveCount(Math.min(24, expected.total));
  await expect(cards(page).first()).toContainText(expected.products[0]!.name);
});

test('a bad shared URL gets a clear inline message, and reset recovers', async ({ page }) => {
  await page.goto('/store?limit=500');
  await expect(page.getByRole('alert').filter({ hasText: 'not valid' })).toContainText(
    'The number of results per page must be a whole number from 1 to 50.',
  );
  await page.getByRole('link', { name: 'Reset filters' }).click();
  await expect(page).toHaveURL('/store');
  await expect(cards(page)).toHaveCount(12);
});

test('an empty search offers to clear the filters', async ({ page }) => {
  await page.goto('/store?q=zzzz-no-such-service');
  await expect(page.getByText('No services match')).toBeVisible();
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(cards(page)).toHaveCount(12);
});

test('the store works from the keyboard', async ({ page }) => {
  await page.goto('/store');
  await page.getByRole('searchbox', { name: 'Search services' }).focus();
  await page.keyboard.type('bot');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=bot/);
  await page.getByRole('link', { name: 'Next page' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/offset=12/);
});
