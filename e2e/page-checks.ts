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
    const past = [...document.querySelectorAll('body *')].filter(
      (el) => el.getBoundingClientRect().right > width + 0.5 && getComputedStyle(el).position !== 'fixed',
    );
    const innermost = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ${(el.textContent ?? '').trim().slice(0, 40)}`;
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: width,
      culprits: innermost.slice(0, 5).map(describe),
    };
  });
  expect(
    scrollWidth,
    `page ${page.url()} is ${scrollWidth - clientWidth}px wider than the screen: ${culprits.join('; ')}`,
  ).toBeLessThanOrEqual(clientWidth);
}

/** The checkout dialog of a listing, opened from its page (or from `buyButton` on the page already open). */
export async function openCheckout(page: Page, product: ListedProduct, buyButton?: Locator) {
  if (!buyButton) await page.goto(`/store/${encodeURIComponent(product.id)}`);
  // On a phone the page has a second buy button, in the bar at the bottom: either opens the checkout.
  return openDialog(
    page,
    buyButton ?? page.getByRole('button', { name: 'Buy with USDC' }).filter({ visible: true }).first(),
    `Buy “${product.name}”`,
  );
}

/** A quote for a listing on a network, shown in its checkout dialog. */
export async function quoteProduct(
  page: Page,
  product: ListedProduct,
  network: 'solana' | 'base',
  buyButton?: Locator,
) {
  const dialog = await openCheckout(page, product, buyButton);
  await dialog.getByLabel(network === 'solana' ? 'Solana (USDC)' : 'Base (USDC)').check();
  await dialog.getByRole('button', { name: 'Get a quote' }).click();
  await expect(dialog.getByTestId('quote-amount')).toBeVisible({ timeout: 15_000 });
  return dialog;
}

/** The order's timeline, and the step it is at. */
export const timeline = (page: Page) => page.getByRole('list', { name: 'Order progress' });
export const currentStep = (page: Page) => timeline(page).locator('[aria-current="step"]');

/** Paid, confirmed and with the seller: the sandbox's sellers start at once. */
export async function expectConfirmed(page: Page) {
  await expect(page).toHaveURL(/\/purchases\/[^/?]+\?kind=/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'In progress', level: 2 })).toBeVisible({ timeout: 30_000 });
  await expect(currentStep(page)).toHaveText(/^In progress/);
}

/** Quote a listing in the checkout dialog and pay it with the sandbox Solana wallet; resolves on the purchase page. */
export async function buyWithSandboxWallet(page: Page, product: ListedProduct, buyButton: Locator) {
  const dialog = await quoteProduct(page, product, 'solana', buyButton);
  await dialog.getByRole('button', { name: /with Sandbox wallet \(Solana\)/ }).click();
  await expectConfirmed(page);
}

/**
 * The system color scheme, switched on the page as it is: the palette follows it in CSS alone, so a page read
 * once is checked in both schemes. Resolves once the colors have settled (a card's color transition would
 * otherwise show axe a color halfway).
 */
export async function switchColorScheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme });
  await page.evaluate(async () => {
    // getAnimations() recalculates the styles first, so the transitions the switch starts are among them.
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
  });
}
