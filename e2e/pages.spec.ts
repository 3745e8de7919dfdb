import type { Browser } from '@playwright/test';
import type { PersonaId } from '../sandbox/personas-public';
import { expect, test } from './fixtures';
import { fixedPriceProduct } from './page-checks';
import { publishCreatorJob, sandboxControl, signInAsPersona } from './support';

const SITE = 'Marketplace dashboard';

test('an unknown product answers 404 with the not-found page, inside the dashboard', async ({ page }) => {
  const response = await page.goto('/store/prd_missing');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This service is not in the store', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`Service not found · ${SITE}`);
  await expect(page.getByRole('navigation', { name: 'Areas' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the store' }).click();
  await expect(page).toHaveURL('/store');
});

test('an unknown address answers 404 with the same page, and no code or digest', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page does not exist', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Areas' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/404|NEXT_|digest|error/i);
});

test('a page sends the dashboard once: the not-found page, which every response carries, brings no second copy', async ({
  request,
}) => {
  for (const path of ['/earnings', '/store']) {
    const html = await (await request.get(path)).text();
    // Once in the HTML and once in the flight data React hydrates it from.
    expect(html.split('Skip to content').length - 1, path).toBe(2);
  }
});

test('every page has a title of its own; a product is titled by its name, a profile by its nickname', async ({
  page,
}) => {
  const product = await fixedPriceProduct(0);
  const pages: [string, string][] = [
    ['/store', 'Store'],
    [`/store/${encodeURIComponent(product.id)}`, product.name],
    ['/hire', 'Hire'],
    ['/purchases', 'Purchases'],
    ['/recovery', 'Unfinished operations'],
    ['/account', 'Account'],
    ['/users/pixel.forge', 'pixel.forge'],
    ['/purchases/pur_unknown', 'Order'],
    ['/seller', 'Seller studio'],
    ['/jobs', 'Jobs'],
    ['/submissions', 'Submissions'],
    ['/creator', 'Actions'],
    ['/creator/jobs', 'Your jobs'],
    ['/swaps', 'Swaps'],
    ['/earnings', 'Earnings'],
    ['/notifications', 'Notifications'],
  ];
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(`${title} · ${SITE}`);
  }
  // A shared product link previews with its own name and description, and the card image.
  await page.goto(`/store/${encodeURIComponent(product.id)}`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', product.name);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
    'content',
    product.description!.replace(/\s+/g, ' ').slice(0, 160),
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og\.png$/);
});

test('every page paints its content with the first response, even without JavaScript', async ({ browser, baseURL }) => {
  // Content sent in a late Suspense boundary stays hidden until a script reveals it (React waits up to 300 ms).
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const pages: [string, string][] = [
    ['/hire', 'Hire a worker'],
    ['/purchases', 'Purchases'],
    ['/users/pixel.forge', 'pixel.forge'],
    ['/launch/catalog', 'Catalogue'],
    ['/launch/pay', 'Pay a job'],
    ['/seller/products', 'Your listings'],
    ['/swaps', 'Swaps'],
    ['/earnings', 'Earnings'],
    ['/notifications', 'Notifications'],
    ['/submissions', 'Submissions'],
    ['/creator/jobs', 'Your jobs'],
    ['/creator/actions', 'Actions'],
    ['/jobs', 'Jobs'],
    ['/wallets', 'Connect your wallet'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 }), path).toBeVisible();
  }
  // A public profile and the catalogue arrive read, not as placeholders.
  await page.goto('/users/pixel.forge');
  await expect(page.getByRole('heading', { name: 'Track record' })).toBeVisible();
  await page.goto('/launch/catalog');
  await expect(page.getByRole('list', { name: 'What can be bought' }).getByRole('listitem').first()).toBeVisible();
  await context.close();
});

/** A browser without JavaScript, signed in as a sandbox persona: it shows only what the first response holds. */
async function withoutScriptsAs(browser: Browser, baseURL: string | undefined, id: PersonaId) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAsPersona(page, id);
  return page;
}

/** Past every read window an earlier read of the account may have used (10 s each): the server's reads are not refused. */
const pastReadWindows = () => sandboxControl('/clock', { advanceSeconds: 11 });

