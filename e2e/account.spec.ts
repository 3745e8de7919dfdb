import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { openDialog, sandboxControl, sandboxJson, signInThroughDialog, signInWithSandboxWallet } from './support';

const profileCard = (page: Page) => page.getByRole('region', { name: 'Profile' });

async function readsProfile(page: Page) {
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Balances' }).getByRole('row', { name: /Solana USDC/ })).toContainText(
    '250.00 USDC',
  );
  await expect(profileCard(page)).toContainText(/Updated/);
}

test('sign in with the sandbox Solana wallet and read the profile', async ({ page }) => {
  await page.goto('/store');
  await signInThroughDialog(page, 'solana');
  await readsProfile(page);
  await expect(page.getByRole('region', { name: 'Proof of human' })).toContainText('Not verified');
});

test('sign in with the sandbox EVM account and read the profile, focus following each step', async ({ page }) => {
  await page.goto('/account');
  const dialog = await openDialog(
    page,
    page.getByRole('button', { name: 'Sign in with your wallet' }),
    'Sign in with your wallet',
  );
  await dialog.getByRole('button', { name: /^Base/ }).click();
  await expect(dialog.getByRole('heading', { name: 'Choose a Base wallet' })).toBeFocused();
  await dialog.getByRole('button', { name: /Sandbox account \(Base\)/ }).click();
  await expect(dialog.getByRole('heading', { name: 'Check before you sign' })).toBeFocused();
  // Plain words first; the exact message, chain and request for whoever opens Details.
  await expect(
    dialog.getByText(/^You are signing in to .+ as 0x.+ on Base\. This proves you own the wallet/),
  ).toBeVisible();
  await expect(dialog.getByText('eip155:8453', { exact: false })).toBeHidden();
  await dialog.getByText('Details', { exact: true }).click();
  await expect(dialog.getByText('eip155:8453', { exact: false })).toBeVisible();
  await expectAccessible(page, 'the sign-in dialog');
  await dialog.getByRole('button', { name: 'Sign in with wallet' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await readsProfile(page);
  await expect(profileCard(page)).toContainText('Wallet (Base)');
});

test('moving between pages never meets a rate limit', async ({ page }) => {
  await page.goto('/store');
  await signInWithSandboxWallet(page, 'solana');
  const limited: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 429) limited.push(r.url());
  });
  for (let i = 0; i < 4; i++) {
    await readsProfile(page);
    await page.goto('/store');
  }
  await readsProfile(page);
  expect(limited).toEqual([]);
});

test('create a proof-of-human link, complete it, and see the account verified', async ({ page, context }) => {
  await page.goto('/store');
  await signInWithSandboxWallet(page, 'base');
  await page.goto('/account');
  const card = page.getByRole('region', { name: 'Proof of human' });
  await card.getByRole('button', { name: 'Create a verification link' }).click();
  await expect(card).toContainText('The link works for');
  const [handoff] = await Promise.all([
    context.waitForEvent('page'),
    card.getByRole('link', { name: 'Open the verification page' }).click(),
  ]);
  await handoff.getByRole('button', { name: /verify me/ }).click();
  await expect(handoff.getByRole('heading', { name: 'You are verified' })).toBeVisible();
  await handoff.close();
  // The profile read is cached for its 10 s window (judged by the sandbox's clock): once it has passed, a reload
  // reads the verification, and the refresh button shows when it was fetched.
  await sandboxControl('/clock', { advanceSeconds: 10 });
  await page.reload();
  await expect(card).toContainText('Verified');
  await expect(card).toContainText('until');
});

test('a rotation whose answer is lost is never sent again: signing in again picks up the key in force', async ({
  page,
}) => {
  await page.goto('/store');
  await signInWithSandboxWallet(page, 'solana');
  await page.goto('/account');
  /** Whether the key the dashboard holds is one the marketplace takes: a write, which no cache answers. */
  const keyWorks = () =>
    page.evaluate(() =>
      fetch('/api/marketplace/proofofhuman', { method: 'POST', headers: { 'content-type': 'application/json' } }).then(
        (r) => r.status,
      ),
    );
  await page.getByRole('button', { name: 'Rotate key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rotate your API key' });
  await dialog.getByRole('button', { name: /Sandbox wallet \(Solana\)/ }).click();
  const rotate = dialog.getByRole('button', { name: 'Sign and rotate' });
  await expect(rotate).toBeVisible({ timeout: 20_000 });
  // The key is rotated upstream; its answer never comes back.
  await sandboxControl('/faults', { route: 'account.rotateKey', kind: 'drop-after-commit', count: 1 });
  await rotate.click();
  await expect(dialog.getByRole('alert')).toContainText('We could not confirm the rotation', { timeout: 20_000 });
  expect(await keyWorks()).toBe(401);
  await expectAccessible(page, 'a rotation that could not be confirmed');
  // Closed and opened again, the dialog still offers only to sign in again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Rotate key' }).click();
  await expect(dialog.getByRole('alert')).toContainText('We could not confirm the rotation');

  await dialog.getByRole('button', { name: /Sandbox wallet \(Solana\)/ }).click();
  await dialog.getByRole('button', { name: 'Sign in again' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  expect(await keyWorks()).toBe(200);
});

test('rotate the key, keep working, reveal it once, then sign out', async ({ page, secretSweep }) => {
  await page.goto('/store');
  await signInWithSandboxWallet(page, 'solana');
  await page.goto('/account');
  await page.getByRole('button', { name: 'Rotate key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rotate your API key' });
  await dialog.getByRole('button', { name: /Sandbox wallet \(Solana\)/ }).click();
  // What is signed, in plain words; the marketplace's own statement behind Details.
  await expect(
    dialog.getByText(/^You are replacing your account’s API key on .+; the old key stops working\./),
  ).toBeVisible();
  await dialog.getByText('Details', { exact: true }).click();
  await expect(
    dialog.getByText(/Rotate the API key of your Sandbox account and invalidate its previous key\. Method: POST\./),
  ).toBeVisible();
  await expectAccessible(page, 'the rotate-key dialog');
  await dialog.getByRole('button', { name: 'Sign and rotate' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  // The dashboard keeps working with the new key.
  await expect(page.getByRole('region', { name: 'Legacy balance' })).toContainText('2.50 SOL');
  await page.getByRole('region', { name: 'Profile' }).getByRole('button', { name: 'Refresh' }).click();

  // Revealing the new key is the one answer that may carry it, and it must.
  secretSweep.expectExposure({ kind: 'api-key', channel: 'response body', source: '/api/session/key' });
  await page.getByRole('button', { name: 'Reveal the new key once' }).click();
  const key = await page.getByTestId('revealed-key').textContent();
  expect(key).toMatch(/^[0-9a-f]{40}$/);
  // The revealed key is the one the marketplace now accepts.
  expect(
    (await sandboxJson<{ balance: string }>('/api/external/balance', { headers: { 'x-api-key': key! } })).balance,
  ).toBe('2.500000000');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Reveal the new key once' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/store');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.goto('/account');
  await expect(page.getByText('Sign in to see your account')).toBeVisible();
  const session = await page.request.get('/api/session');
  expect(await session.json()).toMatchObject({ signedIn: false });
});
