/**
 * Against the live service, signed in with a key held here: the seller
 * studio, the job board and submissions, the creator's tools and every launch
 * page show nothing of the sandbox.
 */
import { randomBytes } from 'node:crypto';
import { expect, expectNoSandboxTraces, liveSandboxAdd, test } from './live';

const unique = (text: string) => `${text} ${randomBytes(3).toString('hex')}`;

test('the seller studio: listings, a new listing’s form and the seller profile', async ({ page, signedIn }) => {
  expect(signedIn.accountId).toMatch(/^acc_/);
  await page.goto('/seller');
  await expect(page.getByRole('heading', { name: 'Seller studio', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Listings' })).toBeVisible();
  await expectNoSandboxTraces(page, 'the seller studio');

  await page.goto('/seller/products/new');
  await expect(page.getByLabel('What you receive, in US dollars')).toBeVisible();
  await page.getByLabel('What you receive, in US dollars').fill('9');
  await expect(page.getByText(/You receive \$9\.00, buyers pay about \$10\.00/)).toBeVisible();
  await expectNoSandboxTraces(page, 'a new listing’s form');

  await page.goto('/seller/profile');
  await expect(page.getByRole('heading', { name: 'Seller profile', level: 1 })).toBeVisible();
  await expectNoSandboxTraces(page, 'the seller profile');
});

test('the job board, a job and the worker’s submissions', async ({ page, signedIn }) => {
  expect(signedIn.accountId).toMatch(/^acc_/);
  const summary = unique('Name a terminal log viewer');
  // A job the marketplace publishes (added data only), so the board surely has one to open.
  await liveSandboxAdd('/jobs', {
    summary,
    description: summary,
    mode: 'selection',
    selectionType: 'random',
    network: 'solana',
    rewardAmount: '5',
    closesInSeconds: 7200,
  });
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  const card = page.getByRole('list', { name: 'Jobs' }).getByRole('listitem').filter({ hasText: summary });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expectNoSandboxTraces(page, 'the job board');
  await card.getByRole('link', { name: summary }).click();
  await expect(page).toHaveURL(/\/jobs\/[^/]+$/);
  await expect(page.getByRole('main')).toContainText(summary);
  await expectNoSandboxTraces(page, 'a job');

  await page.goto('/submissions');
  await expect(page.getByRole('heading', { name: 'Submissions', level: 1 })).toBeVisible();
  await expectNoSandboxTraces(page, 'the submissions');
});

test('the creator’s tools: the action queue and a job of theirs', async ({ page, signedIn }) => {
  const summary = unique('Pick a name for our coffee blend');
  await liveSandboxAdd('/jobs', {
    creatorAccountId: signedIn.accountId,
    summary,
    description: summary,
    mode: 'selection',
    selectionType: 'creator',
    network: 'solana',
    winnerCap: 2,
    closesInSeconds: 3600,
  });
  await page.goto('/creator');
  await expect(page.getByRole('heading', { name: 'Actions', level: 1 })).toBeVisible();
  await expectNoSandboxTraces(page, 'the creator’s queue');
  await page.goto('/creator/actions');
  await expect(page.getByRole('heading', { name: 'Actions', level: 1 })).toBeVisible();
  await expectNoSandboxTraces(page, 'the creator’s actions');
  await page.goto('/creator/jobs');
  await page.getByRole('link', { name: summary }).click();
  await expect(page.getByRole('heading', { name: summary, level: 1 })).toBeVisible({ timeout: 20_000 });
  await expectNoSandboxTraces(page, 'a job of the creator’s');
});

test('every launch page, the catalogue and finding paid work', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of [
    '/launch',
    '/launch/custom',
    '/launch/social',
    '/launch/external',
    '/launch/pay',
    '/launch/recover',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSandboxTraces(page, path);
  }
  await page.goto('/launch/catalog');
  const list = page.getByRole('list', { name: 'What can be bought' });
  await expect(list).toContainText('Likes on a post on X.', { timeout: 20_000 });
  await expectNoSandboxTraces(page, 'the catalogue');
});
