import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { SANDBOX_URL, passTime, sandboxControl, sandboxJson, signInWithSandboxWallet } from './support';
import { RAFFLE_SECONDS } from '../sandbox/jobs/submit';
import { JOB_LIMITS } from '../lib/marketplace/jobs/terms';

/** A 1×1 PNG: a real image, so the upload's content check and the image requirement both pass. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Publish a job now, as a seeded seller, and answer its custom ID. */
async function publishJob(shape: Record<string, unknown>): Promise<string> {
  const response = await fetch(`${SANDBOX_URL}/__sandbox/jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(shape),
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { customId: string }).customId;
}

async function signIn(page: Page, path: string) {
  await page.goto(path);
  await signInWithSandboxWallet(page, 'solana');
}

/** No raw state, code or field path reaches the page. */
async function expectPlainWords(page: Page) {
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(
    /\b(in_progress|reservation_pending|gross_pool|legacy_per_worker|AGENT_[A-Z_]+|PROXY_[A-Z_]+)\b|[a-z]+\.\d+\b/,
  );
}

test('a worker finds an available job, enters it with text and an image through the raffle, and finds the entry in the history', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const description = `Photograph a sunrise over water ${Date.now()}`;
  const customId = await publishJob({
    description,
    summary: description,
    imageRequired: true,
    maxEntries: 5,
    winnerCap: 2,
    rewardAmount: '25',
    rewardScope: 'gross_pool',
    closesInSeconds: 7200,
  });

  // The deadline is on the sandbox's clock, which earlier journeys in this worker may have moved on: the page's starts there.
  const { now } = await sandboxJson<{ now: string }>('/__sandbox/info');
  await page.clock.install({ time: Date.parse(now) });
  await signIn(page, '/jobs?view=available');
  const card = page.getByRole('list', { name: 'Jobs' }).getByRole('listitem').filter({ hasText: description });
  await expect(card).toBeVisible({ timeout: 20_000 });
  // The reward in words: the pool, its network, and whom it is for; a live deadline.
  await expect(card).toContainText('25.00 USDC on Solana · Shared by up to 2 winners');
  await expect(card).toContainText(/Closes in 1 h 59 min|Closes in 2 h 00 min/);
  await expect(card).toContainText('You can enter');
  await expectAccessible(page, 'the job board');
  await card.getByRole('link', { name: description }).click();

  await expect(page).toHaveURL(`/jobs/${customId}`);
  // The job is named by its title; its ID is there, secondary.
  await expect(page.getByRole('heading', { name: description, level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`Job ID ${customId}`, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${description} · Marketplace dashboard`);
  await expect(page.getByRole('region', { name: 'Requirements' })).toContainText('At least one image as evidence');
  // A challenge takes the completed work (spec 4.6).
  await expect(page.getByRole('region', { name: 'Requirements' })).toContainText('The completed work, not a proposal.');
  // As the server sent it: the entry form's stand-in, until a person starts with it.
  await expectAccessible(page, 'a job');

  const entry = page.getByRole('region', { name: 'Enter this job' });
  // Without the image the form says what is missing, before anything is sent.
  await entry.getByLabel('Your entry').fill('Taken at 6:12 from the pier.');
  await expect(entry).toContainText('28 of 5,000 characters');
  await entry.getByRole('button', { name: 'Send my entry' }).click();
  await expect(entry).toContainText('This job needs an image as evidence');

  await entry.locator('input[type="file"]').setInputFiles({ name: 'sunrise.png', mimeType: 'image/png', buffer: PNG });
  await expect(entry.getByRole('list', { name: 'Attached files' })).toContainText('sunrise.png', { timeout: 20_000 });
  await entry.getByRole('button', { name: 'Send my entry' }).click();

  // Few places: the attempt waits for the draw, says so with a countdown, then goes again by itself.
  await expect(entry).toContainText('The places left are being drawn', { timeout: 15_000 });
  await expect(entry).toContainText(/goes again by itself in \d+ s/);
  await expectAccessible(page, 'a reservation waiting for the draw');
  // A reload does not lose the place: the same entry waits for the draw again, held as it was.
  await page.reload();
  await expect(entry).toContainText('The places left are being drawn', { timeout: 20_000 });
  await expect(entry.getByLabel('Your entry')).toHaveValue('Taken at 6:12 from the pier.');
  // The draw ends on the sandbox's clock, and the page sends again on its own once the draw and the cooldown between
  // attempts have both passed (spec 3.4): time moves past both.
  await passTime(page, Math.max(RAFFLE_SECONDS, JOB_LIMITS.submissionWindowSeconds));
  await expect(entry).toContainText('Your entry is saved', { timeout: 20_000 });
  await expectPlainWords(page);

  await entry.getByRole('link', { name: 'See it in your submissions' }).click();
  await expect(page).toHaveURL('/submissions?filter=open');
  const row = page
    .getByRole('list', { name: 'Your entries' })
    .getByRole('listitem')
    .filter({ hasText: 'Taken at 6:12 from the pier.' });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  await expect(row).toContainText('Waiting for the result');
  await expect(row).toContainText('Reward pending');
  // The whole job's figures stay apart from the worker's own credit.
  await expect(row).toContainText('The job’s pool is 25.00 USDC; 0 of 2 winners chosen');
  // The row names its job by title and links to it; the whole job ID stays secondary.
  const jobLink = row.getByRole('link', { name: description });
  await expect(jobLink).toHaveAttribute('href', `/jobs/${customId}`);
  await expect(row).toContainText(`Job ID ${customId}`);
  await expectPlainWords(page);
  await jobLink.click();
  await expect(page.getByRole('heading', { name: description, level: 1 })).toBeVisible({ timeout: 20_000 });
});