test('signed in, the pages people work in arrive read with the first response, even without JavaScript', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const summary = `Name our tea blend ${Date.now()}`;
  const { jobId, customId } = await publishCreatorJob({
    mode: 'selection',
    selectionType: 'creator',
    summary,
    description: summary,
    winnerCap: 1,
    closesInSeconds: 3600,
  });
  await sandboxControl(`/jobs/${customId}/entries`, { count: 2 });

  const creator = await withoutScriptsAs(browser, baseURL, 'creator');
  // A created job, with the entries it asks its creator to read.
  await pastReadWindows();
  await creator.goto(`/creator/jobs/${jobId}`);
  await expect(creator.getByRole('heading', { name: summary, level: 1 })).toBeVisible();
  await expect(creator.getByRole('list', { name: 'Entries' }).getByRole('listitem')).toHaveCount(2);
  await pastReadWindows();
  await creator.goto('/creator/jobs');
  await expect(creator.getByRole('list', { name: 'Your jobs' }).getByText(summary)).toBeVisible();
  await creator.goto('/creator/actions');
  await expect(
    creator.getByRole('list', { name: 'Actions, most urgent first' }).getByRole('listitem').first(),
  ).toBeVisible();
  await creator.goto('/purchases');
  await expect(
    creator.getByRole('list', { name: 'Purchases' }).or(creator.getByText('No purchases yet')),
  ).toBeVisible();
  await creator.context().close();

  const earner = await withoutScriptsAs(browser, baseURL, 'earner');
  await pastReadWindows();
  await earner.goto('/earnings');
  await expect(earner.getByRole('heading', { name: /^Earned / })).toBeVisible();
  // The tiles' headings follow the page's h1 without skipping a level.
  await expect(earner.getByRole('heading', { name: 'Last 24 hours', level: 2 })).toBeVisible();
  await earner.context().close();

  const seller = await withoutScriptsAs(browser, baseURL, 'seller');
  await pastReadWindows();
  await seller.goto('/seller');
  await expect(seller.getByText(/^You have \d+ listings?;/)).toBeVisible();
  await pastReadWindows();
  await seller.goto('/seller/products');
  await expect(seller.getByRole('list', { name: 'Listings' }).getByRole('listitem').first()).toBeVisible();
  await seller.context().close();

  const worker = await withoutScriptsAs(browser, baseURL, 'worker');
  await pastReadWindows();
  await worker.goto('/jobs');
  await expect(worker.getByRole('list', { name: 'Jobs' }).getByRole('listitem').first()).toBeVisible();
  // A job, with whether the worker can enter it: the entry form's stand-in, its fields and button.
  await pastReadWindows();
  await worker.goto(`/jobs/${customId}`);
  await expect(worker.getByRole('heading', { name: summary, level: 1 })).toBeVisible();
  const entry = worker.getByRole('region', { name: 'Enter this job' });
  await expect(entry.getByLabel('Your entry')).toBeVisible();
  await expect(entry.getByRole('button', { name: 'Send my entry' })).toBeVisible();
  await worker.goto('/submissions');
  await expect(worker.getByRole('list', { name: 'Your entries' }).getByRole('listitem').first()).toBeVisible();
  await expect(worker.getByRole('radio', { name: /^All entries \(\d+\)$/ })).toBeChecked();
  await worker.context().close();
});

