/**
 * Journeys through wallets as people have them: a Wallet Standard wallet on
 * Solana and an EIP-6963 wallet on Base, injected before the page loads as
 * extensions are (e2e/injected-wallets.ts). No sandbox wallet signs here.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { BASE_WALLET_NAME, SOLANA_WALLET_NAME, installInjectedWallets, type InjectedWallets } from './injected-wallets';
import { expectConfirmed, fixedPriceProduct, quoteProduct } from './page-checks';
import { openDialog, sandboxControl } from './support';
import { isUncertain, type RecoveryOperation } from '../lib/marketplace/recovery';

type Network = 'solana' | 'base';
const WALLET_NAME: Record<Network, string> = { solana: SOLANA_WALLET_NAME, base: BASE_WALLET_NAME };
const NETWORK_BUTTON: Record<Network, RegExp> = { solana: /^Solana/, base: /^Base/ };

/** The sign-in dialog, at the wallet list of a network. */
async function openSignIn(page: Page, network: Network): Promise<Locator> {
  const dialog = await openDialog(
    page,
    page.getByRole('banner').getByRole('button', { name: 'Sign in' }),
    'Sign in with your wallet',
  );
  await dialog.getByRole('button', { name: NETWORK_BUTTON[network] }).click();
  return dialog;
}

/** The sign-in dialog at its review step, the injected wallet of a network connected. */
async function reviewSignIn(page: Page, network: Network): Promise<Locator> {
  const dialog = await openSignIn(page, network);
  await dialog.getByRole('button', { name: WALLET_NAME[network] }).click();
  await expect(dialog.getByRole('heading', { name: 'Check before you sign' })).toBeVisible();
  return dialog;
}

/** Sign in with the injected wallet of a network, through the review step. */
async function signIn(page: Page, network: Network): Promise<void> {
  const dialog = await reviewSignIn(page, network);
  await dialog.getByRole('button', { name: 'Sign in with wallet' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
}

const signedInAs = (page: Page, network: Network) =>
  page.getByRole('banner').getByRole('link', { name: network === 'solana' ? /Solana/ : /Base/ });
const payWith = (dialog: Locator, network: Network) =>
  dialog.getByRole('button', { name: new RegExp(`^Pay .* with ${WALLET_NAME[network]}$`) });
const signaturesBy = (wallets: InjectedWallets, method: string) =>
  wallets.signatures.filter((s) => s.method === method);

/** This browser's operations in doubt: none may come of a payment that was never signed (nor of the quote itself). */
async function operationsInDoubt(page: Page): Promise<RecoveryOperation[]> {
  const response = await page.request.get('/api/recovery');
  expect(response.status()).toBe(200);
  const { ok, operations } = (await response.json()) as { ok: boolean; operations: RecoveryOperation[] };
  expect(ok).toBe(true);
  return operations.filter(isUncertain);
}

test.beforeEach(async () => {
  await sandboxControl('/config', { receiptDelayMs: 0 });
});

test('sign in and buy on Solana with a Wallet Standard wallet; the sandbox’s wallets wait apart', async ({ page }) => {
  const wallets = await installInjectedWallets(page);
  await page.goto('/store');
  const dialog = await openDialog(
    page,
    page.getByRole('banner').getByRole('button', { name: 'Sign in' }),
    'Sign in with your wallet',
  );
  await expect(dialog.getByRole('link', { name: /How to connect a wallet/ })).toHaveAttribute('href', '/wallets');
  await dialog.getByRole('button', { name: /^Solana/ }).click();
  // The wallet is offered under its own name and icon; the sandbox's test wallets are set apart, closed.
  const own = dialog.getByRole('list', { name: 'Solana wallets', exact: true });
  await expect(own.getByRole('button', { name: SOLANA_WALLET_NAME })).toBeVisible();
  await expect(own.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  await expect(own).not.toContainText('Sandbox');
  await expect(dialog.getByText(/^Sandbox test wallets \(\d+\)$/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Sandbox wallet \(Solana\)/ })).toBeHidden();
  await expectAccessible(page, 'the wallet list with an injected wallet');
  await dialog.getByRole('button', { name: SOLANA_WALLET_NAME }).click();
  await dialog.getByRole('button', { name: 'Sign in with wallet' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(signedInAs(page, 'solana')).toBeVisible();

  const quote = await quoteProduct(page, await fixedPriceProduct(10), 'solana');
  await expect(quote.getByText('Sandbox test wallets')).toBeVisible();
  await payWith(quote, 'solana').click();
  await expectConfirmed(page);
  expect(wallets.signatures.map((s) => [s.method, s.account])).toEqual([
    ['signMessage', wallets.solana.addresses[0]],
    ['signTransaction', wallets.solana.addresses[0]],
  ]);
});

test.describe('on a phone in the dark color scheme', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 390, height: 844 } });

  test('sign in and buy on Base with an EIP-6963 wallet that starts on another chain: it is asked to switch first', async ({
    page,
  }) => {
    const wallets = await installInjectedWallets(page, { baseChainId: 1 });
    await page.goto('/store');
    await signIn(page, 'base');
    await expect(signedInAs(page, 'base')).toBeVisible();
    const quote = await quoteProduct(page, await fixedPriceProduct(11), 'base');
    await expectAccessible(page, 'the quote with an injected Base wallet');
    await payWith(quote, 'base').click();
    await expectConfirmed(page);
    expect(wallets.signatures.map((s) => [s.method, s.account, s.chainId])).toEqual([
      ['personal_sign', wallets.base.addresses[0], 8453],
      ['eth_signTypedData_v4', wallets.base.addresses[0], 8453],
    ]);
  });
});

