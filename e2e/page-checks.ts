import { expect, type Locator, type Page } from '@playwright/test';
import { openDialog, sandboxJson } from './support';

export interface ListedProduct {
  id: string;
  name: string;
  description: string | null;
  expectedDelivery: string | null;
  pricing: { mode: string; displayAmount: string | null };
  seller: { nickname: string };
}

/** The n-th fixed-price listing (newest first), so journeys do not share products. */
export async function fixedPriceProduct(n: number): Promise<ListedProduct> {
  const { products } = await sandboxJson<{ products: ListedProduct[] }>('/store/products?limit=50&sort=newest');
  const fixed = products.filter((p) => p.pricing.mode === 'fixed' && p.description);
  return fixed[n % fixed.length]!;
}

/** The page is no wider than the viewport: nothing scrolls sideways. */
export async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, clientWidth, culprits } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The innermost elements reaching past the right edge, to say what to fix.
    const past = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > width + 0.5 && getComputedStyle(el).position !== 'fixed');
    const innermost = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
    const describe = (el: Element) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ${(el.textContent ?? '').trim().slice(0, 40)}`;
    return { scrollWidth: document.documentElement.scrollWidth, clientWidth: width, culprits: innermost.slice(0, 5).map(describe) };
  });
  expect(scrollWidth, `page ${page.url()} is ${scrollWidth - clientWidth}px wider than the screen: ${culprits.join('; ')}`).toBeLessThanOrEqual(clientWidth);
}

/** Quote a listing in the checkout dialog and pay it with the sandbox Solana wallet; resolves on the purchase page. */
export async function buyWithSandboxWallet(page: Page, product: ListedProduct, buyButton: Locator) {
  const dialog = await openDialog(page, buyButton, `Buy “${product.name}”`);
  await dialog.getByLabel('Solana (USDC)').check();
  await dialog.getByRole('button', { name: 'Get a quote' }).click();
  await expect(dialog.getByTestId('quote-amount')).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: /with Sandbox wallet \(Solana\)/ }).click();
  await expect(page).toHaveURL(/\/purchases\/[^/?]+\?kind=/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'In progress', level: 2 })).toBeVisible({ timeout: 30_000 });
}
