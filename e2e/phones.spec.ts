import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { buyWithSandboxWallet, expectNoHorizontalOverflow, fixedPriceProduct, type ListedProduct } from './page-checks';
import { accountIdOf, apiKeyOf, sandboxControl, SANDBOX_URL, signInWithKey, signInWithSandboxWallet } from './support';
import { evmKeySigner } from '../lib/wallet/key-signers';

// What a person notices on a common phone, 390 px wide.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The element shows all of its text: nothing cut off with an ellipsis or hidden past its edge. */
async function expectFullyShown(element: Locator) {
  const { scrollWidth, clientWidth } = await element.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth, 'the text is cut off').toBeLessThanOrEqual(clientWidth);
}

/** How many lines a text element takes. */
const linesOf = (element: Locator) =>
  element.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));

/** The heading is on screen and below the sticky top bar, not hidden under it. */
async function expectHeadingShown(page: Page, heading: Locator) {
  await expect(heading).toBeInViewport();
  const bar = (await page.getByRole('banner').boundingBox())!;
  const box = (await heading.boundingBox())!;
  expect(box.y, 'the heading is under the top bar').toBeGreaterThanOrEqual(bar.y + bar.height - 1);
}

const post = async (path: string, apikey: string, body: unknown) => {
  const response = await fetch(`${SANDBOX_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apikey },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as Record<string, unknown>;
};

/** A seller of its own, made through the marketplace API: a public profile with a bio and one listing with a long name. */
async function sellerWithLongTitle() {
  const signer = evmKeySigner();
  const apikey = await apiKeyOf(signer);
  const nickname = `walker_${Date.now().toString(36)}`;
  const bio = 'Guided walkthrough videos for onboarding flows, recorded with a calm voice-over and captions.';
  await post('/worker/profile', apikey, { nickname, publicProfile: true, profileBio: bio });
  const name = `Walkthrough video of your onboarding flow with voice-over ${Date.now().toString(36)}`;
  const created = await post('/worker/store/products', apikey, {
    name,
    description: 'A narrated screen recording of your product’s first steps.',
    priceUsd: '5',
    idempotencyKey: crypto.randomUUID(),
  });
  const id = (created.product as { id: string }).id;
  return { signer, nickname, bio, product: { id, name } as ListedProduct };
}

test('rows stack on a phone: long titles show in full, a profile’s name on one line and its bio across the width', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const seller = await sellerWithLongTitle();

  // A buyer's purchase of it: the purchases row shows the whole title.
  await page.goto('/store');
  await signInWithSandboxWallet(page, 'solana');
  await page.goto(`/store/${encodeURIComponent(seller.product.id)}`);
  await buyWithSandboxWallet(
    page,
    seller.product,
    page.getByRole('region', { name: 'Buy this service' }).getByRole('button', { name: 'Buy with USDC' }),
  );
  await page.goto('/purchases');
  const purchase = page
    .getByRole('list', { name: 'Purchases' })
    .getByRole('listitem')
    .filter({ hasText: seller.product.name });
  await expect(purchase.getByRole('link', { name: seller.product.name })).toBeVisible({ timeout: 20_000 });
  await expectFullyShown(purchase.getByRole('link', { name: seller.product.name }));
  await expectNoHorizontalOverflow(page);

  // The seller's public profile: the name on one line, the bio as wide as the card, not a word a line.
  await page.goto(`/users/${seller.nickname}`);
  const name = page.getByRole('heading', { level: 1, name: seller.nickname });
  await expect(name).toBeVisible();
  expect(await linesOf(name)).toBe(1);
  const bio = page.getByText(seller.bio);
  const [bioBox, cardBox] = [(await bio.boundingBox())!, (await page.locator('main header').first().boundingBox())!];
  expect(bioBox.width).toBeGreaterThanOrEqual(cardBox.width * 0.75);
  expect(await linesOf(bio)).toBeLessThanOrEqual(4);
  await expectNoHorizontalOverflow(page);

  // The seller's own list of listings.
  await signInWithKey(page, seller.signer);
  await page.goto('/seller/products');
  const title = page.getByRole('list', { name: 'Listings' }).getByRole('heading', { name: seller.product.name });
  await expect(title).toBeVisible({ timeout: 20_000 });
  await expectFullyShown(title);
  await expectFullyShown(title.getByRole('link'));
  await expectNoHorizontalOverflow(page);
});

test('Apply on the store’s filters folds them away and shows the results, with focus on their heading', async ({
  page,
}) => {
  await page.goto('/store');
  const toggle = page.getByRole('button', { name: 'Filters' });
  await toggle.click();
  await page.getByLabel('Highest price in USD').fill('40');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/maxPrice=40/);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Highest price in USD')).toBeHidden();
  const results = page.getByRole('heading', { name: 'Results' });
  await expect(results).toBeFocused();
  await expectHeadingShown(page, results);
  await expect(page.getByRole('list', { name: 'Services' }).getByRole('listitem').first()).toBeInViewport({
    timeout: 20_000,
  });
});

test('a swap started on a phone brings its progress into view, and the cleared form cannot send it again', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/swaps');
  await signInWithSandboxWallet(page, 'solana');
  const form = page.getByRole('form', { name: 'Swap' });
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/marketplace/swap') && request.method() === 'POST') creates.push(request.url());
  });
  const amount = form.getByLabel('Amount of SOL');
  await expect(form).toContainText(/Available: [\d.]+ SOL/);
  await amount.fill('0.1');
  await form.getByRole('button', { name: 'Swap', exact: true }).click();

  await expect(page).toHaveURL(/\/swaps\?swap=/);
  const progress = page.getByRole('region', { name: /^SOL to USDC/ });
  await expect(progress).toBeFocused();
  await expectHeadingShown(page, progress.getByRole('heading', { name: /^SOL to USDC/ }));
  await expect(progress.getByRole('list', { name: 'Swap progress' })).toBeInViewport();
  // The swap is handed over: the amount is cleared, the pair kept.
  await expect(amount).toHaveValue('');
  await expect(form.getByLabel('From')).toHaveValue('SOL');

  // Completed and past the 15 s window: one more tap sends nothing.
  await sandboxControl('/clock', { advanceSeconds: 30 });
  await page.clock.fastForward(30_000);
  await expect(progress.getByTestId('swap-received')).toBeVisible({ timeout: 20_000 });
  const swap = form.getByRole('button', { name: 'Swap', exact: true });
  await expect(swap).toBeEnabled({ timeout: 20_000 });
  await swap.click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  expect(creates).toHaveLength(1);
});

/** The bell's panel says when the account's feed is live, so what is emitted next arrives as a toast. */
async function waitForLiveFeed(page: Page) {
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  const panel = page.getByRole('region', { name: 'Live notifications' });
  await expect(async () => {
    if (!(await panel.isVisible())) await bell.click();
    await expect(panel).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(panel).toContainText('Live notifications: Live', { timeout: 15_000 });
  await page.keyboard.press('Escape');
}

test('toasts on a phone stay small and off the page’s heading', async ({ page }) => {
  await page.goto('/store');
  await signInWithSandboxWallet(page, 'solana');
  const accountId = await accountIdOf(page);
  await waitForLiveFeed(page);
  const stamp = Date.now();
  for (const n of [1, 2, 3])
    await sandboxControl('/notifications', {
      accountId,
      message: `Update ${n} ${stamp}: ${'your order moved on and the seller wrote a long note about it. '.repeat(6)}`,
    });
  const toasts = page
    .getByRole('status')
    .filter({ hasText: `Update 3 ${stamp}` })
    .last();
  await expect(toasts.getByText(`Update 3 ${stamp}`)).toBeVisible();
  const heading = page.getByRole('heading', { level: 1, name: 'Store' });
  const [shown, title] = [(await toasts.boundingBox())!, (await heading.boundingBox())!];
  expect(shown.height).toBeLessThanOrEqual(120);
  const overlaps = shown.y < title.y + title.height && title.y < shown.y + shown.height;
  expect(overlaps, 'the toasts cover the heading').toBe(false);
  await expectNoHorizontalOverflow(page);
});

test('on a product, a toast sits above the Buy bar, not over it', async ({ page }) => {
  const product = await fixedPriceProduct(10);
  await page.goto(`/store/${encodeURIComponent(product.id)}`);
  await signInWithSandboxWallet(page, 'solana');
  const accountId = await accountIdOf(page);
  await waitForLiveFeed(page);
  const message = `Update ${Date.now()}`;
  await sandboxControl('/notifications', { accountId, message });
  const shown = page.getByRole('status').filter({ hasText: message }).last();
  await expect(shown.getByText(message)).toBeVisible();
  const bar = (await page.getByRole('region', { name: 'Buy this service' }).boundingBox())!;
  const box = (await shown.boundingBox())!;
  expect(box.y + box.height, 'the toast covers the Buy bar').toBeLessThanOrEqual(bar.y);
});

test('a page reached from far down another starts at its heading, below the top bar', async ({ page }) => {
  const product = await fixedPriceProduct(10);
  await page.goto(`/store/${encodeURIComponent(product.id)}`);
  const seller = page.getByRole('region', { name: 'Seller' });
  await seller.scrollIntoViewIfNeeded();
  await seller.getByRole('link', { name: product.seller.nickname }).click();
  await expect(page).toHaveURL(`/users/${encodeURIComponent(product.seller.nickname)}`);
  const name = page.getByRole('heading', { level: 1, name: product.seller.nickname });
  await expect(name).toBeVisible();
  await expectHeadingShown(page, name);

  // A short scroll on a long page, then a link: the new page does not keep the offset.
  await page.goto('/store');
  await page.evaluate(() => window.scrollTo(0, 60));
  const card = page.getByRole('list', { name: 'Services' }).getByRole('listitem').first();
  const cardName = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/store\/.+/);
  const heading = page.getByRole('heading', { level: 1, name: cardName });
  await expect(heading).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectHeadingShown(page, heading);
});