test('a wallet that will not switch to Base signs nothing, in plain words, and the person can try again', async ({
  page,
}) => {
  const wallets = await installInjectedWallets(page, { baseChainId: 10 });
  await page.goto('/store');
  await wallets.declineNext('switch');
  const dialog = await openSignIn(page, 'base');
  await dialog.getByRole('button', { name: BASE_WALLET_NAME }).click();
  await dialog.getByRole('button', { name: 'Sign in with wallet' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    /Your wallet is on another network and did not switch to Base, so nothing was signed\./,
  );
  expect(wallets.signatures).toEqual([]);
  await dialog.getByRole('button', { name: 'Try again with a fresh challenge' }).click();
  await dialog.getByRole('button', { name: 'Sign in with wallet' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  expect(wallets.signatures.map((s) => s.chainId)).toEqual([8453]);
});

test('declining in the wallet, at sign-in and at payment: plain words, nothing sent or in doubt, and it can be tried again', async ({
  page,
}) => {
  const wallets = await installInjectedWallets(page);
  await page.goto('/store');
  await wallets.declineNext('sign');
  const dialog = await openSignIn(page, 'solana');
  await dialog.getByRole('button', { name: SOLANA_WALLET_NAME }).click();
  await dialog.getByRole('button', { name: 'Sign in with wallet' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    /You declined in your wallet, so nothing was signed or sent\. You can try again\./,
  );
  await dialog.getByRole('button', { name: 'Try again with a fresh challenge' }).click();
  await dialog.getByRole('button', { name: 'Sign in with wallet' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  const quote = await quoteProduct(page, await fixedPriceProduct(12), 'solana');
  const amount = await quote.getByTestId('quote-amount').innerText();
  await wallets.declineNext('sign');
  await payWith(quote, 'solana').click();
  await expect(quote.getByRole('heading', { name: 'The payment did not start' })).toBeVisible();
  await expect(quote.getByRole('alert')).toHaveText(/You declined in your wallet, so nothing was signed or sent\./);
  // The quote stays as it was; nothing is in doubt, since nothing was sent.
  await expect(quote.getByTestId('quote-amount')).toHaveText(amount);
  expect(await operationsInDoubt(page)).toEqual([]);
  expect(signaturesBy(wallets, 'signTransaction')).toEqual([]);
  await payWith(quote, 'solana').click();
  await expectConfirmed(page);
});

test('the wallet changes account: nothing is signed with an account other than the one shown, and signing in again is offered', async ({
  page,
}) => {
  const wallets = await installInjectedWallets(page);
  await page.goto('/store');
  // In the sign-in review, the wallet moves to its other account before the person signs.
  const dialog = await reviewSignIn(page, 'solana');
  await wallets.switchAccount('solana');
  await dialog.getByRole('button', { name: 'Sign in with wallet' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    /Your wallet changed to another account than the one shown, so nothing was signed\./,
  );
  expect(wallets.signatures).toEqual([]);
  await dialog.getByRole('button', { name: 'Choose another wallet' }).click();
  await dialog.getByRole('button', { name: /^Solana/ }).click();
  await dialog.getByRole('button', { name: SOLANA_WALLET_NAME }).click();
  await dialog.getByRole('button', { name: 'Sign in with wallet' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  const [first, second] = wallets.solana.addresses;
  expect(wallets.signatures.map((s) => s.account)).toEqual([second]);

  // Signed in as the second account; the wallet goes back to the first before paying.
  await wallets.switchAccount('solana');
  const quote = await quoteProduct(page, await fixedPriceProduct(13), 'solana');
  await payWith(quote, 'solana').click();
  await expect(quote.getByRole('alert')).toHaveText(
    /This wallet account is not the one you are signed in with, so nothing was signed\./,
  );
  expect(signaturesBy(wallets, 'signTransaction')).toEqual([]);
  expect(await operationsInDoubt(page)).toEqual([]);
  // Signing in again with the wallet's account, then paying with it.
  await quote.getByRole('button', { name: 'Sign in again' }).click();
  const again = page.getByRole('dialog', { name: 'Sign in with your wallet' });
  await again.getByRole('button', { name: /^Solana/ }).click();
  await again.getByRole('button', { name: SOLANA_WALLET_NAME }).click();
  await again.getByRole('button', { name: 'Sign in with wallet' }).click();
  await expect(again).toBeHidden({ timeout: 20_000 });
  // The quote was the other account's: paying now first quotes the order again for this one, then pays it.
  await payWith(quote, 'solana').click();
  await expect(quote.getByRole('heading', { name: 'Check the quote, then pay' })).toBeVisible();
  await payWith(quote, 'solana').click();
  await expectConfirmed(page);
  expect(signaturesBy(wallets, 'signTransaction').map((s) => s.account)).toEqual([first]);
});

test('the wallet disconnects between the quote and the payment: plain words, the quote stays, and paying again works', async ({
  page,
}) => {
  const wallets = await installInjectedWallets(page);
  await page.goto('/store');
  const quote = await quoteProduct(page, await fixedPriceProduct(14), 'solana');
  const amount = await quote.getByTestId('quote-amount').innerText();
  // The wallet connects, then, while the payment is prepared (its first read of the network), disconnects.
  let disconnected = false;
  await page.route('**/api/solana-rpc', async (route) => {
    if (!disconnected) await wallets.disconnect('solana');
    disconnected = true;
    await route.continue();
  });
  await payWith(quote, 'solana').click();
  await expect(quote.getByRole('alert')).toHaveText(
    /Your wallet disconnected before it signed, so nothing was signed or sent\./,
  );
  await expect(quote.getByTestId('quote-amount')).toHaveText(amount);
  expect(wallets.signatures).toEqual([]);
  expect(await operationsInDoubt(page)).toEqual([]);
  await payWith(quote, 'solana').click();
  await expectConfirmed(page);
});

test('the wallet disconnects before signing in: trying again connects it again, and the sign-in goes through', async ({
  page,
}) => {
  const wallets = await installInjectedWallets(page);
  await page.goto('/store');
  const dialog = await reviewSignIn(page, 'solana');
  await wallets.disconnect('solana');
  await dialog.getByRole('button', { name: 'Sign in with wallet' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/Your wallet disconnected/);
  expect(wallets.signatures).toEqual([]);
  await dialog.getByRole('button', { name: 'Try again with a fresh challenge' }).click();
  await dialog.getByRole('button', { name: 'Sign in with wallet' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(signedInAs(page, 'solana')).toBeVisible();
  expect(wallets.signatures.map((s) => s.method)).toEqual(['signMessage']);
});

test('a smart account whose sign-in signature is refused is told why, not asked to sign again', async ({ page }) => {
  const wallets = await installInjectedWallets(page, { baseSmartAccount: true });
  await page.goto('/store');
  const dialog = await reviewSignIn(page, 'base');
  await dialog.getByRole('button', { name: 'Sign in with wallet' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'This wallet signs as a smart account, whose signature the marketplace did not accept for signing in. Sign in with an ordinary account, such as one in MetaMask or Rabby.',
    { timeout: 20_000 },
  );
  expect(wallets.signatures.map((s) => s.method)).toEqual(['personal_sign']);
});

test('a wallet that cannot sign what a step needs is listed with why, and never offered', async ({ page }) => {
  // A wallet that can only sign and send transactions itself: no message signing, no bare transaction signing.
  await installInjectedWallets(page, {
    solanaFeatures: ['standard:connect', 'standard:disconnect', 'standard:events', 'solana:signAndSendTransaction'],
  });
  await page.goto('/store');
  const dialog = await openSignIn(page, 'solana');
  const list = dialog.getByRole('list', { name: 'Solana wallets', exact: true });
  await expect(list.getByRole('listitem').filter({ hasText: SOLANA_WALLET_NAME })).toContainText(
    'Cannot be used here. It cannot sign a message, which signing in needs.',
  );
  await expect(list.getByRole('button')).toHaveCount(0);
  await page.keyboard.press('Escape');

  const quote = await quoteProduct(page, await fixedPriceProduct(15), 'solana');
  await expect(quote.getByRole('listitem').filter({ hasText: SOLANA_WALLET_NAME })).toContainText(
    'It can only send transactions itself, and a payment here must be signed and handed to the marketplace, which sends it.',
  );
  await expect(payWith(quote, 'solana')).toHaveCount(0);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`the wallet guide on a phone, ${colorScheme}`, () => {
    test.use({ colorScheme, viewport: { width: 390, height: 844 } });

    test('says which wallets work, what is signed and what is never asked, with install links', async ({ page }) => {
      await page.goto('/wallets');
      await expect(page.getByRole('heading', { name: 'Connect your wallet', level: 1 })).toBeVisible();
      for (const heading of [
        'Which wallets work',
        'What you are asked to sign, and why',
        'What the dashboard never asks for',
        'Try everything with the sandbox first',
      ])
        await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Phantom/ })).toHaveAttribute(
        'href',
        'https://phantom.com/download',
      );
      await expect(page.getByRole('link', { name: /^MetaMask/ })).toHaveAttribute(
        'href',
        'https://metamask.io/download/',
      );
      await expect(page.locator('main')).toContainText('Your seed phrase or private key');
      await expect(page.locator('main')).not.toContainText('**');
    });
  });
}