test('a page that needs an account shows a signed-out visitor its prompt and downloads none of its own code', async ({
  browser,
  baseURL,
}) => {
  /** The scripts a fresh (signed-out) first load of `path` fetches, with their compressed sizes. */
  const scriptsOf = async (path: string) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const responses: import('@playwright/test').Response[] = [];
    page.on('response', (r) => r.request().resourceType() === 'script' && responses.push(r));
    await page.goto(path, { waitUntil: 'networkidle' });
    const scripts = new Map<string, number>();
    for (const r of responses) scripts.set(new URL(r.url()).pathname, (await r.request().sizes()).responseBodySize);
    return { page, context, scripts };
  };
  // The account's prompt is the reference: the shell and a sign-in button.
  const reference = await scriptsOf('/account');
  await reference.context.close();
  const pages: [string, string][] = [
    ['/purchases', 'Sign in to see your purchase history'],
    ['/seller', 'Sign in to open your seller studio'],
    ['/seller/products', 'Sign in to manage your listings'],
    ['/seller/products/new', 'Sign in to manage your listings'],
    ['/seller/profile', 'Sign in to edit your seller profile'],
    ['/creator/actions', 'Sign in to see the jobs you created'],
    ['/creator/jobs', 'Sign in to see the jobs you created'],
    ['/earnings', 'Sign in to see your earnings'],
    ['/notifications', 'Sign in to read your notifications'],
    ['/swaps', 'Sign in to swap'],
    ['/submissions', 'Sign in to see your entries'],
    ['/launch/external', 'Sign in to create a social job'],
    ['/launch/pay', 'Sign in to pay a job'],
  ];
  for (const [path, prompt] of pages) {
    const { page, context, scripts } = await scriptsOf(path);
    await expect(page.getByRole('heading', { name: prompt }), path).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Sign in with your wallet' })).toBeVisible();
    // As much as the account's prompt, give or take an area's tabs: never the page's own code.
    const total = (map: Map<string, number>) => [...map.values()].reduce((sum, size) => sum + size, 0);
    const extra = [...scripts].filter(([script]) => !reference.scripts.has(script));
    expect(
      total(scripts) - total(reference.scripts),
      `${path} loads ${extra.map(([s, n]) => `${s} (${n} B)`).join(', ')}`,
    ).toBeLessThanOrEqual(3 * 1024);
    await context.close();
  }
});

test('link previews, icons and the web manifest are served from public/', async ({ page, request }) => {
  await page.goto('/store');
  const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
  expect(await meta('meta[property="og:image"]')).toMatch(/^https?:\/\/[^/]+\/og\.png$/);
  expect(await meta('meta[property="og:image:width"]')).toBe('1200');
  expect(await meta('meta[property="og:image:height"]')).toBe('630');
  expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
  expect(await meta('meta[name="twitter:image"]')).toMatch(/\/og\.png$/);

  const links = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
    .evaluateAll((els) => els.map((el) => [el.getAttribute('rel'), el.getAttribute('href')]));
  expect(links).toEqual(
    expect.arrayContaining([
      ['icon', '/favicon.ico'],
      ['icon', '/icon.svg'],
      ['apple-touch-icon', '/apple-touch-icon.png'],
      ['manifest', '/manifest.webmanifest'],
    ]),
  );

  const expectImage = async (path: string, type: string) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain(type);
  };
  await expectImage('/og.png', 'image/png');
  await expectImage('/favicon.ico', 'image/');
  await expectImage('/apple-touch-icon.png', 'image/png');
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: SITE, start_url: '/store', display: 'standalone' });
  for (const icon of manifest.icons as { src: string; type: string }[]) await expectImage(icon.src, icon.type);
});

test('a test-mode banner says plainly that no real money moves, on every page', async ({ page }) => {
  for (const path of ['/store', '/account', '/purchases', '/no/such/page']) {
    await page.goto(path);
    const banner = page.getByRole('note', { name: 'Test mode' });
    await expect(banner, path).toHaveText('Test mode: local sandbox, no real money moves.');
    // One line at the very top.
    const box = (await banner.boundingBox())!;
    expect(box.y).toBe(0);
    expect(box.height).toBeLessThan(40);
  }
});

test('the skip link moves focus into the main content', async ({ page }) => {
  await page.goto('/store');
  await expect(page.getByRole('heading', { name: 'Store', level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // The next Tab continues inside the main content, past the navigation.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('a product page can be used from the keyboard, from the skip link to the checkout dialog', async ({ page }) => {
  const product = await fixedPriceProduct(3);
  await page.goto(`/store/${encodeURIComponent(product.id)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const buy = page.getByRole('button', { name: 'Buy with USDC' });
  for (let i = 0; i < 40 && !(await buy.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(buy).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Buy “${product.name}”` });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(buy).toBeFocused();
});
