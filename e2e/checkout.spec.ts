import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { openDialog, sandboxControl, sandboxJson, signInWithSandboxWallet } from './support';

interface ListedProduct {
  id: string;
  name: string;
  pricing: { mode: string; displayAmount: string | null };
}

/** A fixed-price listing to buy (the n-th one, so tests do not share products). */
async function fixedPriceProduct(n: number): Promise<ListedProduct> {
  const { products } = await sandboxJson<{ products: ListedProduct[] }>('/store/products?limit=50&sort=newest');
  const fixed = products.filter((p) => p.pricing.mode === 'fixed');
  return fixed[n % fixed.length]!;
}

async function openCheckout(page: Page, product: ListedProduct) {
  await page.goto(`/store/${encodeURIComponent(product.id)}`);
  return openDialog(page, page.getByRole('button', { name: 'Buy with USDC' }), `Buy “${product.name}”`);
}

async function quote(page: Page, product: ListedProduct, network: 'solana' | 'base') {
  const dialog = await openCheckout(page, product);
  await dialog.getByLabel(network === 'solana' ? 'Solana (USDC)' : 'Base (USDC)').check();
  await dialog.getByRole('button', { name: 'Get a quote' }).click();
  await expect(dialog.getByTestId('quote-amount')).toBeVisible({ timeout: 15_000 });
  return dialog;
}

async function expectConfirmed(page: Page) {
  await expect(page).toHaveURL(/\/purchases\/[^/?]+\?kind=/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Payment confirmed', level: 2 })).toBeVisible({ timeout: 30_000 });
}

test.beforeEach(async () => {
  await sandboxControl('/config', { receiptDelayMs: 0 });
});

test('buy a product on Solana with the sandbox wallet and watch it reach payment_confirmed', async ({ page }) => {
  const product = await fixedPriceProduct(0);
  const dialog = await quote(page, product, 'solana');
  // The quote is shown in full before anything is signed.
  await expect(dialog).toContainText('The seller receives (net)');
  await expect(dialog).toContainText('Identification amount');
  await expect(dialog).toContainText('Quote expires in');
  await expectAccessible(page, 'the quote in the checkout dialog');
  await dialog.getByRole('button', { name: /with Sandbox wallet \(Solana\)/ }).click();
  await expectConfirmed(page);
  await expect(page.getByRole('region', { name: 'Payment', exact: true })).toContainText('Solana');
});

test.describe('in the dark color scheme', () => {
  test.use({ colorScheme: 'dark' });

  test('buy a product on Base with the sandbox EVM account', async ({ page }) => {
    const product = await fixedPriceProduct(1);
    const dialog = await quote(page, product, 'base');
    await expectAccessible(page, 'the quote in the dark color scheme');
    await dialog.getByRole('button', { name: /with Sandbox account \(Base\)/ }).click();
    await expectConfirmed(page);
    await expect(page.getByRole('region', { name: 'Payment', exact: true })).toContainText('Base');
  });
});

test('a receipt still pending answers 202 and the page keeps checking until confirmed', async ({ page }) => {
  await sandboxControl('/config', { receiptDelayMs: 4000 });
  const product = await fixedPriceProduct(2);
  const dialog = await quote(page, product, 'solana');
  await dialog.getByRole('button', { name: /with Sandbox wallet \(Solana\)/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment submitted', level: 2 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Do not pay again for this order.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment confirmed', level: 2 })).toBeVisible({ timeout: 30_000 });
});

