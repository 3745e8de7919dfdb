import type { Locator, Page } from '@playwright/test';
import { formatAsset, formatUsd } from '../lib/money';
import { expect, expectAccessible, test } from './fixtures';
import {
  currentStep,
  expectConfirmed,
  fixedPriceProduct,
  openCheckout,
  type ListedProduct,
  quoteProduct as quote,
  timeline,
} from './page-checks';
import {
  apiKeyOf,
  holdAllScripts,
  openDialog,
  passTime,
  passTimeUntil,
  SANDBOX_URL,
  sandboxControl,
  sandboxJson,
  signInWithSandboxWallet,
} from './support';
import { evmKeySigner } from '../lib/wallet/key-signers';

/**
 * The quote reads in dollars to the cent ("$22.22 in USDC on Solana"), with the
 * exact amount the wallet signs ("Exactly 22.220089 USDC, …") on one line of
 * its own; the two agree. Returns the exact amount.
 */
async function expectDollarsAndExact(dialog: Locator): Promise<string> {
  await expect(dialog.getByTestId('quote-amount')).toHaveText(/^\$[\d,]+\.\d{2} in USDC on (Solana|Base)$/);
  const exactLine = dialog.getByTestId('quote-exact-amount');
  await expect(exactLine).toHaveText(/^Exactly [\d,]+\.\d{2,6} USDC, the amount your wallet signs$/);
  const exact = /^Exactly ([\d,]+\.\d+) USDC/.exec(await exactLine.innerText())![1]!.replaceAll(',', '');
  await expect(dialog.getByTestId('quote-amount')).toContainText(`${formatUsd(exact)} in USDC`);
  // The exact amount appears once: nowhere else in the quote.
  expect((await dialog.innerText()).match(/\d\.\d{3,}\b/g)).toHaveLength(1);
  return exact;
}

/** No raw state, field path or atomic amount reaches the page. */
async function expectPlainWords(page: Page) {
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(
    /\b(awaiting_payment|payment_confirmed|payment_submitted|in_progress|awaiting_funding|funded|on_hold|units)\b|[a-z]+\.\d+\b/,
  );
}

test.beforeEach(async () => {
  await sandboxControl('/config', { receiptDelayMs: 0 });
});

test('buy a product on Solana with the sandbox wallet and watch it reach the seller', async ({ page }) => {
  const product = await fixedPriceProduct(0);
  const dialog = await quote(page, product, 'solana');
  // The quote is shown in full, in dollars and tokens, before anything is signed; focus is on it.
  await expect(dialog.getByRole('heading', { name: 'Check the quote, then pay' })).toBeFocused();
  for (const line of [
    'Price, with the platform fee',
    'Platform fee (10%)',
    'The seller receives',
    'Identification amount',
    'You pay',
    'Start paying within',
  ]) {
    await expect(dialog).toContainText(line);
  }
  // Dollars to the cent first; the exact amount the wallet signs on one small line; one countdown.
  await expectDollarsAndExact(dialog);
  await expect(dialog).not.toContainText('Quote expires in');
  // The price is the one the listing showed: no word of a change.
  await expect(dialog.getByTestId('price-changed')).toHaveCount(0);
  await expect(dialog).not.toContainText('units');
  // Signed out, the balance says plainly why it is not shown.
  await expect(dialog).toContainText('Sign in to see it here');
  // Where the payment goes, whole for screen readers and the copy button: the address the wallet signs for.
  const { payments } = await sandboxJson<{ payments: { solana: { payTo: string } } }>('/__sandbox/info');
  await expect(dialog.getByText('Paid to')).toBeVisible();
  await expect(dialog.getByText(payments.solana.payTo, { exact: true })).toBeAttached();
  await expectAccessible(page, 'the quote in the checkout dialog');
  await dialog.getByRole('button', { name: /with Sandbox wallet \(Solana\)/ }).click();
  await expectConfirmed(page);
  const payment = page.getByRole('region', { name: 'Payment', exact: true });
  await expect(payment).toContainText('Solana');
  // The transaction is copyable and said to be a sandbox one, not linked to a public explorer.
  await expect(payment.getByRole('button', { name: 'Copy the transaction id' })).toBeVisible();
  await expect(payment).toContainText('A sandbox transaction');
  await expect(payment.getByRole('link')).toHaveCount(0);
  await expect(timeline(page)).toContainText('Paid');
  await expectPlainWords(page);
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
  await page.clock.install();
  const product = await fixedPriceProduct(2);
  const dialog = await quote(page, product, 'solana');
  await dialog.getByRole('button', { name: /with Sandbox wallet \(Solana\)/ }).click();
  await expect(page.getByRole('heading', { name: 'Paid', level: 2 })).toBeVisible({ timeout: 30_000 });
  await expect(currentStep(page)).toHaveText(/^Paid/);
  await expect(page.getByText('Do not pay again for this order.')).toBeVisible();
  // The receipt is confirmed 4 s after payment on the sandbox's clock, and the page checks again at its own pace.
  await passTimeUntil(page, 5, () =>
    expect(page.getByRole('heading', { name: 'In progress', level: 2 })).toBeVisible({ timeout: 2_000 }),
  );
  await expectConfirmed(page);
  await expect(page.getByText('Do not pay again for this order.')).toHaveCount(0);
});

