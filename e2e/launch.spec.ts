import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { expectNoHorizontalOverflow, switchColorScheme } from './page-checks';
import {
  accountIdOf,
  holdAllScripts,
  holdLateScripts,
  sandboxBalances,
  sandboxControl,
  sandboxJson,
  signInWithSandboxWallet,
} from './support';
import { formatAsset, normalize, sub } from '../lib/money';

/** The sandbox's ledger entries for a job: the oracle for what was paid. */
async function payments(jobId: string): Promise<{ amount: string; asset: string }[]> {
  const { entries } = await sandboxJson<{ entries: { kind: string; amount: string; asset: string }[] }>(
    `/__sandbox/ledger?ref=${encodeURIComponent(jobId)}`,
  );
  return entries.filter((e) => e.kind === 'payment');
}

/** The job ID a success step links to (the creator's page of the job). */
async function jobIdOf(where: Locator): Promise<string> {
  const href = await where.getByRole('link', { name: 'Open the job in your jobs' }).getAttribute('href');
  return decodeURIComponent(href!.split('/').pop()!);
}

const payDialog = (page: Page) => page.getByRole('dialog', { name: /^Pay for / });
const POST = 'https://x.com/sandboxnews/status/1900000000000000001';

test('launch an advanced creator-selection job on Base, see simulated entries arrive, and choose winners', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/launch/custom');
  await signInWithSandboxWallet(page, 'base');
  const form = page.getByRole('form', { name: 'Custom work' });
  const description = `Name our new tea blend ${Date.now()}`;
  await form.getByLabel('Base (USDC)').check();
  await form.getByLabel(/^Advanced/).check();
  await form.getByLabel('What should be done?').fill(description);
  await form.getByLabel('Winners', { exact: true }).fill('2');
  await form.getByLabel('Reward per winner, in USDC').fill('0.5');
  await form.getByLabel('Selection window, in minutes').fill('10');
  await form.getByLabel('I choose the winners').check();
  // The exact total, before anything is signed.
  await expect(page.getByTestId('launch-price')).toHaveText('$1.00 in USDC on Base');
  await expect(form).toContainText('2 winners × 0.5 USDC each');
  await expectAccessible(page, 'the custom work form');

  await form.getByRole('button', { name: 'Pay $1.00' }).click();
  const dialog = payDialog(page);
  await expect(dialog.getByTestId('pay-amount')).toHaveText(/^\$1\.00 in USDC/, { timeout: 20_000 });
  await expect(dialog.getByTestId('pay-exact-amount')).toHaveText(/^Exactly 1\.00 USDC:/);
  // Where the payment goes: the address the wallet signs for, whole for screen readers and the copy button.
  const sandbox = await sandboxJson<{ payments: { base: { payTo: string } } }>('/__sandbox/info');
  await expect(dialog.getByText(sandbox.payments.base.payTo, { exact: true })).toBeAttached();
  await expect(dialog.getByRole('heading', { name: 'Check the price, then pay' })).toBeFocused();
  await dialog.getByRole('button', { name: /Pay \$1\.00 with Sandbox account \(Base\)/ }).click();
  await expect(dialog.getByRole('heading', { name: 'Payment received: your job is made' })).toBeVisible({
    timeout: 30_000,
  });
  const jobId = await jobIdOf(dialog);
  expect(await payments(jobId)).toEqual([expect.objectContaining({ amount: normalize('1.000000') })]);

  await dialog.getByRole('link', { name: 'Open the job in your jobs' }).click();
  await expect(page).toHaveURL(`/creator/jobs/${jobId}`);
  await expect(page.getByRole('heading', { name: description, level: 1 })).toBeVisible({ timeout: 30_000 });
  // Simulated workers enter over the sandbox's clock; past the 10-minute window the choice opens. The
  // dashboard judges read windows by that clock too, so the page's next read is fresh, not cached.
  await sandboxControl('/clock', { advanceSeconds: 11 * 60 });
  const entries = page.getByRole('region', { name: 'Entries' });
  await expect(async () => {
    await page.reload();
    await expect(entries.getByRole('list', { name: 'Entries' }).getByRole('listitem')).not.toHaveCount(0, {
      timeout: 5_000,
    });
    await expect(entries.getByLabel('Choose entry 2')).toBeEnabled({ timeout: 5_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  await expect(entries).toContainText('0 of 2 winners');
  await entries.getByLabel('Choose entry 1').check();
  await entries.getByLabel('Choose entry 2').check();
  await entries.getByRole('button', { name: 'Choose 2 winners' }).click();
  const confirm = page.getByRole('dialog', { name: 'Choose the winners' });
  await confirm.getByRole('button', { name: 'Yes, choose these winners' }).click();
  await expect(confirm).toBeHidden({ timeout: 20_000 });
  await expect(entries).toContainText('2 winners chosen.');
});

test('the custom work form works from its first paint: what is typed and sent before its code has loaded is kept', async ({
  page,
}) => {
  // Hold back every script the page's HTML does not name (the form's own code) until the stand-in has been used.
  const release = await holdLateScripts(page);
  await page.goto('/launch/custom');
  const form = page.getByRole('form', { name: 'Custom work' });
  // The starting price is in the first paint: 10 winners x 0.025 USDC.
  await expect(form.getByTestId('launch-price')).toHaveText('$0.25 in USDC on Solana');
  await expect(form).toContainText('10 winners × 0.025 USDC each');
  await form.getByLabel('Base (USDC)').check();
  await form.getByLabel('What should be done?').fill('Name our new tea blend');
  await form.getByLabel('Winners', { exact: true }).fill('500');
  await form.getByRole('button', { name: 'Pay $0.25' }).click();
  await expect(form.getByLabel('Selection window, in minutes')).toHaveCount(0);

  release();
  // The form takes over what was typed and chosen, and sends itself once: its checks say what is wrong.
  await expect(form).toContainText('The number of winners must be from 1 to 100.');
  await expect(form.getByLabel('Winners', { exact: true })).toHaveValue('500');
  await expect(form.getByLabel('Winners', { exact: true })).toBeFocused();
  await expect(form.getByLabel('What should be done?')).toHaveValue('Name our new tea blend');
  await expect(form.getByLabel('Base (USDC)')).toBeChecked();
  await expect(form).toContainText('Fill in the details to see the exact price.');
  await expect(payDialog(page)).toHaveCount(0);
  await form.getByLabel(/^Advanced/).check();
  await expect(form.getByLabel('Selection window, in minutes')).toHaveValue('1440');
});

test('a press before any of the page’s code has run keeps what was typed, on the same page', async ({ page }) => {
  const navigations: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) navigations.push(request.url());
  });
  const release = await holdAllScripts(page);
  await page.goto('/launch/custom', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Custom work' });
  await form.getByLabel('What should be done?').fill('Name our new tea blend');
  await form.getByLabel('Winners', { exact: true }).fill('500');
  await form.getByRole('button', { name: 'Pay $0.25' }).click();

  release();
  // Once the page's code runs, a press is the form's: what was typed is there for it to check.
  await expect(async () => {
    await form.getByRole('button', { name: /^Pay/ }).click();
    await expect(form).toContainText('The number of winners must be from 1 to 100.', { timeout: 1_000 });
  }).toPass();
  await expect(form.getByLabel('What should be done?')).toHaveValue('Name our new tea blend');
  expect(navigations).toHaveLength(1);
});

test('buy 40 likes with the sandbox Solana wallet: exactly 1.000000 USDC leaves, once', async ({ page }) => {
  await page.goto('/launch/social');
  const form = page.getByRole('form', { name: 'Likes and views' });
  await form.getByLabel('Link of the post on X').fill('https://example.com/not-a-post');
  await form.getByLabel('Link of the post on X').blur();
  await expect(form).toContainText('Give the link of a post on X');
  await form.getByLabel('Link of the post on X').fill(POST);
  // 40 likes is the default: 40 x 0.025.
  await expect(form.getByLabel('Number of likes')).toHaveValue('40');
  await expect(form.getByTestId('launch-price')).toHaveText('$1.00 in USDC on Solana');
  await form.getByLabel(/^Views/).check();
  await expect(form.getByTestId('launch-price')).toHaveText('$0.30 in USDC on Solana');
  // 11 views at 0.003: said exactly, not rounded to a cent it is not.
  await form.getByLabel('Number of views').fill('11');
  await expect(form.getByTestId('launch-price')).toHaveText('$0.033 in USDC on Solana');
  await expect(form.getByRole('button', { name: 'Pay $0.033' })).toBeVisible();
  await form.getByLabel(/^Likes/).check();
  await expect(form.getByTestId('launch-price')).toHaveText('$1.00 in USDC on Solana');

  await form.getByRole('button', { name: 'Pay $1.00' }).click();
  const dialog = payDialog(page);
  await expect(dialog.getByTestId('pay-amount')).toHaveText(/^\$1\.00 in USDC/, { timeout: 20_000 });
  await expect(dialog.getByTestId('pay-exact-amount')).toHaveText(/^Exactly 1\.00 USDC:/);
  await expectAccessible(page, 'the price in the pay dialog');
  // The payment takes a while to be answered: meanwhile the dialog cannot be closed on it, so its answer is seen.
  await sandboxControl('/faults', { route: 'launch.xlikes', kind: 'delay', delayMs: 3_000 });
  await dialog.getByRole('button', { name: /with Sandbox wallet \(Solana\)/ }).click();
  await expect(dialog.getByRole('heading', { name: 'Sending the payment…' })).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('heading', { name: 'Payment received: your job is made' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(dialog).toContainText('You paid $1.00.');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  const jobId = await jobIdOf(dialog);
  const paid = await payments(jobId);
  expect(paid).toHaveLength(1);
  expect(paid[0]!.amount).toBe(normalize('1.000000'));
});

test('create a repost job paid from the balance: the balance drops by exactly the amount shown', async ({ page }) => {
  await page.goto('/launch/external');
  await signInWithSandboxWallet(page, 'solana');
  const accountId = await accountIdOf(page);
  const before = await sandboxBalances(accountId);
  const form = page.getByRole('form', { name: 'Social job' });
  await form.getByLabel('The post on X').fill(POST);
  // The rules of 4.14 as they are typed.
  await expect(form.getByTestId('external-minimum')).toHaveText('2.50 USDC');
  await form.getByLabel('Completions', { exact: true }).fill('200');
  await expect(form.getByTestId('external-minimum')).toHaveText('5.00 USDC');
  await form.getByLabel('Completions', { exact: true }).fill('1001');
  await expect(form).toContainText('from 25 to 1,000');
  await form.getByLabel('Comment', { exact: true }).check();
  await expect(form).toContainText('from 25 to 250');
  await expect(form).toContainText('Required for comments');
  await form.getByLabel('Repost', { exact: true }).check();
  await form.getByLabel('Completions', { exact: true }).fill('25');
  await form.getByLabel(/^SOL balance/).check();
  await expect(form.getByTestId('external-minimum')).toHaveText('0.01 SOL');
  await expect(form.getByTestId('sol-balance')).toHaveText(`Available: ${formatAsset(before.SOL!, 'SOL')}`, {
    timeout: 20_000,
  });
  await form.getByLabel('Total, in SOL').fill('0.009');
  await expect(form).toContainText('The total must be at least 0.010000000 SOL');
  await form.getByLabel('Total, in SOL').fill('0.0125');
  await expectAccessible(page, 'the social job form');
  await form.getByRole('button', { name: 'Create and pay from my balance' }).click();

  await expect(page.getByRole('heading', { name: 'Created and paid from your balance' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('You paid 0.0125 SOL.')).toBeVisible();
  const after = await sandboxBalances(accountId);
  expect(sub(before.SOL!, after.SOL!)).toBe('0.0125');
  // The page reads the balance again once the profile's window lets a new answer through.
  await expect(page.getByTestId('sol-balance')).toHaveText(`Available: ${formatAsset(after.SOL!, 'SOL')}`, {
    timeout: 40_000,
  });
});

/** The social job form, signed in on Solana, with the account's balances before anything is created. */
async function socialJobForm(page: Page) {
  await page.goto('/launch/external');
  await signInWithSandboxWallet(page, 'solana');
  const accountId = await accountIdOf(page);
  const before = await sandboxBalances(accountId);
  const form = page.getByRole('form', { name: 'Social job' });
  /** How much SOL the balance has dropped by since. */
  const spent = async () => sub(before.SOL!, (await sandboxBalances(accountId)).SOL!);
  /** 25 reposts paid from the SOL balance, its least: 0.0125 SOL. */
  const fillRepostsFromBalance = async () => {
    await form.getByLabel('The post on X').fill(POST);
    await form.getByLabel('Repost', { exact: true }).check();
    await form.getByLabel('Completions', { exact: true }).fill('25');
    await form.getByLabel(/^SOL balance/).check();
    await form.getByLabel('Total, in SOL').fill('0.0125');
  };
  return { form, spent, fillRepostsFromBalance };
}

test('a social job whose answer is lost is not created again after a reload: the balance is charged once', async ({
  page,
}) => {
  const { form, spent, fillRepostsFromBalance } = await socialJobForm(page);
  await fillRepostsFromBalance();
  // The job is created and the balance charged, then the connection drops before any answer.
  await sandboxControl('/faults', { route: 'launch.externalCreate', kind: 'drop-after-commit', count: 1 });
  await form.getByRole('button', { name: 'Create and pay from my balance' }).click();
  const inDoubt = page.getByRole('alert').filter({ hasText: 'We could not confirm whether this went through' });
  await expect(inDoubt).toBeVisible({ timeout: 20_000 });

  // After a reload the same job is found in doubt in the journal: nothing is sent, the notice comes back.
  await page.reload();
  await fillRepostsFromBalance();
  await form.getByRole('button', { name: 'Create and pay from my balance' }).click();
  await expect(inDoubt).toBeVisible({ timeout: 20_000 });
  await expect(inDoubt).toContainText('Do not create it again.');
  expect(await spent()).toBe('0.0125');

  // Retyped, it is held all the same: the earlier one may have been created and charged, so nothing new is sent.
  await page.reload();
  await fillRepostsFromBalance();
  await form.getByLabel('Total, in SOL').fill('0.02');
  await form.getByRole('button', { name: 'Create and pay from my balance' }).click();
  const earlier = page.getByRole('alert').filter({ hasText: 'A social job you asked for earlier' });
  await expect(earlier).toBeVisible({ timeout: 20_000 });
  await expect(earlier).toContainText('your balance charged');
  await expect(earlier.getByRole('link', { name: 'your unfinished operations' })).toHaveAttribute('href', '/recovery');
  expect(await spent()).toBe('0.0125');
});

test('a double press on create makes one social job, and charges the balance once', async ({ page }) => {
  const { form, spent, fillRepostsFromBalance } = await socialJobForm(page);
  await fillRepostsFromBalance();
  // The check for an earlier job in doubt takes a moment, as it can on a slow connection: the second press lands in it.
  await page.route('**/api/recovery', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await form.getByRole('button', { name: 'Create and pay from my balance' }).dblclick();
  await expect(page.getByRole('heading', { name: /^Created/ })).toBeVisible({ timeout: 20_000 });
  await expect.poll(spent).toBe('0.0125');
});

/** A social job created unpaid from the form, on the page that offers to pay it; its ID. */
async function createUnpaidSocialJob(page: Page, network: 'solana' | 'base'): Promise<string> {
  await page.goto('/launch/external');
  await signInWithSandboxWallet(page, network);
  const form = page.getByRole('form', { name: 'Social job' });
  await form.getByLabel('The post on X').fill(POST);
  await form.getByLabel('Total, in USDC').fill('2.50');
  await form.getByRole('button', { name: 'Create, then pay in USDC' }).click();
  await expect(page.getByRole('heading', { name: 'Created: now pay it in USDC' })).toBeVisible({ timeout: 20_000 });
  const href = await page.getByRole('region').getByRole('link', { name: 'Pay a job' }).getAttribute('href');
  return new URL(href!, 'http://page').searchParams.get('job')!;
}

test('a social job created unpaid is paid through its accepts, then said to be paid already', async ({ page }) => {
  test.setTimeout(120_000);
  await createUnpaidSocialJob(page, 'solana');
  // The price comes from the job's payment requirements.
  await expect(page.getByTestId('launch-price')).toHaveText('$2.50 in USDC on Solana', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Pay $2.50' }).click();
  const dialog = payDialog(page);
  await expect(dialog.getByTestId('pay-amount')).toHaveText(/^\$2\.50 in USDC/, { timeout: 20_000 });
  await dialog.getByRole('button', { name: /with Sandbox wallet \(Solana\)/ }).click();
  await expect(dialog.getByRole('heading', { name: 'Payment received: your job is made' })).toBeVisible({
    timeout: 30_000,
  });
  const jobId = await jobIdOf(dialog);
  expect((await payments(jobId)).map((p) => p.amount)).toEqual([normalize('2.50')]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  // The page read before the payment says it is paid now: nothing more is offered to pay, without a reload.
  await expect(page.getByText('This job is already paid. Nothing is left to pay.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);

  await page.goto(`/launch/pay?job=${jobId}`);
  await expect(page.getByText('This job is already paid. Nothing is left to pay.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
});

test('a job is paid on Base at its own Base pay route, once', async ({ page }) => {
  test.setTimeout(120_000);
  const jobId = await createUnpaidSocialJob(page, 'base');
  await page.getByRole('radio', { name: 'Base (USDC)' }).check();
  await expect(page.getByTestId('launch-price')).toHaveText('$2.50 in USDC on Base', { timeout: 20_000 });
  await expectAccessible(page, 'a job’s payment on Base');
  await page.getByRole('button', { name: 'Pay $2.50' }).click();
  const dialog = payDialog(page);
  await expect(dialog.getByTestId('pay-amount')).toHaveText(/^\$2\.50 in USDC/, { timeout: 20_000 });
  await dialog.getByRole('button', { name: /with Sandbox account \(Base\)/ }).click();
  await expect(dialog.getByRole('heading', { name: 'Payment received: your job is made' })).toBeVisible({
    timeout: 30_000,
  });
  const { entries } = await sandboxJson<{ entries: { kind: string; amount: string; wallet: string | null }[] }>(
    `/__sandbox/ledger?ref=${encodeURIComponent(jobId)}`,
  );
  const paid = entries.filter((e) => e.kind === 'payment');
  expect(paid.map((e) => e.amount)).toEqual([normalize('2.50')]);
  // Signed by the Base wallet: an EVM address paid.
  expect(paid[0]!.wallet).toMatch(/^0x[0-9a-fA-F]{40}$/);
});

test('a job’s payment in doubt on Base holds the job on Solana too: no second payment is offered', async ({ page }) => {
  test.setTimeout(150_000);
  const jobId = await createUnpaidSocialJob(page, 'base');
  await page.getByRole('radio', { name: 'Base (USDC)' }).check();
  await page.getByRole('button', { name: 'Pay $2.50' }).click();
  const dialog = payDialog(page);
  await expect(dialog.getByTestId('pay-amount')).toHaveText(/^\$2\.50 in USDC/, { timeout: 20_000 });
  // The paid call is held upstream past the dashboard's wait: the payment is in doubt, and nothing is charged yet.
  await sandboxControl('/faults', { route: 'launch.jobPayBase', kind: 'delay', delayMs: 60_000, count: 1 });
  await dialog.getByRole('button', { name: /with Sandbox account \(Base\)/ }).click();
  await expect(dialog.getByRole('heading', { name: 'Do not pay again' })).toBeVisible({ timeout: 45_000 });

  // After a reload, paying the same job on the other network leads to the same doubt, not to a price.
  await page.goto(`/launch/pay?job=${jobId}`);
  await expect(page.getByTestId('launch-price')).toHaveText('$2.50 in USDC on Solana', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Pay $2.50' }).click();
  await expect(dialog.getByRole('heading', { name: 'Do not pay again' })).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByTestId('pay-amount')).toHaveCount(0);
  expect(await payments(jobId)).toEqual([]);
  // It is found by a proof from the network it was paid on, whichever the page shows now.
  await dialog.getByRole('button', { name: 'Find my work' }).click();
  await expect(dialog.getByRole('button', { name: /\(Base\)/ }).first()).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('button', { name: /\(Solana\)/ })).toHaveCount(0);
});

test('the answer is lost after paying: the work is found by a wallet signature, with exactly one payment', async ({
  page,
}) => {
  await page.goto('/launch/social');
  const form = page.getByRole('form', { name: 'Likes and views' });
  await form.getByLabel('Link of the post on X').fill(POST);
  await form.getByLabel('Number of likes').fill('20');
  await form.getByRole('button', { name: 'Pay $0.50' }).click();
  const dialog = payDialog(page);
  await expect(dialog.getByTestId('pay-amount')).toHaveText(/^\$0\.50 in USDC/, { timeout: 20_000 });
  // The paid call is processed, then its connection dropped before any answer.
  await sandboxControl('/faults', { route: 'launch.xlikes', kind: 'drop-after-commit', count: 1 });
  await dialog.getByRole('button', { name: /with Sandbox wallet \(Solana\)/ }).click();
  await expect(dialog.getByRole('heading', { name: 'Do not pay again' })).toBeVisible({ timeout: 30_000 });

  // Until it is found, the operation is on the unfinished list, with the way to find the work.
  await page.goto('/recovery');
  const op = page
    .getByRole('list', { name: 'Unfinished operations' })
    .getByRole('listitem')
    .filter({ hasText: 'Likes on X' });
  await expect(op).toContainText('No answer');
  await expect(op.getByRole('link', { name: 'Find the work you paid for' })).toHaveAttribute('href', '/launch/recover');

  // Back on the page, the same likes cannot be paid a second time: the dialog offers only to find the work.
  await page.goto('/launch/social');
  await form.getByLabel('Link of the post on X').fill(POST);
  await form.getByLabel('Number of likes').fill('20');
  await form.getByRole('button', { name: 'Pay $0.50' }).click();
  await expect(dialog.getByRole('heading', { name: 'Do not pay again' })).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByTestId('pay-amount')).toHaveCount(0);
  // Nor, after a reload, retyped: any likes wait until the earlier payment is found.
  await page.reload();
  await form.getByLabel('Link of the post on X').fill(POST);
  await form.getByLabel('Number of likes').fill('30');
  await form.getByRole('button', { name: 'Pay $0.75' }).click();
  await expect(dialog.getByRole('heading', { name: 'Do not pay again' })).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText('An earlier payment of this kind, started');
  await expect(dialog.getByTestId('pay-amount')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Find my work' }).click();
  await dialog.getByRole('button', { name: /Sandbox wallet \(Solana\)/ }).click();
  await expect(dialog.getByRole('heading', { name: 'Check before you sign' })).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Sign to find my work' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your payment went through' })).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText('Nothing was paid again.');
  const jobId = await jobIdOf(dialog);
  expect((await payments(jobId)).map((p) => p.amount)).toEqual([normalize('0.500000')]);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Found, it holds nothing any more: the retyped likes get their price, and the operation has left the unfinished list.
  await form.getByRole('button', { name: 'Pay $0.75' }).click();
  await expect(dialog.getByTestId('pay-amount')).toHaveText(/^\$0\.75 in USDC/, { timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.goto('/recovery');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(op).toHaveCount(0);

  // The recovery page finds the same work: its first step comes with the page, the wallets load once one is chosen.
  await page.goto('/launch/recover');
  await expect(page.getByRole('heading', { name: 'Find the work you paid for' })).toBeVisible();
  await page.getByRole('button', { name: /Solana/ }).click();
  await expect(page.getByRole('heading', { name: 'Choose a Solana wallet' })).toBeFocused({ timeout: 20_000 });
  await page.getByRole('button', { name: /Sandbox wallet \(Solana\)/ }).click();
  await expect(page.getByRole('heading', { name: 'Check before you sign' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Sign to find my work' }).click();
  await expect(page.getByRole('heading', { name: 'The latest work this wallet paid for' })).toBeVisible({
    timeout: 20_000,
  });
  expect(await jobIdOf(page.getByRole('main'))).toBe(jobId);
  expect((await payments(jobId)).map((p) => p.amount)).toEqual([normalize('0.500000')]);
});

test('while earlier payments cannot be checked, a launch offers no payment; once they can, it does', async ({
  page,
}) => {
  let journalReadable = false;
  await page.route('**/api/recovery', (route) =>
    journalReadable ? route.continue() : route.fulfill({ status: 503, body: '' }),
  );
  await page.goto('/launch/social');
  const form = page.getByRole('form', { name: 'Likes and views' });
  await form.getByLabel('Link of the post on X').fill(POST);
  await form.getByRole('button', { name: 'Pay $1.00' }).click();
  const dialog = payDialog(page);
  await expect(dialog.getByRole('alert')).toContainText(
    'Your earlier payments could not be checked, so nothing can be paid yet',
    { timeout: 20_000 },
  );
  await expect(dialog.getByRole('button', { name: /with Sandbox wallet/ })).toHaveCount(0);
  journalReadable = true;
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByTestId('pay-amount')).toHaveText(/^\$1\.00 in USDC/, { timeout: 20_000 });
});

test('a challenge asking more than the price shown is refused before anything is signed', async ({ page }) => {
  await page.goto('/launch/social');
  // The page asks 40 likes' price of a route that (through this rewrite) answers for 41: the wallet is never asked.
  await page.route(
    (url) => url.pathname === '/api/marketplace/solana/xlikes',
    (route) => route.continue({ url: route.request().url().replace('amount=40', 'amount=41') }),
  );
  const form = page.getByRole('form', { name: 'Likes and views' });
  await form.getByLabel('Link of the post on X').fill(POST);
  await form.getByRole('button', { name: 'Pay $1.00' }).click();
  const dialog = payDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Nothing was paid' })).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText(
    'The marketplace asked for more than the price shown. Nothing was signed or paid.',
  );
  await expect(dialog.getByRole('button', { name: /with Sandbox wallet/ })).toHaveCount(0);
});

test('the catalogue lists what can be bought, with prices and networks', async ({ page }) => {
  await page.goto('/launch/catalog');
  const list = page.getByRole('list', { name: 'What can be bought' });
  await expect(list).toContainText('Likes on a post on X.', { timeout: 20_000 });
  await expect(list).toContainText('0.025 USDC per like');
  await expect(list).toContainText('0.003 USDC per view');
  await expect(list).toContainText('Base');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every launch page fits and passes axe in both schemes', async ({ page }) => {
    test.setTimeout(180_000);
    for (const path of [
      '/launch',
      '/launch/custom',
      '/launch/social',
      '/launch/external',
      '/launch/pay',
      '/launch/catalog',
      '/launch/recover',
    ]) {
      await switchColorScheme(page, 'light');
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // A scheme changes colors only, not the layout: the width is checked once.
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page, `${path} (light)`);
      await switchColorScheme(page, 'dark');
      await expectAccessible(page, `${path} (dark)`);
    }
  });
});
