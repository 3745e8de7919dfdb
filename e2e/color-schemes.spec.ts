import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { buyWithSandboxWallet, fixedPriceProduct, switchColorScheme } from './page-checks';
import { openDialog, signInWithSandboxWallet } from './support';

/** Relative luminance of the page background, 0 (black) to 1 (white). */
async function backgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    canvas.fillStyle = getComputedStyle(document.body).backgroundColor;
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b] = [...canvas.getImageData(0, 0, 1, 1).data].map((v) => {
      const c = v / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} color scheme`, () => {
    test.use({ colorScheme });

    test('the dashboard follows the system setting', async ({ page }) => {
      await page.goto('/store');
      const luminance = await backgroundLuminance(page);
      if (colorScheme === 'dark') expect(luminance).toBeLessThan(0.05);
      else expect(luminance).toBeGreaterThan(0.9);
    });
  });
}

// Each state is checked in both schemes as it stands: the scheme is switched on the page (the palette is CSS alone),
// so one journey reads, signs in and buys once for both.
async function expectAccessibleInBothSchemes(page: Page, state?: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await switchColorScheme(page, colorScheme);
    await expectAccessible(page, `${state ?? 'the page'} (${colorScheme})`);
  }
}

test('store, product, not-found page and sign-in dialog keep AA contrast in both schemes', async ({ page }) => {
  // Ten full-page accessibility scans, each state in both schemes: more than one journey's time.
  test.setTimeout(180_000);
  const product = await fixedPriceProduct(4);
  await page.goto('/store');
  await expect(page.getByRole('list', { name: 'Services' }).getByRole('listitem')).toHaveCount(12);
  await expectAccessibleInBothSchemes(page);

  await page.goto(`/store/${encodeURIComponent(product.id)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expectAccessibleInBothSchemes(page);

  await page.goto('/store/prd_missing');
  await expect(page.getByRole('heading', { name: 'This service is not in the store' })).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  await page.goto('/store?maxPrice=30&delivery=2');
  await expect(page.getByRole('status').filter({ hasText: 'Looked through' })).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  await page.goto('/account');
  const dialog = await openDialog(
    page,
    page.getByRole('banner').getByRole('button', { name: 'Sign in' }),
    'Sign in with your wallet',
  );
  await dialog.getByRole('button', { name: /^Solana/ }).click();
  await dialog.getByRole('button', { name: /Sandbox wallet \(Solana\)/ }).click();
  await expect(dialog.getByRole('heading', { name: 'Check before you sign' })).toBeVisible();
  await expectAccessibleInBothSchemes(page, 'the open dialog');
});

test('account, checkout dialog, purchase and purchases list keep AA contrast in both schemes', async ({ page }) => {
  test.setTimeout(180_000);
  const product = await fixedPriceProduct(5);
  await page.goto('/account');
  await signInWithSandboxWallet(page, 'solana');
  await expect(page.getByRole('region', { name: 'Balances' })).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  await page.goto(`/store/${encodeURIComponent(product.id)}`);
  const dialog = await openDialog(page, page.getByRole('button', { name: 'Buy with USDC' }), `Buy “${product.name}”`);
  await expectAccessibleInBothSchemes(page, 'the open dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await buyWithSandboxWallet(page, product, page.getByRole('button', { name: 'Buy with USDC' }));
  await expectAccessibleInBothSchemes(page);

  await page.goto('/purchases');
  await expect(page.getByRole('list', { name: 'Purchases' }).getByRole('listitem').first()).toBeVisible({
    timeout: 20_000,
  });
  await expectAccessibleInBothSchemes(page);
});