test('hire by nickname: see whom, see the balance, then chat, approve as the timeline moves, and review with chosen stars', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { products } = await sandboxJson<{ products: { seller: { nickname: string } }[] }>('/store/products?limit=5');
  const nickname = products[0]!.seller.nickname;
  await page.goto('/store');
  await signInWithSandboxWallet(page, 'solana');
  await page.goto(`/hire?nickname=${encodeURIComponent(nickname)}`);
  // Whom you are hiring, before anything else: their public profile.
  const preview = page.getByRole('status').filter({ hasText: 'You are hiring' });
  await expect(preview.getByRole('link', { name: nickname })).toBeVisible({ timeout: 20_000 });
  await expect(preview.getByLabel(/^Rated \d\.\d out of 5/).or(preview.getByText('No reviews yet'))).toBeVisible();
  const dialog = await openDialog(page, page.getByRole('button', { name: `Hire ${nickname}` }), `Hire ${nickname}`);
  await expect(dialog.getByRole('link', { name: nickname })).toBeVisible();

  // A blank form is refused at its fields, in plain words, and keeps what was typed.
  await dialog.getByLabel('What should the work be?').fill('A square logo for my coffee shop, two concepts.');
  await dialog.getByRole('button', { name: 'Get a quote' }).click();
  await expect(dialog.getByText('Enter a budget, like 25 or 25.50.')).toBeVisible();
  await expect(dialog.getByLabel(/Budget/)).toBeFocused();
  await expect(dialog.getByLabel('What should the work be?')).toHaveValue(
    'A square logo for my coffee shop, two concepts.',
  );
  await dialog.getByLabel(/Budget/).fill('10.00');
  await dialog.getByRole('button', { name: 'Get a quote' }).click();
  await expect(dialog).toContainText('The worker receives');
  await expect(dialog).toContainText('$9.00');
  // The balance on the chosen network, before signing.
  await expect(dialog).toContainText('Your marketplace balance on Solana');
  await expect(dialog).toContainText('not used here: the wallet pays');
  await expect(dialog).toContainText('$250.00');
  await expectAccessible(page, 'the hire quote');
  await dialog.getByRole('button', { name: /with Sandbox wallet \(Solana\)/ }).click();
  await expectConfirmed(page);

  const room = page.getByRole('region', { name: 'Order room' });
  await expect(room).toBeVisible({ timeout: 30_000 });
  // The first message's answer is lost, and the page is reloaded: the message comes back, and goes once.
  await sandboxControl('/faults', { route: 'orders.send', kind: 'drop-after-commit', count: 1 });
  await room.getByLabel(`Message to ${nickname}`).fill('Hello! Warm colours please.');
  await room.getByRole('button', { name: 'Send' }).click();
  await expect(room.getByText('We could not confirm the message was sent')).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(room.getByLabel(`Message to ${nickname}`)).toHaveValue('Hello! Warm colours please.', {
    timeout: 30_000,
  });
  await expect(room.getByRole('status').filter({ hasText: 'got no answer' })).toBeVisible();
  await room.getByRole('button', { name: 'Send' }).click();
  await expect(room.getByRole('button', { name: /You can send again in/ })).toBeVisible();
  const messages = room.getByRole('list', { name: 'Messages' });
  await expect(messages).toContainText('Warm colours please.');
  await expect(messages.getByText('Hello! Warm colours please.')).toHaveCount(1);
  // The simulated seller replies and delivers; the next read (at most every 10 s) shows it, and the timeline moves.
  await expect(room.getByRole('heading', { name: new RegExp(`Delivered by ${nickname}`) })).toBeVisible({
    timeout: 30_000,
  });
  await expect(currentStep(page)).toHaveText(/^Delivered/);

  // The first approval meets a marketplace briefly down: the dialog closes and the page says so beside the button.
  await sandboxControl('/faults', { route: 'orders.finalize', kind: 'unavailable', retryAfterSeconds: 1, count: 1 });
  await room.getByRole('button', { name: 'Approve and release payment' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve this order?' });
  await expect(approve).toBeVisible();
  await expectAccessible(page, 'the approval dialog');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve).toBeHidden();
  await expect(room.getByRole('alert')).toContainText('The order was not approved');
  await room.getByRole('button', { name: 'Approve and release payment' }).click();
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(room).toContainText(`${nickname} received $9.00`);
  // Completed: nothing left to approve, and the delivery can still be reviewed.
  await expect(currentStep(page)).toHaveText(/^Completed/);
  await expect(page.getByRole('heading', { name: 'Completed', level: 2 })).toBeVisible();
  await expect(room.getByRole('button', { name: 'Approve and release payment' })).toHaveCount(0);

  // A review needs an explicit star choice: nothing is chosen for you.
  await expect(room.getByRole('radio', { checked: true })).toHaveCount(0);
  await room.getByRole('button', { name: 'Publish review' }).click();
  await expect(room.getByText('Choose from 1 to 5 stars.')).toBeVisible();
  // As a person does: click the fourth star, the radio's label.
  await room.getByRole('radio', { name: '4 of 5' }).locator('..').click();
  await expect(room.getByRole('radio', { name: '4 of 5' })).toBeChecked();
  await room.getByRole('button', { name: 'Publish review' }).click();
  await expect(room).toContainText('your review is published');
  await expect(room.getByRole('button', { name: 'Publish review' })).toHaveCount(0);
  await expectPlainWords(page);

  // Opened again once the read windows allow (this page, which reads the chat at their pace, left first), the order
  // arrives read with its room's messages in the first response: a browser without JavaScript shows them.
  const order = page.url();
  await page.goto('/purchases');
  await sandboxControl('/clock', { advanceSeconds: 11 });
  const plain = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const again = await plain.newPage();
  await again.goto(order);
  await expect(again.getByRole('heading', { name: 'Completed', level: 2 })).toBeVisible();
  await expect(again.getByRole('region', { name: 'Order room' }).getByRole('list', { name: 'Messages' })).toContainText(
    'Warm colours please.',
  );
  await plain.close();
});

