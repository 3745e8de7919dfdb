/**
 * Against the live service: the store, buying up to the pay step, hiring, a
 * public profile, purchases and recovery show nothing of the sandbox, and a
 * paid purchase's transaction links to its network's public explorer.
 */
import type { Page } from '@playwright/test';
import { formatUsd } from '../../lib/money';
import { evmKeySigner } from '../../lib/wallet/key-signers';
import { openDialog, signInWithKey } from '../support';
import { LIVE, expect, expectAccessible, expectNoSandboxTraces, liveSandboxJson, test } from './live';
import { buyInNode } from './pay-in-node';
import { BASE_WALLET_NAME, SOLANA_WALLET_NAME, installInjectedWallets } from '../injected-wallets';
import type { ListedProduct } from '../page-checks';

type Listed = ListedProduct & { thumbnailUrl: string | null };

/** The n-th fixed-price listing with a description (newest first), so journeys do not share products. */
async function fixedPriceProduct(n: number): Promise<Listed> {
  const { products } = await liveSandboxJson<{ products: Listed[] }>('/store/products?limit=50&sort=newest');
  const fixed = products.filter((p) => p.pricing.mode === 'fixed' && p.description);
  expect(fixed.length).toBeGreaterThan(n);
  return fixed[n]!;
}

const cards = (page: Page) => page.getByRole('list', { name: 'Services' }).getByRole('listitem');

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in the ${colorScheme} color scheme`, () => {
    test.use({ colorScheme });

    test('the store and a product show the marketplace’s listings and images, and nothing of the sandbox', async ({
      page,
    }) => {
      const expected = await liveSandboxJson<{ total: number; products: Listed[] }>('/store/products');
      await page.goto('/store');
      await expect(cards(page)).toHaveCount(12);
      await expect(cards(page).first()).toContainText(expected.products[0]!.name);
      await expect(page.getByText(`Showing 1–12 of ${expected.total}`)).toBeVisible();
      // The upstream is labelled live, not sandbox.
      await expect(page.getByText('Live', { exact: true }).first()).toBeAttached();
      // Images are the marketplace's media origin's (MEDIA_ORIGINS), come through this dashboard, and load.
      const image = cards(page)
        .first()
        .locator(`img[src^="/api/media?url=${encodeURIComponent(`${LIVE.mediaOrigin}/media/`)}"]`)
        .first();
      await expect(image).toBeVisible();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await expectNoSandboxTraces(page, 'the store');

      await page.getByRole('searchbox', { name: 'Search services' }).fill('logo');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(/\/store\?q=logo$/);
      const found = await liveSandboxJson<{ total: number }>('/store/products?q=logo');
      await expect(page.getByText(`of ${found.total}`)).toBeVisible();
      await expectNoSandboxTraces(page, 'a search of the store');

      const product = await fixedPriceProduct(colorScheme === 'light' ? 0 : 1);
      await page.goto(`/store/${encodeURIComponent(product.id)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
      // The price is the marketplace's, as it answers it.
      await expect(page.getByRole('main').getByRole('complementary')).toContainText(
        formatUsd(product.pricing.displayAmount!),
      );
      await expectNoSandboxTraces(page, 'a product page');
    });
  });
}

test('buying goes up to the quote and the pay step, which offers no sandbox wallet', async ({ page }) => {
  const product = await fixedPriceProduct(2);
  await page.goto(`/store/${encodeURIComponent(product.id)}`);
  const dialog = await openDialog(page, page.getByRole('button', { name: 'Buy with USDC' }), `Buy “${product.name}”`);
  await expectNoSandboxTraces(page, 'the checkout form');
  await dialog.getByLabel('Solana (USDC)').check();
  await dialog.getByRole('button', { name: 'Get a quote' }).click();
  await expect(dialog.getByTestId('quote-amount')).toHaveText(/^\$\d/, { timeout: 15_000 });
  await expect(dialog.getByRole('heading', { name: 'Check the quote, then pay' })).toBeFocused();
  for (const line of ['Price, with the platform fee', 'The seller receives', 'You pay'])
    await expect(dialog).toContainText(line);
  // Without a wallet in the browser, nothing offers to sign: no sandbox wallet stands in.
  await expect(dialog.getByRole('button', { name: /^Pay .* with / })).toHaveCount(0);
  await expect(dialog).toContainText(
    'No Solana wallet was found in this browser. Install one of these browser extensions, then reload this page and ask for a quote again',
  );
  await expect(dialog.getByRole('link', { name: /^Solflare/ })).toHaveAttribute(
    'href',
    'https://solflare.com/download',
  );
  await expectNoSandboxTraces(page, 'the quote and the pay step');
  await expectAccessible(page, 'the quote in the checkout dialog');
});

