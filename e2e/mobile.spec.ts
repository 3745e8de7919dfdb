import { expect, test } from './fixtures';
import { buyWithSandboxWallet, expectNoHorizontalOverflow, fixedPriceProduct } from './page-checks';
import { signInWithSandboxWallet } from './support';

// A common phone: 390 px wide.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const buyBar = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Buy this service' });

test('no page scrolls sideways at 390 px, signed out', async ({ page }) => {
  const product = await fixedPriceProduct(7);
  const paths = [
    '/store',
    '/store?q=logo&category=Logo%20Design&sort=newest&limit=24',
    '/store?maxPrice=50&delivery=3',
    '/store?limit=500',
    `/store/${encodeURIComponent(product.id)}`,
    `/store/${encodeURIComponent('legacy:Starter Pack #7')}`,
    '/store/prd_missing',
    '/hire?nickname=pixel.forge',
    '/purchases',
    '/purchases/pur_unknown',
    '/recovery',
    '/account',
    '/users/pixel.forge',
    '/seller',
    '/jobs',
    '/submissions',
    '/creator',
    '/swaps',
    '/earnings',
    '/notifications',
    '/no/such/page',
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('main')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    await expectNoHorizontalOverflow(page);
  }
});

test('signed in with a purchase: account, purchase and purchases list fit, and the address never wraps', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const product = await fixedPriceProduct(8);
  await page.goto('/store');
  await signInWithSandboxWallet(page, 'solana');
  await page.goto(`/store/${encodeURIComponent(product.id)}`);
  await buyWithSandboxWallet(page, product, buyBar(page).getByRole('button', { name: 'Buy with USDC' }));
  await expectNoHorizontalOverflow(page);

  await page.goto('/purchases');
  const rows = page.getByRole('list', { name: 'Purchases' }).getByRole('listitem');
  await expect(rows.first()).toContainText(product.name, { timeout: 20_000 });
  await expectNoHorizontalOverflow(page);
  // Each row's amount and status are on screen, not pushed out of it.
  for (const part of [
    rows
      .first()
      .getByText(/\$[0-9]/)
      .first(),
    rows.first().getByText('In progress'),
  ])
    await expect(part).toBeInViewport();

  await page.goto('/account');
  const wallet = page
    .getByRole('region', { name: 'Profile' })
    .getByRole('definition')
    .filter({ has: page.getByRole('button', { name: 'Copy the wallet address' }) });
  await expect(wallet).toBeVisible();
  await expectNoHorizontalOverflow(page);
  const full = (await wallet.locator('.sr-only').textContent())!;
  expect(full.length).toBeGreaterThan(30);
  // Shortened in the middle, on one line, the whole value for screen readers and the copy button.
  const shown = wallet.locator('[aria-hidden="true"]').first();
  await expect(shown).toHaveText(`${full.slice(0, 6)}…${full.slice(-4)}`);
  const lines = await shown.evaluate((el) => el.getClientRects().length);
  expect(lines).toBe(1);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await wallet.getByRole('button', { name: 'Copy the wallet address' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(full);
});

test('the product page keeps price and buy button on screen, above the description', async ({ page }) => {
  const product = await fixedPriceProduct(9);
  await page.goto(`/store/${encodeURIComponent(product.id)}`);
  const bar = buyBar(page);
  await expect(bar).toBeInViewport();
  await expect(bar).toContainText(/\$[\d,]+\.\d{2}/);
  const box = (await bar.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  // Still there after reading down to the seller.
  await page.getByRole('region', { name: 'Seller' }).scrollIntoViewIfNeeded();
  await expect(bar).toBeInViewport();
  await bar.getByRole('button', { name: 'Buy with USDC' }).click();
  await expect(page.getByRole('dialog', { name: `Buy “${product.name}”` })).toBeVisible();
});

test('the navigation is one tap away wherever the page is scrolled, and closes with Escape', async ({ page }) => {
  await page.goto('/store');
  await expect(page.getByRole('list', { name: 'Services' }).getByRole('listitem')).toHaveCount(12);
  await page.getByRole('navigation', { name: 'Pages' }).scrollIntoViewIfNeeded();
  const menu = page.getByRole('button', { name: 'Open navigation' });
  await expect(menu).toBeInViewport();
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer.getByRole('link', { name: /Purchases/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
  await menu.click();
  await drawer.getByRole('link', { name: /Account/ }).click();
  await expect(page).toHaveURL('/account');
  await expect(drawer).toBeHidden();
});

test('store filters fold behind one button on a phone', async ({ page }) => {
  await page.goto('/store');
  const toggle = page.getByRole('button', { name: 'Filters' });
  await expect(page.getByLabel('Delivery')).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Delivery').selectOption('2');
  await expect(page).toHaveURL(/delivery=2/);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
});