test('hire sent before the page’s code has run is a plain lookup by the nickname’s address', async ({ page }) => {
  const release = await holdAllScripts(page);
  await page.goto('/hire', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Nickname').fill('ragsmith-agent');
  await page.getByRole('button', { name: 'Find them' }).click();
  await expect(page).toHaveURL(/\/hire\?nickname=ragsmith-agent$/);
  await expect(page.getByLabel('Nickname')).toHaveValue('ragsmith-agent');
  release();
});

test('hiring a nickname no public profile has says so plainly; the example nickname is a real profile, read once the window allows', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/store');
  await signInWithSandboxWallet(page, 'base');
  await page.goto('/hire');
  const nickname = page.getByLabel('Nickname');
  await nickname.fill('nobody.here.at.all');
  await page.getByRole('button', { name: 'Find them' }).click();
  await expect(page.getByText('No public profile has the nickname')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /^Hire / })).toHaveCount(0);

  // The placeholder is a profile that exists. Profiles are read once per 10 s: the wait is said, never a blank.
  const example = (await nickname.getAttribute('placeholder'))!;
  await nickname.fill(example);
  await page.getByRole('button', { name: 'Find them' }).click();
  await expect(page.getByText(/Trying again in \d+s/)).toBeVisible();
  await passTime(page, 10);
  await expect(page.getByRole('button', { name: `Hire ${example}` })).toBeVisible();
});

