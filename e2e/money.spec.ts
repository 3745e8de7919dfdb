import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { add, formatAsset, normalize, sub } from '../lib/money';
import {
  accountIdOf,
  holdLateScripts,
  sandboxBalances,
  sandboxControl,
  sandboxJson,
  signInWithSandboxWallet,
} from './support';

/** A fresh sandbox account signed in through the dialog; its id, for the sandbox's controls. */
async function signedInAccount(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await signInWithSandboxWallet(page, 'solana');
  return accountIdOf(page);
}

/** The header's balance menu, row by row. */
async function menuBalance(page: Page, token: string, network: string): Promise<string> {
  const menu = page.getByRole('banner').locator('details');
  if (!(await menu.evaluate((details: HTMLDetailsElement) => details.open))) await menu.locator('summary').click();
  const row = menu.getByRole('row', { name: new RegExp(`^${token} ${network}`) });
  const text = (await row.getByRole('cell').innerText()).trim();
  await menu.locator('summary').click();
  return text;
}

const advance = (seconds: number) => sandboxControl('/clock', { advanceSeconds: seconds });
const form = (page: Page) => page.getByRole('form', { name: 'Swap' });

test('swap SOL to USDC and watch it complete, both balances changing by exactly the shown amounts', async ({
  page,
}) => {
  const accountId = await signedInAccount(page, '/swaps');
  // A new sandbox account starts with some of every asset.
  const before = await sandboxBalances(accountId);
  await expect(form(page)).toContainText(`Available: ${formatAsset(before.SOL!, 'SOL')}`);
  expect(await menuBalance(page, 'USDC', 'Solana')).toBe(formatAsset(before.USDC!, 'USDC'));

  await form(page).getByLabel('Amount of SOL').fill('0.5');
  // 0.5 SOL is above the small-conversion threshold: estimated at the price, with 5% slippage allowed.
  await expect(page.getByTestId('estimate-out')).toHaveText('75.00 USDC');
  await expect(form(page)).toContainText('5% slippage');
  await form(page).getByRole('button', { name: 'Swap', exact: true }).click();

  await expect(page).toHaveURL(/\/swaps\?swap=/);
  const progress = page.getByRole('list', { name: 'Swap progress' });
  await expect(progress).toBeVisible();
  // Nothing new can start while this one runs.
  await expect(form(page).getByRole('button', { name: 'Swap', exact: true })).toBeDisabled();
  await advance(30);
  await expect(page.getByTestId('swap-received')).toHaveText('75.00 USDC', { timeout: 20_000 });
  await expect(progress.locator('[aria-current="step"]')).toHaveCount(0);

  // Exactly the amount shown left, exactly the amount received arrived.
  const after = await sandboxBalances(accountId);
  expect([sub(before.SOL!, after.SOL!), sub(after.USDC!, before.USDC!)]).toEqual(['0.5', '75']);
  // The page's balances follow once the profile's read window lets them.
  await expect(async () => {
    expect(await menuBalance(page, 'SOL', 'Solana')).toBe(formatAsset(after.SOL!, 'SOL'));
    expect(await menuBalance(page, 'USDC', 'Solana')).toBe(formatAsset(after.USDC!, 'USDC'));
  }).toPass({ timeout: 30_000 });
  // The history lists it, completed, with what arrived.
  await expect(page.getByRole('list', { name: 'Your swaps' }).getByRole('listitem').first()).toContainText(
    /0\.50 SOL to USDC on Solana.*received 75\.00 USDC/s,
    {
      timeout: 20_000,
    },
  );
  expect(await page.locator('main').innerText()).not.toMatch(/\b(pending|initiated|completed|bridge_\w+|SWAP_\w+)\b/);
});

