import { createHash } from 'node:crypto';
import { expect, expectAccessible, test } from './fixtures';
import { passTimeUntil, publishCreatorJob, sandboxControl, signInWithSandboxWallet } from './support';
import { seedPhraseOf } from '../sandbox/personas-public';

/** The creator persona's Base key, put where the dashboard keeps its sandbox EVM account, so signing in is signing in as the creator. */
const CREATOR_KEY = `0x${createHash('sha256').update(seedPhraseOf('creator')).digest('hex')}`;

/** The window the creator's reads share. */
const WINDOW_SECONDS = 10;

const SITE = 'Marketplace dashboard';

test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem('marketplace.sandbox-wallet.evm.v1', key), CREATOR_KEY);
});

/** A job choosing up to two winners among three entries, closed: its winners are the creator's to choose. */
async function closedJobWithEntries(summary: string) {
  const job = await publishCreatorJob({
    mode: 'selection',
    selectionType: 'creator',
    summary,
    description: summary,
    winnerCap: 2,
    closesInSeconds: 3600,
  });
  await sandboxControl(`/jobs/${job.customId}/entries`, { count: 3 });
  await sandboxControl(`/jobs/${job.customId}`, { closesInSeconds: -3600 });
  return job;
}

test('a choice of winners whose answer is lost is read again before anything more can be chosen', async ({ page }) => {
  test.setTimeout(120_000);
  const summary = `Name our new tea blend ${Date.now()}`;
  const { jobId } = await closedJobWithEntries(summary);
  await page.clock.install();
  await page.goto('/creator');
  await signInWithSandboxWallet(page, 'base');
  await page.goto(`/creator/jobs/${jobId}`);
  await passTimeUntil(page, WINDOW_SECONDS, () =>
    expect(page.getByRole('heading', { name: summary, level: 1 })).toBeVisible({ timeout: 2_000 }),
  );
  const entries = page.getByRole('region', { name: 'Entries' });
  await expect(entries.getByRole('list', { name: 'Entries' }).getByRole('listitem')).toHaveCount(3, {
    timeout: 20_000,
  });

  // The marketplace makes the choice, and the answer never arrives.
  await sandboxControl('/faults', { route: 'creator.chooseWinners', kind: 'drop-after-commit', count: 1 });
  await entries.getByLabel('Choose entry 2').check();
  await entries.getByRole('button', { name: 'Choose 1 winner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose the winners' });
  await dialog.getByRole('button', { name: 'Yes, choose this winner' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(entries.getByRole('status')).toHaveText(
    'We could not confirm whether the winners were chosen. The page is reading the job again to show what happened; choose again only once it has.',
  );
  await expect(entries.getByRole('button', { name: 'Choose 1 winner' })).toBeDisabled();
  await expectAccessible(page, 'a choice not confirmed');

  // Read again once the window allows: the entry is a winner, and one place is left.
  await passTimeUntil(page, WINDOW_SECONDS, () =>
    expect(entries.getByText('Entry 2 · Winner')).toBeVisible({ timeout: 2_000 }),
  );
  await expect(entries.getByRole('status')).toHaveCount(0);
  await expect(entries).toContainText('1 of 2 winners');
  await expect(entries.getByLabel('Choose entry 1')).toBeEnabled();
});

test('a creator opens the action queue, reviews the entries, chooses winners, and sees the queue and the job move', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const summary = `Name our new coffee blend ${Date.now()}`;
  await closedJobWithEntries(summary);

  await page.clock.install();
  await page.goto('/creator');
  await signInWithSandboxWallet(page, 'base');
  await expect(page).toHaveURL('/creator/actions');
  await expect(page).toHaveTitle(`Actions · ${SITE}`);
  await expect(page.getByRole('heading', { name: 'Actions', level: 1 })).toBeVisible();
  const item = page
    .getByRole('list', { name: 'Actions, most urgent first' })
    .getByRole('listitem')
    .filter({ hasText: summary });
  // The card names the job, says one next step with the right plural, and one time.
  await expect(item.getByRole('heading', { name: summary, level: 2 })).toBeVisible({ timeout: 20_000 });
  await expect(item).toContainText('Needs you');
  await expect(item).toContainText('Choose up to 2 winners from the entries');
  await expect(item.locator('time')).toHaveCount(1);
  await expect(item.locator('time')).toHaveText(/^Entries closed .+ ago$/);
  // Paid and confirmed: nothing here can be paid twice, so no warning.
  await expect(item).not.toContainText('Do not pay');
  await expectAccessible(page, 'the action queue');
  await item.getByRole('link', { name: 'Review entries' }).click();

  // The job's detail shares the 10 s window of the list read just before; the page waits it out by itself.
  await passTimeUntil(page, WINDOW_SECONDS, () =>
    expect(page.getByRole('heading', { name: summary, level: 1 })).toBeVisible({ timeout: 2_000 }),
  );
  await expect(page).toHaveTitle(`${summary} · ${SITE}`);
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
  // Who gets what: the pool of 10 USDC shared by its 2 places.
  const winners = dialog.getByRole('list', { name: 'Winners and what each receives' }).getByRole('listitem');
  await expect(winners).toHaveCount(2);
  await expect(winners.nth(0)).toContainText(/^Entry 1 · “.+”receives 5\.00 USDC$/);
  await expect(winners.nth(1)).toContainText(/^Entry 3 · “.+”receives 5\.00 USDC$/);
  await expectAccessible(page, 'the final-choice dialog');
  await dialog.getByRole('button', { name: 'Yes, choose these winners' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(entries).toContainText('2 winners chosen. The job now has 2 of 2 winners.');

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
  await publishCreatorJob({ summary, description: summary, withSecret: false });
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

test('each card says one next step and one time, and warns not to pay again only where a payment is unsettled', async ({
  page,
}) => {
  const stamp = Date.now();
  const unpaid = `Design a label ${stamp}`;
  const collecting = `Suggest a slogan ${stamp}`;
  const refund = `Translate our menu ${stamp}`;
  await publishCreatorJob({ summary: unpaid, description: unpaid, paid: false, closesInSeconds: 7200 });
  const { customId } = await publishCreatorJob({
    summary: collecting,
    description: collecting,
    mode: 'selection',
    selectionType: 'creator',
    winnerCap: 1,
    closesInSeconds: 7200,
  });
  await sandboxControl(`/jobs/${customId}/entries`, { count: 1 });
  await publishCreatorJob({ summary: refund, description: refund, refundReview: true });

  await page.clock.install();
  await page.goto('/creator/actions');
  await signInWithSandboxWallet(page, 'base');
  const card = (summary: string) =>
    page.getByRole('list', { name: 'Actions, most urgent first' }).getByRole('listitem').filter({ hasText: summary });

  // An unpaid job: the step is to pay; no entry deadline beside it, and no payment on its way to warn about.
  await expect(card(unpaid).getByRole('heading', { name: unpaid })).toBeVisible({ timeout: 20_000 });
  await expect(card(unpaid)).toContainText('Pay for the job to publish it');
  await expect(card(unpaid)).not.toContainText(/Closes in|Entries close/);
  await expect(card(unpaid)).not.toContainText('Do not pay');

  // Taking entries: one winner to choose, said in the singular, with the one time entries close.
  await expect(card(collecting)).toContainText('Wait for entries, then choose 1 winner');
  await expect(card(collecting).locator('time')).toHaveCount(1);
  await expect(card(collecting).locator('time')).toHaveText(/^Entries close in [12] h \d\d min$/);
  await expect(card(collecting)).not.toContainText('Do not pay');

  // A refund under review: the payment's outcome is open, so the warning stays.
  await expect(card(refund)).toContainText('Nothing to do until the refund review ends');
  await expect(card(refund)).toContainText('Do not pay for this job again');

  // The list of jobs has its own title and heading, and says each fact once.
  await page.getByRole('navigation', { name: 'Creator' }).getByRole('link', { name: 'Your jobs' }).click();
  await expect(page).toHaveTitle(`Your jobs · ${SITE}`);
  await expect(page.getByRole('heading', { name: 'Your jobs', level: 1 })).toBeVisible();
  const row = page
    .getByRole('list', { name: 'Your jobs' })
    .getByRole('listitem')
    .filter({ hasText: collecting })
    .first();
  // The list may come from before these jobs were published: refresh it once its window allows.
  await passTimeUntil(page, WINDOW_SECONDS, async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toBeVisible({ timeout: 2_000 });
  });
  await expect(row.getByRole('list', { name: 'Facts' }).getByText('Taking entries', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  // The pointer leaves the button it clicked (its hover colour is not what the page rests in).
  await page.mouse.move(0, 0);
});