test('a hire quoted above the budget typed is not offered, and nothing is signed; asking again gets a fair quote', async ({
  page,
}) => {
  const { products } = await sandboxJson<{ products: { seller: { nickname: string } }[] }>('/store/products?limit=5');
  const nickname = products[1]!.seller.nickname;
  await page.goto('/store');
  await signInWithSandboxWallet(page, 'solana');
  await page.goto(`/hire?nickname=${encodeURIComponent(nickname)}`);
  // The marketplace quotes ten times the budget the person typed (this rewrite stands in for it).
  const hireRoute = (url: URL) => url.pathname === '/api/marketplace/hire';
  await page.route(hireRoute, (route) =>
    route.continue({ postData: route.request().postData()!.replace('"budgetUsd":"25.00"', '"budgetUsd":"250.00"') }),
  );
  const dialog = await openDialog(page, page.getByRole('button', { name: `Hire ${nickname}` }), `Hire ${nickname}`);
  await dialog.getByLabel('What should the work be?').fill('A banner for my shop.');
  await dialog.getByLabel(/Budget/).fill('25.00');
  await dialog.getByRole('button', { name: 'Get a quote' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'The marketplace quoted more than the budget you entered, so the quote is not offered. Nothing was signed or paid. Ask for a new quote.',
    { timeout: 20_000 },
  );
  await expect(dialog.getByRole('button', { name: /with Sandbox wallet/ })).toHaveCount(0);
  // What was typed is kept; asked again (now quoted fairly), the quote is the budget.
  await expect(dialog.getByLabel(/Budget/)).toHaveValue('25.00');
  await page.unroute(hireRoute);
  await dialog.getByRole('button', { name: 'Get a quote' }).click();
  await expect(dialog.getByTestId('quote-amount')).toHaveText(/^\$25\.00 in USDC on Solana$/, { timeout: 20_000 });
});

test('a price changed since the listing was opened is said beside the quote, which is what would be paid', async ({
  page,
}) => {
  // A seller of its own, through the marketplace API, who raises the price while the buyer reads the listing.
  const apikey = await apiKeyOf(evmKeySigner());
  const call = async <T>(method: string, path: string, body: unknown) => {
    const response = await fetch(`${SANDBOX_URL}${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-api-key': apikey },
      body: JSON.stringify(body),
    });
    expect(response.status, `${method} ${path}`).toBe(200);
    return (await response.json()) as T;
  };
  const suffix = Date.now().toString(36);
  await call('POST', '/worker/profile', { nickname: `pricer_${suffix}`, publicProfile: true });
  const listing = { name: `Logo refresh ${suffix}`, description: 'A refreshed logo in two colours.', priceUsd: '9' };
  const { product } = await call<{ product: ListedProduct }>('POST', '/worker/store/products', {
    ...listing,
    idempotencyKey: crypto.randomUUID(),
  });
  await page.goto(`/store/${encodeURIComponent(product.id)}`);
  await expect(page.getByRole('main')).toContainText('$10.00');
  // Past the seller's window for listing changes (one per 15 s).
  await sandboxControl('/clock', { advanceSeconds: 16 });
  await call('PUT', `/worker/store/products/${product.id}`, {
    ...listing,
    priceUsd: '18',
    idempotencyKey: crypto.randomUUID(),
  });

  // Bought from the page as it was loaded, showing the old price.
  const buy = page.getByRole('button', { name: 'Buy with USDC' }).filter({ visible: true }).first();
  const dialog = await quote(page, product, 'solana', buy);
  await expect(dialog.getByTestId('price-changed')).toHaveText(
    'The price changed since you opened the listing: it showed $10.00, and the seller’s price is now $20.00 with the platform fee.',
  );
  await expect(dialog.getByTestId('quote-amount')).toHaveText(/^\$20\.00 in USDC on Solana$/);
  await expectAccessible(page, 'a quote whose price changed');
});

test('the hire form says what a nickname needs, then says it as it is typed, and looks up a good one', async ({
  page,
}) => {
  await page.goto('/hire');
  const nickname = page.getByLabel('Nickname');
  await page.getByRole('button', { name: 'Find them' }).click();
  await expect(page.getByText('Enter the nickname of the person you want to hire.')).toBeVisible();
  await expect(nickname).toBeFocused();
  await expect(nickname).toHaveAttribute('aria-invalid', 'true');
  await nickname.fill('no spaces here');
  await expect(page.getByText('A nickname is 3 to 32 letters, digits, dots, underscores or hyphens.')).toBeVisible();
  await nickname.fill('  nobody.here.either  ');
  await expect(nickname).not.toHaveAttribute('aria-invalid');
  await page.keyboard.press('Enter');
  await expect(page.getByText('No public profile has the nickname')).toContainText('nobody.here.either', {
    timeout: 20_000,
  });
});

test('signed in with the paying wallet, the purchase appears in the history', async ({ page }) => {
  await page.goto('/store');
  await signInWithSandboxWallet(page, 'solana');
  const product = await fixedPriceProduct(3);
  const dialog = await quote(page, product, 'solana');
  const exact = await expectDollarsAndExact(dialog);
  // Signed in with this wallet, it is listed first as the account's own.
  const yours = dialog.getByRole('list', { name: 'Your account' });
  await expect(yours.getByRole('button', { name: /with Sandbox wallet \(Solana\)/ })).toBeVisible();
  await yours.getByRole('button', { name: /with Sandbox wallet \(Solana\)/ }).click();
  await expectConfirmed(page);
  // The receipt: dollars first, the exact amount on its own small line.
  const payment = page.getByRole('region', { name: 'Payment', exact: true });
  await expect(payment).toContainText(formatUsd(exact));
  await expect(payment.getByTestId('exact-amount')).toHaveText(`exactly ${formatAsset(exact, 'USDC')}`);
  await page.goto('/purchases');
  const list = page.getByRole('list', { name: 'Purchases' });
  await expect(list).toContainText(product.name, { timeout: 30_000 });
  await expect(list).toContainText('In progress');
  // The list reads in dollars to the cent, never the exact token amount.
  await expect(list.getByRole('listitem').filter({ hasText: product.name })).toContainText(formatUsd(exact));
  await expect(list).not.toContainText(/\$\d+\.\d{3}/);
  await expectPlainWords(page);
});

test('signed in on Base, a checkout opens set to pay on Base, so the order lands on that account', async ({ page }) => {
  await page.goto('/store');
  await signInWithSandboxWallet(page, 'base');
  const dialog = await openCheckout(page, await fixedPriceProduct(4));
  await expect(dialog.getByLabel('Base (USDC)')).toBeChecked();
});

test('signed in as one wallet and paying with another: warned first, and the order stays findable on the recovery page', async ({
  page,
}) => {
  await page.goto('/store');
  await signInWithSandboxWallet(page, 'solana');
  const product = await fixedPriceProduct(4);
  const dialog = await quote(page, product, 'solana');
  // The signed-in wallet comes first, as "Your account"; the others follow.
  const yours = dialog.getByRole('list', { name: 'Your account' });
  await expect(yours.getByRole('button')).toHaveText([/with Sandbox wallet \(Solana\)/]);
  await expect(dialog.getByRole('button', { name: /with / }).first()).toHaveText(/with Sandbox wallet \(Solana\)/);
  const others = dialog.getByRole('list', { name: 'Other wallets' });
  await others.getByRole('button', { name: /with Sandbox earner/ }).click();
  // Another account: said before anything is signed, with the way back.
  await expect(dialog.getByRole('heading', { name: 'Pay from another account?' })).toBeFocused();
  await expect(dialog.getByTestId('other-account-warning')).toContainText('your Purchases will not list it');
  await expect(dialog.getByTestId('other-account-warning')).toContainText('Unfinished operations');
  await expectAccessible(page, 'the warning before paying from another account');
  await dialog.getByRole('button', { name: 'Choose another wallet' }).click();
  await expect(dialog.getByRole('list', { name: 'Your account' })).toBeVisible();
  await dialog
    .getByRole('list', { name: 'Other wallets' })
    .getByRole('button', { name: /with Sandbox earner/ })
    .click();
  await dialog.getByRole('button', { name: /from the other account$/ }).click();
  await expectConfirmed(page);

  // The signed-in Purchases does not list it (it is the earner's); the recovery page does, with its order page.
  await page.goto('/purchases');
  await expect(page.getByText('No purchases yet').or(page.getByRole('list', { name: 'Purchases' }))).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator('main')).not.toContainText(product.name);
  await page.getByRole('link', { name: 'See it under unfinished operations' }).click();
  await expect(page).toHaveURL('/recovery');
  const paidElsewhere = page.getByRole('list', { name: 'Paid from another account' });
  const item = paidElsewhere.getByRole('listitem').filter({ hasText: product.name });
  await expect(item).toContainText('Purchase');
  await expectAccessible(page, 'the recovery page with an order paid from another account');
  await item.getByRole('link', { name: 'Open the order' }).click();
  await expect(page).toHaveURL(/\/purchases\/[^/?]+\?kind=store/);
  await expect(page.getByRole('heading', { name: 'In progress', level: 2 })).toBeVisible({ timeout: 30_000 });
  // Exactly one payment was made for it.
  const purchaseId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const ledger = await sandboxJson<{ entries: { kind: string }[] }>(
    `/__sandbox/ledger?ref=${encodeURIComponent(purchaseId)}`,
  );
  expect(ledger.entries.filter((e) => e.kind === 'payment')).toHaveLength(1);
});

test('a payment under review is never paid again: the listing offers its order, not a second payment', async ({
  page,
}) => {
  const product = await fixedPriceProduct(17);
  const dialog = await quote(page, product, 'solana');
  await sandboxControl('/faults', { route: 'checkout.purchase', kind: 'settle-uncertain', count: 1 });
  await dialog.getByRole('button', { name: /with Sandbox wallet \(Solana\)/ }).click();
  await expect(page).toHaveURL(/\/purchases\/[^/?]+\?kind=store/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Payment under review', level: 2 })).toBeVisible({ timeout: 30_000 });
  const order = page.url();

  const again = await openCheckout(page, product);
  await expect(again.getByRole('heading', { name: 'Check your earlier payment first' })).toBeVisible();
  await expect(again).toContainText('Your earlier payment for this from this browser is under review.');
  await expect(again.getByRole('button', { name: 'Get a quote' })).toHaveCount(0);
  await again.getByRole('link', { name: 'Open the order' }).click();
  await expect(page).toHaveURL(order);
});

test('while earlier payments cannot be checked, no quote can be asked for; once they can, it can', async ({ page }) => {
  const product = await fixedPriceProduct(5);
  let journalReadable = false;
  await page.route('**/api/recovery', (route) =>
    journalReadable ? route.continue() : route.fulfill({ status: 503, body: '' }),
  );
  const dialog = await openCheckout(page, product);
  await expect(dialog.getByRole('alert')).toContainText(
    'Your earlier payments could not be checked, so nothing can be paid yet',
    { timeout: 20_000 },
  );
  await expect(dialog.getByRole('button', { name: 'Get a quote' })).toBeDisabled();
  journalReadable = true;
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByRole('button', { name: 'Get a quote' })).toBeEnabled({ timeout: 20_000 });
});

test('the response is lost after payment: the page recovers the purchase by status and exactly one payment exists', async ({
  page,
}) => {
  const product = await fixedPriceProduct(4);
  const dialog = await quote(page, product, 'base');
  await sandboxControl('/faults', { route: 'checkout.purchase', kind: 'drop-after-commit', count: 1 });
  await dialog.getByRole('button', { name: /with Sandbox account \(Base\)/ }).click();
  await expect(dialog.getByText('Do not pay again')).toBeVisible({ timeout: 30_000 });

  // A reload (another tab, a restarted dashboard) cannot start a second payment for it: only checking the first is offered.
  const again = await openCheckout(page, product);
  await expect(again.getByRole('heading', { name: 'Check your earlier payment first' })).toBeVisible();
  await expect(again.getByRole('button', { name: 'Get a quote' })).toHaveCount(0);
  await expect(again.getByRole('link', { name: 'Open the order' })).toBeVisible();

  // Until checked, the operation is on the recovery list.
  await page.goto('/recovery');
  const op = page.getByRole('list', { name: 'Unfinished operations' }).getByRole('listitem').first();
  await expect(op).toContainText('No answer');
  // Never a journal key on the page.
  await expect(op).not.toContainText('purchase:');
  await expectAccessible(page, 'the recovery list');
  await op.getByRole('button', { name: 'Check status' }).click();
  await expect(op).toContainText('In progress', { timeout: 30_000 });
  await op.getByRole('link', { name: 'Open the order' }).click();
  await expectConfirmed(page);

  const purchaseId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const ledger = await sandboxJson<{ entries: { kind: string }[] }>(
    `/__sandbox/ledger?ref=${encodeURIComponent(purchaseId)}`,
  );
  expect(ledger.entries.filter((e) => e.kind === 'payment')).toHaveLength(1);
});

test('signing out with a payment in doubt asks first, and offers the way to check it', async ({ page }) => {
  await page.goto('/store');
  await signInWithSandboxWallet(page, 'solana');
  const product = await fixedPriceProduct(7);
  const dialog = await quote(page, product, 'solana');
  await sandboxControl('/faults', { route: 'checkout.purchase', kind: 'drop-after-commit', count: 1 });
  await dialog.getByRole('button', { name: /with Sandbox wallet \(Solana\)/ }).click();
  await expect(dialog.getByText('Do not pay again')).toBeVisible({ timeout: 30_000 });

  await page.goto('/account');
  const signOut = () => page.getByRole('button', { name: 'Sign out' }).click();
  await signOut();
  const ask = page.getByRole('dialog', { name: 'Check before signing out' });
  await expect(ask).toContainText(
    '1 operation sent from this browser got no answer, so whether it went through is not known yet. After signing out, this browser can no longer check it.',
  );
  await expectAccessible(page, 'asked before signing out');
  await ask.getByRole('link', { name: 'Check it first' }).click();
  await expect(page).toHaveURL(/\/recovery$/);
  const listed = page.getByRole('list', { name: 'Unfinished operations' });
  await expect(listed).toContainText('No answer');
  // Removing it from the list asks once more, saying what the list is for.
  await listed.getByRole('button', { name: 'I checked it: remove from this list' }).click();
  const remove = listed.getByRole('group', { name: 'Remove it from the list?' });
  await expect(remove).toContainText(
    'Once removed, the dashboard no longer warns you before paying for the same thing again.',
  );
  await remove.getByRole('button', { name: 'Keep it' }).click();
  await expect(listed).toContainText('No answer');

  // Still signed in; asked again, the person may sign out anyway.
  await page.goto('/account');
  await signOut();
  await ask.getByRole('button', { name: 'Sign out anyway' }).click();
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /Sign in/ })).toBeVisible();
});

test('two tabs on the same quote: once one pays without an answer, the other only offers to check it', async ({
  page,
}) => {
  const product = await fixedPriceProduct(16);
  const first = await quote(page, product, 'solana');
  const tab = await page.context().newPage();
  const second = await quote(tab, product, 'solana');
  await sandboxControl('/faults', { route: 'checkout.purchase', kind: 'drop-after-commit', count: 1 });
  await first.getByRole('button', { name: /with Sandbox wallet \(Solana\)/ }).click();
  await expect(first.getByText('Do not pay again')).toBeVisible({ timeout: 30_000 });

  // The second tab's quote was made before: paying it now is stopped before anything is signed.
  await second.getByRole('button', { name: /with Sandbox wallet \(Solana\)/ }).click();
  await expect(second.getByRole('heading', { name: 'Check your earlier payment first' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(second.getByRole('button', { name: /with Sandbox wallet/ })).toHaveCount(0);
  await expect(second.getByRole('link', { name: 'Open the order' })).toBeVisible();
});

test('a 503 with Retry-After shows a countdown and then succeeds', async ({ page }) => {
  const product = await fixedPriceProduct(5);
  const dialog = await openCheckout(page, product);
  await sandboxControl('/faults', { route: 'checkout.purchase', kind: 'unavailable', retryAfterSeconds: 3, count: 1 });
  await dialog.getByRole('button', { name: 'Get a quote' }).click();
  await expect(dialog.getByText(/Trying again in/)).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Waiting for the marketplace' })).toBeFocused();
  await expect(dialog.getByTestId('quote-amount')).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: /with Sandbox wallet \(Solana\)/ }).click();
  await expectConfirmed(page);
});

test('a changed body under the same key is refused, and nothing reaches the marketplace', async ({ page }) => {
  const product = await fixedPriceProduct(6);
  await page.goto('/store');
  const body = { productId: product.id, network: 'solana', idempotencyKey: `purchase:e2e-${Date.now()}` };
  const first = await page.request.post('/api/marketplace/store/purchase', {
    data: body,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(first.status()).toBe(402);
  const changed = await page.request.post('/api/marketplace/store/purchase', {
    data: { ...body, description: 'changed' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(changed.status()).toBe(409);
  expect(await changed.json()).toMatchObject({ errorCode: 'PROXY_IDEMPOTENCY_CHANGED' });
});

test('an order this browser cannot read says so on the first paint, with where to look instead', async ({ page }) => {
  await page.goto(`/purchases/prc_e2e_unknown_${Date.now()}`);
  const refusal = page.getByRole('alert').filter({ hasText: 'This order cannot be read from here' });
  await expect(refusal).toContainText('do not pay again');
  await expect(refusal.getByRole('link', { name: 'Open the unfinished operations' })).toHaveAttribute(
    'href',
    '/recovery',
  );
  await expect(page.getByRole('link', { name: 'Purchases', exact: true }).last()).toHaveAttribute('href', '/purchases');
  await expectAccessible(page, 'an order this browser cannot read');
});
