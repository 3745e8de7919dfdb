import { createHash } from 'node:crypto';
import { expect, expectAccessible, test } from './fixtures';
import { SANDBOX_URL, passTimeUntil, sandboxControl, signInWithSandboxWallet } from './support';
import { personaAccountId } from '../sandbox/personas';
import { seedPhraseOf } from '../sandbox/personas-public';

/** The creator persona's Base key, put where the dashboard keeps its sandbox EVM account, so signing in is signing in as the creator. */
const CREATOR_KEY = `0x${createHash('sha256').update(seedPhraseOf('creator')).digest('hex')}`;

/** The window the creator's reads share. */
const WINDOW_SECONDS = 10;

test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem('marketplace.sandbox-wallet.evm.v1', key), CREATOR_KEY);
});

test('a creator opens the action queue, reviews the entries, chooses winners, and sees the queue and the job move', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const summary = `Name our new coffee blend ${Date.now()}`;
  const published = await fetch(`${SANDBOX_URL}/__sandbox/jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      creatorAccountId: personaAccountId('creator'),
      network: 'base',
      mode: 'selection',
      selectionType: 'creator',
      summary,
      description: summary,
      winnerCap: 2,
      closesInSeconds: 3600,
    }),
  });
  const { customId } = (await published.json()) as { customId: string };
  await sandboxControl(`/jobs/${customId}/entries`, { count: 3 });
  await sandboxControl(`/jobs/${customId}`, { closesInSeconds: -60 });

  await page.clock.install();
  await page.goto('/creator');
  await signInWithSandboxWallet(page, 'base');
  await expect(page).toHaveURL('/creator/actions');
  const item = page
    .getByRole('list', { name: 'Actions, most urgent first' })
    .getByRole('listitem')
    .filter({ hasText: summary });
  await expect(item).toContainText('Choose the winners', { timeout: 20_000 });
  await expect(item).toContainText('Needs you');
  await expect(item).toContainText('0 chosen so far; 2 places left.');
  await expect(item).toContainText('Do not pay for this job again');
  await expectAccessible(page, 'the action queue');
  await item.getByRole('link', { name: 'Review entries' }).click();

  // The job's detail shares the 10 s window of the list read just before; the page waits it out by itself.
  await passTimeUntil(page, WINDOW_SECONDS, () =>
    expect(page.getByRole('heading', { name: summary, level: 1 })).toBeVisible({ timeout: 2_000 }),
  );
  const entries = page.getByRole('region', { name: 'Entries' });
  await expect(entries.getByRole('list', { name: 'Entries' }).getByRole('listitem')).toHaveCount(3, {
    timeout: 20_000,
  });
  await expect(entries).toContainText('0 of 2 winners');
  await entries.getByLabel('Choose entry 1').check();
  await entries.getByLabel('Choose entry 3').check();
  await expect(entries).toContainText('2 of 2 winners');
  // Capacity reached: the remaining entry cannot be added.
  await expect(entries.getByLabel('Choose entry 2')).toBeDisabled();

  await entries.getByRole('button', { name: 'Choose 2 winners' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose the winners' });
  await expect(dialog.getByRole('heading', { name: 'This choice is final' })).toBeVisible();
  await expect(dialog).toContainText('cannot be undone');
  await expectAccessible(page, 'the final-choice dialog');
  await dialog.getByRole('button', { name: 'Yes, choose these winners' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(entries).toContainText('2 winners chosen and paid. The job now has 2 of 2 winners.');

  // The job completes: the page reads it again once the window allows.
  await passTimeUntil(page, WINDOW_SECONDS, () =>
    expect(page.getByRole('list', { name: 'Facts' })).toContainText('Completed', { timeout: 2_000 }),
  );
  await expect(entries.getByText(/Entry \d · Winner/)).toHaveCount(2);

  await page.goto('/creator/actions');
  const queue = page.getByRole('list', { name: 'Actions, most urgent first' });
  await passTimeUntil(page, WINDOW_SECONDS, async () => {
    await expect(queue.or(page.getByText('Nothing needs you'))).toBeVisible({ timeout: 2_000 });
    await expect(
      page.getByRole('listitem').filter({ hasText: summary }).filter({ hasText: 'Choose the winners' }),
    ).toHaveCount(0, { timeout: 2_000 });
  });
});

test('a job without an API secret is opened on the website', async ({ page }) => {
  const summary = `Website-only job ${Date.now()}`;
  await fetch(`${SANDBOX_URL}/__sandbox/jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      creatorAccountId: personaAccountId('creator'),
      network: 'base',
      summary,
      description: summary,
      withSecret: false,
    }),
  });
  await page.clock.install();
  await page.goto('/creator/jobs');
  await signInWithSandboxWallet(page, 'base');
  const row = page.getByRole('list', { name: 'Your jobs' }).getByRole('listitem').filter({ hasText: summary });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await row.getByRole('link').first().click();
  const next = page.getByRole('region', { name: 'Next' });
  await passTimeUntil(page, WINDOW_SECONDS, () => expect(next).toContainText('no API secret', { timeout: 2_000 }));
  await expect(next.getByRole('link', { name: /Open on the website/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Entries' })).toHaveCount(0);
});
