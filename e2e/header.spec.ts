import { expect, expectAccessible, test } from './fixtures';
import { add, formatAsset } from '../lib/money';
import { accountIdOf, sandboxBalances, sandboxControl, signInWithSandboxWallet } from './support';

test('the header’s balance menu opens by keyboard, reads the balances again each time it opens, and closes with Escape', async ({
  page,
}) => {
  // The wallet guide reads nothing itself: what the menu shows is its own read.
  await page.goto('/wallets');
  await signInWithSandboxWallet(page, 'solana');
  const accountId = await accountIdOf(page);
  const menu = page.getByRole('banner').locator('details');
  const summary = menu.locator('summary');
  const usdc = menu.getByRole('row', { name: /^USDC Solana/ }).getByRole('cell');
  const before = await sandboxBalances(accountId);

  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(usdc).toHaveText(formatAsset(before.USDC!, 'USDC'));
  await expectAccessible(page, 'the open balance menu');
  await page.keyboard.press('Escape');
  await expect(menu).not.toHaveAttribute('open');
  await expect(summary).toBeFocused();

  // 25 USDC arrive while the page stays open (a sale, a payment elsewhere); once the profile's read window has passed,
  // the next opening shows them, never the balances read before.
  await sandboxControl(`/accounts/${encodeURIComponent(accountId)}/credit`, { asset: 'USDC', amount: '25' });
  await sandboxControl('/clock', { advanceSeconds: 11 });
  await page.keyboard.press('Enter');
  await expect(usdc).toHaveText(formatAsset(add(before.USDC!, '25'), 'USDC'));
});