test('the swap form works from its first paint: the balances and history are there, and a swap sent before its code has loaded starts once', async ({
  page,
}) => {
  await page.goto('/store');
  await signInWithSandboxWallet(page, 'solana');
  const accountId = await accountIdOf(page);
  const before = await sandboxBalances(accountId);
  // Hold back every script the page's HTML does not name (the form's own code) until the stand-in has been used.
  const release = await holdLateScripts(page);
  await page.goto('/swaps');
  const swapForm = form(page);
  // Read on the server: what is available and the (empty) history are in the first paint.
  await expect(swapForm).toContainText(`Available: ${formatAsset(before.SOL!, 'SOL')}`);
  await expect(page.getByText('No swaps yet')).toBeVisible();
  await swapForm.getByLabel('Amount of SOL').fill('0.5');
  await swapForm.getByRole('button', { name: 'Swap', exact: true }).click();

  release();
  // The form takes over what was typed and sends itself once: the swap starts and is followed.
  await expect(page).toHaveURL(/\/swaps\?swap=/);
  await expect(page.getByRole('list', { name: 'Swap progress' })).toBeVisible();
  await expect(swapForm.getByLabel('Amount of SOL')).toHaveValue('');
  expect(sub(before.SOL!, (await sandboxBalances(accountId)).SOL!)).toBe('0.5');
});

test('a cross-network swap goes through the bridge states and pays the 0.3% bridge fee', async ({ page }) => {
  const accountId = await signedInAccount(page, '/swaps');
  const before = await sandboxBalances(accountId);
  await form(page).getByLabel('From').selectOption('USDC');
  await form(page).getByLabel('To').selectOption('USDC_BASE');
  await form(page).getByLabel('Amount of USDC on Solana').fill('10');
  await expect(form(page)).toContainText('0.3% bridge fee, rounded up to 0.000001: 0.03 USDC of the 10 USDC crossing');
  await expect(page.getByTestId('estimate-out')).toHaveText('9.97 USDC');
  await form(page).getByRole('button', { name: 'Swap', exact: true }).click();

  const current = page.getByRole('list', { name: 'Swap progress' }).locator('[aria-current="step"]');
  await expect(current).toHaveText(/Accepted/);
  await expect(page.getByRole('status').filter({ hasText: 'waiting to cross networks' })).toBeVisible();
  await advance(16);
  await expect(current).toHaveText(/Crossing networks/, { timeout: 15_000 });
  await advance(46);
  await expect(page.getByTestId('swap-received')).toHaveText('9.97 USDC', { timeout: 15_000 });
  const after = await sandboxBalances(accountId);
  expect([sub(before.USDC!, after.USDC!), sub(after.USDC_BASE!, before.USDC_BASE!)]).toEqual(['10', '9.97']);
});

test('an over-precise amount is refused in the form and never sent', async ({ page }) => {
  const accountId = await signedInAccount(page, '/swaps');
  const { SOL: balance } = await sandboxBalances(accountId);
  await expect(form(page)).toContainText(`Available: ${formatAsset(balance!, 'SOL')}`);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/marketplace/swap')) sent.push(request.url());
  });
  const amount = form(page).getByLabel('Amount of SOL');
  await amount.fill('0.1234567891');
  await expect(form(page)).toContainText('SOL takes at most 9 decimals.');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await form(page).getByRole('button', { name: 'Swap', exact: true }).click();
  // Trailing zeros are fine; more than the balance is not; "max" fills the exact balance.
  await amount.fill('0.123456789000');
  await expect(amount).not.toHaveAttribute('aria-invalid');
  await amount.fill(add(balance!, '0.000000001'));
  await expect(form(page)).toContainText('That is more than your available SOL.');
  await form(page).getByRole('button', { name: 'Max' }).click();
  await expect(amount).toHaveValue(normalize(balance!));
  await expect(amount).not.toHaveAttribute('aria-invalid');
  expect(sent).toEqual([]);
});

