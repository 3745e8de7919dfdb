/**
 * Against the live service: swaps are priced only by the marketplace, and the
 * account, its sign-in and key rotation, earnings and notifications show
 * nothing of the sandbox.
 */
import type { Page } from '@playwright/test';
import { solanaKeySigner } from '../../lib/wallet/key-signers';
import { openDialog, signInWithKey } from '../support';
import { expect, expectAccessible, expectNoSandboxTraces, liveSandboxAdd, liveSandboxJson, test } from './live';

const form = (page: Page) => page.getByRole('form', { name: 'Swap' });

test('a swap explains the fee rules and estimates nothing from fixed prices', async ({ page, signedIn }) => {
  expect(signedIn.accountId).toMatch(/^acc_/);
  await page.goto('/swaps');
  await expect(page.getByRole('heading', { name: 'Swaps', level: 1 })).toBeVisible();
  await expectNoSandboxTraces(page, 'the swaps page');

  // 1 SOL across networks: the sandbox's fixed $150 would make it "about 149.55 USDC" with "150 USDC crossing".
  await form(page).getByLabel('From').selectOption('SOL');
  await form(page).getByLabel('To').selectOption('USDC_BASE');
  await form(page).getByLabel('Amount of SOL').fill('1');
  await expect(form(page)).toContainText(
    'Crossing networks costs a 0.3% bridge fee on the stablecoin amount crossing, rounded up to 0.000001.',
  );
  await expect(form(page)).toContainText(
    'The marketplace prices the swap when it starts and shows what you will receive.',
  );
  await expect(page.getByTestId('estimate-out')).toHaveCount(0);
  await expect(form(page)).not.toContainText('You should receive about');
  await expect(form(page)).not.toContainText(/149\.55|150(\.00)? USDC|crossing\./);
  await expectNoSandboxTraces(page, 'a swap being typed');

  // An amount the fixed prices would call too small to arrive: only the marketplace can say, when it prices it.
  await form(page).getByLabel('From').selectOption('SKR');
  await form(page).getByLabel('To').selectOption('USDC');
  await form(page).getByLabel('Amount of SKR').fill('0.000001');
  await expect(form(page)).toContainText('Converting SKR to USDC on Solana: conversions of');
  await expect(form(page)).toContainText(
    'The marketplace prices the swap when it starts and shows what you will receive.',
  );
  await expect(form(page)).not.toContainText('too small for anything to arrive');
  await expect(page.getByTestId('estimate-out')).toHaveCount(0);
});

test('earnings show what the marketplace reports', async ({ page, signedIn }) => {
  const { now } = await liveSandboxJson<{ now: string }>('/__sandbox/info');
  // Added before the page's first read, so no read window stands between.
  await liveSandboxAdd('/earnings', {
    accountId: signedIn.accountId,
    category: 'jobs',
    assetId: 'USDC',
    amount: '3.5',
    at: new Date(Date.parse(now) - 2 * 3_600_000).toISOString(),
  });
  await page.goto('/earnings');
  await expect(page.getByRole('heading', { name: 'Earnings', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Last 24 hours' }).getByTestId('kpi-USDC')).toContainText('3.5 USDC', {
    timeout: 20_000,
  });
  await expectNoSandboxTraces(page, 'the earnings');
});

test('a notification arrives in the inbox', async ({ page, signedIn }) => {
  const message = `Your entry was chosen ${Date.now()}`;
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Opening your inbox marks everything in it as read' })).toBeVisible();
  await expectNoSandboxTraces(page, 'the notifications page');
  await liveSandboxAdd('/notifications', { accountId: signedIn.accountId, message });
  await page.getByRole('button', { name: 'Open my inbox' }).click();
  const item = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: message });
  await expect(item).toBeVisible({ timeout: 20_000 });
  // Naming nothing the dashboard acts on, it leads to the live marketplace's website.
  await expect(item.getByRole('link', { name: /^Open on the marketplace website/ })).toHaveAttribute(
    'href',
    'https://wurk.fun/notifications',
  );
  await expectNoSandboxTraces(page, 'the inbox');
});

test('the account, its key rotation and the sign-in dialog offer no sandbox wallet or persona', async ({ page }) => {
  await page.goto('/account');
  await expect(page.getByText('Sign in to see your account')).toBeVisible();
  const signIn = await openDialog(
    page,
    page.getByRole('banner').getByRole('button', { name: 'Sign in' }),
    'Sign in with your wallet',
  );
  await expectNoSandboxTraces(page, 'the sign-in dialog');
  for (const network of ['Solana', 'Base']) {
    await signIn.getByRole('button', { name: new RegExp(`^${network}`) }).click();
    await expect(signIn.getByRole('heading', { name: `Choose a ${network} wallet` })).toBeVisible();
    // With no wallet in the browser, the dialog says what to install, with links, and links the wallet guide.
    const install =
      network === 'Solana'
        ? ['Phantom', 'https://phantom.com/download']
        : ['MetaMask', 'https://metamask.io/download/'];
    await expect(signIn).toContainText(
      `No ${network} wallet was found in this browser. Install one of these browser extensions, then reload this page`,
    );
    await expect(signIn.getByRole('link', { name: new RegExp(`^${install[0]}`) })).toHaveAttribute('href', install[1]!);
    await expect(signIn.getByRole('link', { name: /How to connect a wallet/ })).toHaveAttribute('href', '/wallets');
    await expectNoSandboxTraces(page, `the sign-in dialog’s ${network} wallets`);
    await expectAccessible(page, `the sign-in dialog’s ${network} wallets`);
    await signIn.getByRole('button', { name: 'Back' }).click();
  }
  await page.keyboard.press('Escape');
  await expect(signIn).toBeHidden();

  const account = await signInWithKey(page, await solanaKeySigner());
  await page.reload();
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText(account.walletAddress);
  await expect(page.getByRole('region', { name: 'Balances' })).toBeVisible();
  await expectNoSandboxTraces(page, 'the account');
  await page.getByRole('button', { name: 'Rotate key' }).click();
  await expect(page.getByRole('dialog', { name: 'Rotate your API key' })).toBeVisible();
  await expectNoSandboxTraces(page, 'the rotate-key dialog');
});