test('hire by nickname, chat with the worker, review the delivery and finalize', async ({ page }) => {
  test.setTimeout(120_000);
  const { products } = await sandboxJson<{ products: { seller: { nickname: string } }[] }>('/store/products?limit=5');
  const nickname = products[0]!.seller.nickname;
  await page.goto(`/hire?nickname=${encodeURIComponent(nickname)}`);
  const dialog = await openDialog(page, page.getByRole('button', { name: 'Continue' }), `Hire ${nickname}`);
  await dialog.getByLabel(/Budget/).fill('10.00');
  await dialog.getByLabel('What should the work be?').fill('A square logo for my coffee shop, two concepts.');
  await dialog.getByRole('button', { name: 'Get a quote' }).click();
  await expect(dialog).toContainText('The worker receives');
  await expect(dialog).toContainText('9.00 USDC');
  await expectAccessible(page, 'the hire quote');
  await dialog.getByRole('button', { name: /with Sandbox wallet \(Solana\)/ }).click();
  await expectConfirmed(page);

  const room = page.getByRole('region', { name: 'Order room' });
  await expect(room).toBeVisible({ timeout: 30_000 });
  await room.getByLabel('Message to the seller').fill('Hello! Warm colours please.');
  await room.getByRole('button', { name: 'Send' }).click();
  await expect(room.getByRole('button', { name: /You can send again in/ })).toBeVisible();
  await expect(room.getByRole('list', { name: 'Messages' })).toContainText('Warm colours please.');
  // The simulated seller replies and delivers; the next read (at most every 10 s) shows it.
  await expect(room.getByRole('heading', { name: new RegExp(`Delivered by ${nickname}`) })).toBeVisible({ timeout: 30_000 });

  await room.getByRole('button', { name: 'Publish review' }).click();
  await expect(room).toContainText('your review is published');

  await room.getByRole('button', { name: 'Approve and release payment' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve this order?' });
  await expect(approve).toBeVisible();
  await expectAccessible(page, 'the approval dialog');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(room).toContainText(`${nickname} received 9.00 USDC`);
});

test('signed in with the paying wallet, the purchase appears in the history', async ({ page }) => {
  await page.goto('/store');
  await signInWithSandboxWallet(page, 'solana');
  const product = await fixedPriceProduct(3);
  const dialog = await quote(page, product, 'solana');
  await dialog.getByRole('button', { name: /with Sandbox wallet \(Solana\)/ }).click();
  await expectConfirmed(page);
  await page.goto('/purchases');
  const list = page.getByRole('list', { name: 'Purchases' });
  await expect(list).toContainText(product.name, { timeout: 30_000 });
  await expect(list).toContainText('Payment confirmed');
});

test('the response is lost after payment: the page recovers the purchase by status and exactly one payment exists', async ({ page }) => {
  const product = await fixedPriceProduct(4);
  const dialog = await quote(page, product, 'base');
  await sandboxControl('/faults', { route: 'checkout.purchase', kind: 'drop-after-commit', count: 1 });
  await dialog.getByRole('button', { name: /with Sandbox account \(Base\)/ }).click();
  await expect(dialog.getByText('Do not pay again')).toBeVisible({ timeout: 30_000 });

  // Until checked, the operation is on the recovery list.
  await page.goto('/recovery');
  const op = page.getByRole('list', { name: 'Unfinished operations' }).getByRole('listitem').first();
  await expect(op).toContainText('No answer');
  await expectAccessible(page, 'the recovery list');
  await op.getByRole('button', { name: 'Check status' }).click();
  await expect(op).toContainText('Payment confirmed', { timeout: 30_000 });
  await op.getByRole('link', { name: 'Open the order' }).click();
  await expectConfirmed(page);

  const purchaseId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const ledger = await sandboxJson<{ entries: { kind: string }[] }>(`/__sandbox/ledger?ref=${encodeURIComponent(purchaseId)}`);
  expect(ledger.entries.filter((e) => e.kind === 'payment')).toHaveLength(1);
});

test('a 503 with Retry-After shows a countdown and then succeeds', async ({ page }) => {
  const product = await fixedPriceProduct(5);
  const dialog = await openCheckout(page, product);
  await sandboxControl('/faults', { route: 'checkout.purchase', kind: 'unavailable', retryAfterSeconds: 3, count: 1 });
  await dialog.getByRole('button', { name: 'Get a quote' }).click();
  await expect(dialog.getByText(/Trying again in/)).toBeVisible();
  await expect(dialog.getByTestId('quote-amount')).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: /with Sandbox wallet \(Solana\)/ }).click();
  await expectConfirmed(page);
});

test('a changed body under the same key is refused, and nothing reaches the marketplace', async ({ page }) => {
  const product = await fixedPriceProduct(6);
  await page.goto('/store');
  const body = { productId: product.id, network: 'solana', idempotencyKey: `purchase:e2e-${Date.now()}` };
  const first = await page.request.post('/api/marketplace/store/purchase', { data: body, headers: { origin: new URL(page.url()).origin } });
  expect(first.status()).toBe(402);
  const changed = await page.request.post('/api/marketplace/store/purchase', { data: { ...body, description: 'changed' }, headers: { origin: new URL(page.url()).origin } });
  expect(changed.status()).toBe(409);
  expect(await changed.json()).toMatchObject({ errorCode: 'PROXY_IDEMPOTENCY_CHANGED' });
});