test('a lost answer on create is resolved by status with the same key: one swap, one debit', async ({ page }) => {
  const accountId = await signedInAccount(page, '/swaps');
  const before = await sandboxBalances(accountId);
  await expect(form(page)).toContainText(`Available: ${formatAsset(before.SOL!, 'SOL')}`);
  await sandboxControl('/faults', { route: 'swaps.create', kind: 'drop-after-commit' });
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/marketplace/swap')) creates.push(request.postData() ?? '');
  });
  await form(page).getByLabel('Amount of SOL').fill('0.25');
  await form(page).getByRole('button', { name: 'Swap', exact: true }).click();
  // The answer never came, yet the swap is found and followed.
  await expect(page).toHaveURL(/\/swaps\?swap=/, { timeout: 20_000 });
  await expect(page.getByTestId('swap-amount-in')).toHaveText('0.25 SOL');
  expect(creates).toHaveLength(1);
  expect(sub(before.SOL!, (await sandboxBalances(accountId)).SOL!)).toBe('0.25');
  await expect(page.getByRole('list', { name: 'Your swaps' }).getByRole('listitem')).toHaveCount(1, {
    timeout: 20_000,
  });
});

test('the earnings page shows each range with totals equal to the ledger, charts and tables', async ({
  page,
}, testInfo) => {
  // Every new read needs the account's 10 s earnings window open: the sandbox's clock is moved past each
  // (the dashboard judges windows by it in sandbox mode), never waited for.
  const accountId = await signedInAccount(page, '/earnings');
  const { now } = await sandboxJson<{ now: string }>('/__sandbox/info');
  const ago = (hours: number) => new Date(Date.parse(now) - hours * 3_600_000).toISOString();
  const earn = (category: string, assetId: string, amount: string, hoursAgo: number) =>
    sandboxControl('/earnings', { accountId, category, assetId, amount, at: ago(hoursAgo) });
  await earn('jobs', 'USDC', '3.5', 2);
  await earn('jobs', 'SOL', '0.000000001', 26);
  await earn('referrals', 'SOL', '0.25', 10 * 24);
  await earn('tips', 'NATIVE', '100', 20 * 24);
  await earn('vault', 'NATIVE', '1000', 60 * 24);
  await earn('jobs', 'SOL', '0.5', 3 * 24);
  const ledger = {
    '7d': { SOL: '0.500000001 SOL', USDC: '3.5 USDC', NATIVE: '0 NATIVE' },
    '30d': { SOL: '0.750000001 SOL', USDC: '3.5 USDC', NATIVE: '100 NATIVE' },
    '90d': { SOL: '0.750000001 SOL', USDC: '3.5 USDC', NATIVE: '1,100 NATIVE' },
  };
  // The page read the new account's (empty) report at sign-in; the read cache keeps it for its 10 s window.
  await advance(10);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Last 24 hours' }).getByTestId('kpi-USDC')).toContainText('3.5 USDC');
  await expect(page.getByText('(UTC)').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Last 24 hours' }).getByTestId('kpi-SOL')).toContainText('0 SOL');

  for (const range of ['7d', '30d', '90d'] as const) {
    await advance(10);
    if (range !== '7d')
      await page
        .getByRole('navigation', { name: 'Period' })
        .getByRole('link', { name: `${range.slice(0, -1)} days` })
        .click();
    await expect(page).toHaveURL(range === '7d' ? /\/earnings$/ : new RegExp(`range=${range}`));
    for (const [asset, text] of Object.entries(ledger[range]))
      await expect(page.getByTestId(`total-${asset}`)).toHaveText(text);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`earnings-${range}.png`), fullPage: true });
  }
  // A chart per asset with its data table; no 429 was ever shown while switching.
  await expect(page.getByRole('table', { name: /SOL earned per UTC day/ })).toBeAttached();
  await expect(page.getByText(/could not be loaded|too fast/)).toHaveCount(0);

  // The histories: the vault payout in its table.
  await advance(10);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Vault' }).click();
  await expect(page).toHaveURL(/view=vault/);
  await expect(page.getByRole('table', { name: 'Vault payouts' })).toContainText('1,000 NATIVE');
  await advance(10);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Tips' }).click();
  await expect(page.getByRole('table', { name: 'Tips you received' })).toContainText('100 NATIVE');
});