test('hiring and a public profile name real people only, with no sandbox example', async ({ page }) => {
  const { products } = await liveSandboxJson<{ products: Listed[] }>('/store/products');
  const nickname = products[0]!.seller.nickname;
  await page.goto(`/users/${encodeURIComponent(nickname)}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(nickname);
  await expect(page.getByRole('button', { name: new RegExp(`Hire ${nickname}`) })).toBeVisible();
  await expectNoSandboxTraces(page, 'a public profile');

  await page.goto('/hire');
  const field = page.getByRole('textbox', { name: 'Nickname' });
  await expect(field).toBeVisible();
  await expectNoSandboxTraces(page, 'the hire page');
  await field.fill(nickname);
  await page.getByRole('button', { name: 'Find them' }).click();
  await expect(page.getByRole('button', { name: `Hire ${nickname}` })).toBeVisible({ timeout: 15_000 });
  await expectNoSandboxTraces(page, 'a worker found on the hire page');
});

test('a paid purchase links its transaction to Basescan or Solscan; purchases and recovery show nothing of the sandbox', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/store');
  await signInWithKey(page, evmKeySigner());
  const explorers = {
    base: ['Basescan', 'https://basescan.org/tx/'],
    solana: ['Solscan', 'https://solscan.io/tx/'],
  } as const;
  for (const [n, network] of (['base', 'solana'] as const).entries()) {
    const product = await fixedPriceProduct(3 + n);
    const { purchaseId, transactionId } = await buyInNode(page, product.id, network);
    await page.goto(`/purchases/${encodeURIComponent(purchaseId)}?kind=store`);
    const payment = page.getByRole('region', { name: 'Payment', exact: true });
    const [name, base] = explorers[network];
    const link = payment.getByRole('link', { name: new RegExp(`view on ${name}`) });
    await expect(link).toHaveAttribute('href', `${base}${encodeURIComponent(transactionId)}`, { timeout: 20_000 });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(payment.getByRole('button', { name: 'Copy the transaction id' })).toBeVisible();
    await expectNoSandboxTraces(page, `a purchase paid on ${network}`);
  }

  await page.goto('/purchases');
  await expect(page.getByRole('heading', { name: 'Purchases', level: 1 })).toBeVisible();
  await expectNoSandboxTraces(page, 'the purchases list');
  await page.goto('/recovery');
  await expect(page.getByRole('heading', { name: 'Unfinished operations', level: 1 })).toBeVisible();
  await expectNoSandboxTraces(page, 'the recovery list');
});

test('with the wallets people have: sign in and buy through the page on each network, linked to its explorer', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const wallets = await installInjectedWallets(page);
  await page.goto('/store');
  const explorers = { base: 'https://basescan.org/tx/', solana: 'https://solscan.io/tx/' } as const;
  for (const [n, network] of (['solana', 'base'] as const).entries()) {
    const name = network === 'solana' ? SOLANA_WALLET_NAME : BASE_WALLET_NAME;
    if (n === 0) {
      const signIn = await openDialog(
        page,
        page.getByRole('banner').getByRole('button', { name: 'Sign in' }),
        'Sign in with your wallet',
      );
      await signIn.getByRole('button', { name: /^Solana/ }).click();
      await expectNoSandboxTraces(page, 'the sign-in dialog with a wallet installed');
      await signIn.getByRole('button', { name }).click();
      await signIn.getByRole('button', { name: 'Sign in with wallet' }).click();
      await expect(signIn).toBeHidden({ timeout: 20_000 });
    }
    const product = await fixedPriceProduct(5 + n);
    await page.goto(`/store/${encodeURIComponent(product.id)}`);
    const dialog = await openDialog(page, page.getByRole('button', { name: 'Buy with USDC' }), `Buy “${product.name}”`);
    await dialog.getByLabel(network === 'solana' ? 'Solana (USDC)' : 'Base (USDC)').check();
    await dialog.getByRole('button', { name: 'Get a quote' }).click();
    const pay = dialog.getByRole('button', { name: new RegExp(`^Pay .* with ${name}$`) });
    await expect(pay).toBeVisible({ timeout: 15_000 });
    await expectNoSandboxTraces(page, `the pay step on ${network} with a wallet installed`);
    await pay.click();
    if (network === 'base') {
      // Signed in with the Solana wallet, a Base payment belongs to the Base wallet's account: said first.
      await expect(dialog.getByRole('heading', { name: 'Pay from another account?' })).toBeFocused();
      await dialog.getByRole('button', { name: /from the other account$/ }).click();
    }
    await expect(page).toHaveURL(/\/purchases\/[^/?]+\?kind=store/, { timeout: 30_000 });
    const payment = page.getByRole('region', { name: 'Payment', exact: true });
    await expect(payment.getByRole('link', { name: /view on (Solscan|Basescan)/ })).toHaveAttribute(
      'href',
      new RegExp(`^${explorers[network]}`),
      { timeout: 20_000 },
    );
    await expectNoSandboxTraces(page, `a purchase paid on ${network} through the page`);
  }
  expect(wallets.signatures.map((s) => [s.network, s.method])).toEqual([
    ['solana', 'signMessage'],
    ['solana', 'signTransaction'],
    ['base', 'eth_signTypedData_v4'],
  ]);
});

test('the wallet guide leaves out its sandbox section', async ({ page }) => {
  await page.goto('/wallets');
  await expect(page.getByRole('heading', { name: 'What the dashboard never asks for', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Try everything with the sandbox first' })).toHaveCount(0);
  await expectNoSandboxTraces(page, 'the wallet guide');
});