test('an entry whose answer was lost is sent again unchanged and exists once', async ({ page }) => {
  const text = `Lost answer entry ${Date.now()}`;
  const customId = await publishJob({ description: 'Write one sentence about the sea.', closesInSeconds: 7200 });
  await signIn(page, `/jobs/${customId}`);
  const entry = page.getByRole('region', { name: 'Enter this job' });
  await entry.getByLabel('Your entry').fill(text);

  await sandboxControl('/faults', { route: 'jobs.submit', kind: 'drop-after-commit' });
  await entry.getByRole('button', { name: 'Send my entry' }).click();
  await expect(entry).toContainText('We did not hear back about your entry', { timeout: 15_000 });
  // The entry is locked: what goes again is exactly what went first.
  await expect(entry.getByLabel('Your entry')).toHaveAttribute('readonly', '');
  await expect(entry.getByRole('button', { name: 'Send my entry' })).toHaveCount(0);
  await entry.getByRole('button', { name: 'Try again' }).click({ timeout: 15_000 });
  await expect(entry).toContainText('You have already entered this job', { timeout: 15_000 });
  await expect(entry).toContainText('nothing was sent twice');

  await page.goto('/submissions');
  const row = page.getByRole('list', { name: 'Your entries' }).getByRole('listitem').filter({ hasText: text });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  // Read afresh, the job's title arrives once the job reads' shared window allows.
  await expect(row.getByRole('link', { name: 'Write one sentence about the sea.' })).toHaveAttribute(
    'href',
    `/jobs/${customId}`,
    { timeout: 30_000 },
  );
  await expect(page.getByRole('radio', { name: /All entries \(1\)/ })).toBeAttached();
});

test('the board keeps its filters in the URL, and a view-flow job sends the worker to the website', async ({
  page,
}) => {
  const customId = await publishJob({
    description: 'Follow the steps on the website.',
    viewFlowRequired: true,
    mode: 'contest',
    closesInSeconds: 7200,
  });
  await signIn(page, '/jobs');
  // Reached by keyboard, the segmented choice shows where focus is, though its radio is hidden.
  await page.locator('input[name=view]:checked').focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(page.locator('input[name=view]:checked')).toBeFocused();
  await expect(page.locator('label:has(> input[name=view]:checked)')).toHaveCSS('outline-style', 'solid');
  // A choice made before the page has hydrated is lost (the server-rendered select has no handler yet): make it until the URL follows.
  await expect(async () => {
    await page.getByLabel('Kind of job').selectOption('contest');
    await expect(page).toHaveURL(/\/jobs\?mode=contest$/, { timeout: 1_000 });
  }).toPass();
  const list = page.getByRole('list', { name: 'Jobs' });
  await expect(list.getByRole('listitem').filter({ hasText: 'Follow the steps on the website.' })).toBeVisible({
    timeout: 20_000,
  });
  // Every job listed is a contest (and the list is not empty: the one just published is on it).
  await expect(list.getByRole('listitem')).not.toHaveCount(0);
  for (const badge of await list.getByRole('listitem').all()) await expect(badge).toContainText('Contest');

  await page.goto(`/jobs/${customId}`);
  const entry = page.getByRole('region', { name: 'Enter this job' });
  await expect(entry).toContainText('must be done on the marketplace website', { timeout: 20_000 });
  await expect(entry.getByRole('link', { name: /Open the job on the website/ })).toHaveAttribute(
    'href',
    new RegExp(`/jobs/${customId}$`),
  );
  await expect(entry.getByRole('button', { name: 'Send my entry' })).toHaveCount(0);
});

test('the board reads its first page on the server, and "Load more jobs" adds the next page to the same list', async ({
  page,
}) => {
  // More open jobs than one page holds (20), so the board has more to read.
  const stamp = Date.now();
  for (let i = 0; i < 21; i++) await publishJob({ description: `Board page job ${i} ${stamp}`, closesInSeconds: 7200 });
  await signIn(page, '/jobs');
  const items = page.getByRole('list', { name: 'Jobs' }).getByRole('listitem');
  await expect(items).toHaveCount(20, { timeout: 20_000 });

  // Past the board's read window, so the next page is read at once.
  await sandboxControl('/clock', { advanceSeconds: 11 });
  // A press before the page has hydrated does nothing: press until the list grows.
  await expect(async () => {
    await page.getByRole('button', { name: 'Load more jobs' }).click({ timeout: 2_000 });
    await expect(items).not.toHaveCount(20, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  // One list, the first page's cards and the next page's, each job once.
  await expect(page.getByRole('list', { name: 'Jobs' })).toHaveCount(1);
  const links = await items.getByRole('link').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  const jobLinks = links.filter((href) => href?.startsWith('/jobs/'));
  expect(new Set(jobLinks).size).toBe(jobLinks.length);
  expect(jobLinks.length).toBeGreaterThan(20);
  await expectPlainWords(page);
});
