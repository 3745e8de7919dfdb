import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { expectNoHorizontalOverflow } from './page-checks';
import { solanaKeySigner } from '../lib/wallet/key-signers';
import {
  accountIdOf,
  holdLateScripts,
  sandboxControl,
  sandboxJson,
  signInWithKey,
  signInWithSandboxWallet,
} from './support';

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('region', { name: 'Live notifications' });
const toasts = (page: Page) => page.getByRole('status');

/** The bell's unread count as its name says it (0 when it says none). */
async function unreadOf(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

/** Open the bell's panel (once the page has hydrated) and wait for the feed to be live. */
async function openPanelLive(page: Page): Promise<void> {
  // A background tab paints no frames, and a click waits for one.
  await page.bringToFront();
  await expect(async () => {
    if (!(await panel(page).isVisible())) await bell(page).click();
    await expect(panel(page)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(panel(page)).toContainText('Live notifications: Live', { timeout: 15_000 });
  // The count is known once the profile has been read.
  await expect(panel(page)).toContainText(/Nothing unread|\d+ unread/);
}

async function emit(accountId: string, message: string): Promise<void> {
  await sandboxControl('/notifications', { accountId, message });
}

async function upstreamStreams(accountId: string): Promise<number> {
  const { streams } = await sandboxJson<{ streams: Record<string, number> }>('/__sandbox/notifications/streams');
  return streams[accountId] ?? 0;
}

test('three tabs see a new notification within a second, over one marketplace stream', async ({ page, context }) => {
  await page.goto('/store');
  await signInWithSandboxWallet(page, 'solana');
  const accountId = await accountIdOf(page);
  const tabs = [page, await context.newPage(), await context.newPage()];
  await tabs[1]!.goto('/purchases');
  await tabs[2]!.goto('/account');
  for (const tab of tabs) await openPanelLive(tab);
  await expect.poll(() => upstreamStreams(accountId)).toBe(1);
  const before = await Promise.all(tabs.map(unreadOf));

  const message = `Your order room has a new message ${Date.now()}.`;
  const sent = Date.now();
  await emit(accountId, message);
  const arrivals = await Promise.all(
    tabs.map(async (tab) => {
      await expect(toasts(tab).getByText(message)).toBeVisible({ timeout: 5_000 });
      return Date.now() - sent;
    }),
  );
  expect(Math.max(...arrivals), `arrival times ${arrivals.join(', ')} ms`).toBeLessThan(1_000);

  for (const [i, tab] of tabs.entries()) {
    await expect(panel(tab).getByRole('list', { name: 'Arrived live' }).getByText(message)).toHaveCount(1);
    await expect.poll(() => unreadOf(tab)).toBe(before[i]! + 1);
  }
  // However many tabs, the marketplace saw one stream for the account.
  expect(await upstreamStreams(accountId)).toBe(1);
  await expectAccessible(page, 'the open bell panel');
});

test('a tab open before this browser signed in to another account follows that account, and never shows its notifications as the first one’s', async ({
  page,
  context,
}) => {
  await page.goto('/store');
  await signInWithSandboxWallet(page, 'solana');
  const firstWallet = (await page.request.get('/api/session').then((r) => r.json())) as {
    account: { walletAddress: string };
  };
  await openPanelLive(page);
  const firstMenu = page.getByRole('banner').getByTitle(firstWallet.account.walletAddress);
  await expect(firstMenu).toBeVisible();

  // Another tab signs this browser in to another account: the first tab's stream is ended, and its reconnection,
  // which names the first account, is refused.
  const other = await context.newPage();
  await other.goto('/wallets');
  const second = await signInWithKey(other, await solanaKeySigner());
  await expect(page.getByRole('banner').getByTitle(second.walletAddress)).toBeVisible({ timeout: 15_000 });
  await expect(firstMenu).toHaveCount(0);

  // Now following the second account, the first tab shows its notifications as that account's.
  await openPanelLive(page);
  const message = `For the account signed in since ${Date.now()}.`;
  await emit(second.accountId, message);
  await expect(toasts(page).getByText(message)).toBeVisible({ timeout: 5_000 });
  await expect(panel(page).getByRole('list', { name: 'Arrived live' }).getByText(message)).toHaveCount(1);
  await expectAccessible(page, 'the bell panel after the account changed');
});

test('signed in, the bell and balances load after the page’s first scripts, in the place their stand-ins held', async ({
  page,
}) => {
  await page.goto('/store');
  await signInWithSandboxWallet(page, 'solana');
  const accountId = await accountIdOf(page);
  await openPanelLive(page);
  const unreadBefore = await unreadOf(page);
  const message = `Unread before the next page loads ${Date.now()}.`;
  await emit(accountId, message);
  await expect(toasts(page).getByText(message)).toBeVisible({ timeout: 5_000 });

  // Hold back every script the page's HTML does not name (what loads after hydration) until the stand-ins are measured.
  const release = await holdLateScripts(page);
  await page.goto('/wallets');
  const banner = page.getByRole('banner');
  const account = banner.getByRole('link', { name: /Solana/ });
  const bellStandIn = page.getByTestId('bell-placeholder').locator('button');
  const balancesStandIn = page.getByTestId('balances-placeholder').locator('div');
  await expect(account).toBeVisible();
  await expect(bellStandIn).toBeVisible();
  await expect(balancesStandIn).toBeVisible();
  await expect(bell(page)).toHaveCount(0);
  const before = [await bellStandIn.boundingBox(), await balancesStandIn.boundingBox(), await account.boundingBox()];

  release();
  await expect(bell(page)).toBeVisible();
  await expect(page.getByTestId('bell-placeholder')).toHaveCount(0);
  await expect(page.getByTestId('balances-placeholder')).toHaveCount(0);
  const after = [
    await bell(page).boundingBox(),
    await banner.locator('summary').boundingBox(),
    await account.boundingBox(),
  ];
  expect(after).toEqual(before);

  // The count is the account's: what was unread, and the notification that arrived since.
  await expect.poll(() => unreadOf(page)).toBe(unreadBefore + 1);
});

test('a dropped marketplace stream loses and repeats nothing', async ({ page }) => {
  await page.goto('/store');
  await signInWithSandboxWallet(page, 'solana');
  const accountId = await accountIdOf(page);
  await openPanelLive(page);
  const live = panel(page).getByRole('list', { name: 'Arrived live' });

  const stamp = Date.now();
  const [first, second, third] = ['first', 'second', 'third'].map(
    (n) => `Drop check ${stamp}: the ${n} notification.`,
  ) as [string, string, string];
  await emit(accountId, first);
  await expect(live.getByText(first)).toHaveCount(1);

  // The connection drops without a goodbye; the hub says it is reconnecting, with its countdown.
  await sandboxControl('/notifications/streams/drop');
  await expect(panel(page)).toContainText(/Live notifications: Reconnecting/);
  // What happens meanwhile is delivered once the hub resumes after the last cursor it saw.
  await emit(accountId, second);
  await emit(accountId, third);
  await expect(panel(page)).toContainText('Live notifications: Live', { timeout: 15_000 });
  await expect(live.getByText(second)).toHaveCount(1, { timeout: 10_000 });
  await expect(live.getByText(third)).toHaveCount(1);
  // Nothing arrives twice, even after a moment for any replay to land.
  await page.waitForTimeout(1_000);
  for (const message of [first, second, third]) await expect(live.getByText(message)).toHaveCount(1);
  await expect(live.getByRole('listitem').filter({ hasText: `Drop check ${stamp}` })).toHaveCount(3);
  expect(await upstreamStreams(accountId)).toBe(1);
});

test('opening the inbox warns first, then marks everything read and zeroes the count in every tab', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await page.goto('/store');
  await signInWithSandboxWallet(page, 'solana');
  const accountId = await accountIdOf(page);
  const other = await context.newPage();
  await other.goto('/store');
  for (const tab of [page, other]) await openPanelLive(tab);

  const stamp = Date.now();
  // Text is untrusted: shown as text, linked only to a job it names.
  const markup = `<img src=x onerror="document.title='owned'"> New job ${stamp}. Job ID job_${stamp}.`;
  const long = `Long ${stamp}: ${'a very long message '.repeat(40)}`;
  // A notification's page is read when it is opened, not when its link shows, in a toast or the inbox (each read
  // spends the job's window).
  const jobReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/jobs/job_${stamp}`) jobReads.push(request.url());
  });
  await emit(accountId, markup);
  await emit(accountId, long);
  await expect(toasts(page).getByText(markup)).toBeVisible();
  // Other notifications (jobs announced meanwhile) may show their own toasts: this one's link is the one named.
  await expect(toasts(page).locator(`a[href="/jobs/job_${stamp}"]`)).toHaveText('Open the job');
  await expect(toasts(page).getByText('The message was cut short; your inbox has all of it.')).toBeVisible();
  await expect.poll(() => unreadOf(page)).toBeGreaterThanOrEqual(2);
  await expect.poll(() => unreadOf(other)).toBeGreaterThanOrEqual(2);

  await page.goto('/notifications');
  // Before the first visit the page says what opening does, and opens nothing yet.
  await expect(page.getByRole('heading', { name: 'Opening your inbox marks everything in it as read' })).toBeVisible();
  await expect.poll(() => unreadOf(page)).toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: 'Open my inbox' }).click();

  const inbox = page.getByRole('list', { name: 'Notifications' });
  const item = inbox.getByRole('listitem').filter({ hasText: `New job ${stamp}` });
  await expect(item).toContainText(markup);
  const openJob = item.getByRole('link', { name: 'Open the job' });
  await expect(openJob).toHaveAttribute('href', `/jobs/job_${stamp}`);
  // In view and pointed at, as a person about to choose would: a prefetch would read the job now.
  await openJob.hover();
  await page.waitForTimeout(1_500);
  expect(jobReads).toEqual([]);
  await expect(inbox.getByText(long.trim())).toBeVisible();
  expect(await page.title()).not.toBe('owned');
  await expect(page.getByText(/Opening the inbox marked everything up to .* as read\./)).toBeVisible();
  // The count goes to zero here and in the other tab.
  for (const tab of [page, other]) await expect(bell(tab)).toHaveAttribute('aria-label', 'Notifications');
  await expect(page.getByTestId('unread-count')).toHaveCount(0);

  // A notification arriving now joins the newest page once, alongside the inbox's own.
  const later = `After the visit ${stamp}.`;
  await emit(accountId, later);
  await expect(inbox.getByText(later)).toHaveCount(1);
  await expect.poll(() => unreadOf(page)).toBe(1);

  // A reload knows the visit, and opens the inbox without asking again.
  await page.reload();
  await expect(inbox.getByText(later)).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Opening your inbox marks everything in it as read' })).toHaveCount(0);
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications');

  // The opened inbox comes with the page's first response: a browser without JavaScript reads it as well.
  const plain = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  const plainPage = await plain.newPage();
  await plainPage.goto('/notifications');
  await expect(plainPage.getByRole('list', { name: 'Notifications' }).getByText(later)).toHaveCount(1);
  await plain.close();

  // Pages past the end are empty, not the last page again; a page the contract has no room for is said plainly.
  await page.goto('/notifications?page=500');
  await expect(page.getByRole('heading', { name: 'Nothing on page 500' })).toBeVisible();
  await page.goto('/notifications?page=501');
  await expect(page.getByRole('heading', { name: 'There is no such page' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the bell and its panel fit 390 px beside the account', async ({ page }) => {
    await page.goto('/store');
    await signInWithSandboxWallet(page, 'solana');
    await expectNoHorizontalOverflow(page);
    await openPanelLive(page);
    await expect(panel(page)).toBeInViewport({ ratio: 1 });
    // Holding the most arrivals it keeps (10), under the sandbox's banner, it still ends on the screen.
    const accountId = await accountIdOf(page);
    const stamp = Date.now();
    for (let n = 1; n <= 10; n++) await emit(accountId, `Fill check ${stamp}: ${n}.`);
    await expect(
      panel(page)
        .getByRole('listitem')
        .filter({ hasText: `Fill check ${stamp}` }),
    ).toHaveCount(10);
    await expect(panel(page)).toBeInViewport({ ratio: 1 });
    await expectNoHorizontalOverflow(page);
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(bell(page)).toBeFocused();
  });

  test('each notification links to where it is acted on: the dashboard, or the marketplace website', async ({
    page,
  }) => {
    // The sandbox's "public website", the contract's `{site_url}`: the oracle for where its links must go.
    const { siteUrl } = await sandboxJson<{ siteUrl: string }>('/__sandbox/info');
    const websiteNotifications = `${new URL(siteUrl).origin}/notifications`;
    const website = /^Open on the marketplace website/;
    await page.goto('/store');
    await signInWithSandboxWallet(page, 'solana');
    const accountId = await accountIdOf(page);
    await openPanelLive(page);

    const stamp = Date.now();
    // A seller's new order: the order room is on the website (the contract gives sellers no order route).
    const order = `New order: “Logo design ${stamp}”, 9.50 USD for you. The buyer is waiting in the order room.`;
    // What the page shows of it: the amount in dollars to the cent.
    const shown = order.replace('9.50 USD', '$9.50');
    const purchase = `Your order ${stamp} is paid and active. Purchase ID pur_${stamp}.`;
    const hostile = `Payout ${stamp}: see https://evil.example/claim or javascript:alert(1) now.`;
    await emit(accountId, order);
    const orderToast = toasts(page).locator('div').filter({ hasText: shown }).last();
    const toastLink = orderToast.getByRole('link', { name: website });
    await expect(toastLink).toHaveAttribute('href', websiteNotifications);
    await expect(toastLink).toHaveAttribute('target', '_blank');
    await expect(toastLink).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(toastLink).toBeInViewport();
    // On a phone only the newest toast shows: each is checked while it is the newest.
    await emit(accountId, purchase);
    await expect(toasts(page).getByRole('link', { name: 'Open the purchase' })).toHaveAttribute(
      'href',
      `/purchases/pur_${stamp}`,
    );
    await emit(accountId, hostile);

    // The live panel links each one too.
    await openPanelLive(page);
    const live = panel(page).getByRole('list', { name: 'Arrived live' });
    await expect(live.getByRole('listitem').filter({ hasText: shown }).getByRole('link')).toHaveAttribute(
      'href',
      websiteNotifications,
    );
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, 'the bell panel with its links');

    await page.goto('/notifications');
    await page.getByRole('button', { name: 'Open my inbox' }).click();
    const inbox = page.getByRole('list', { name: 'Notifications' });
    const itemOf = (text: string) => inbox.getByRole('listitem').filter({ hasText: text });
    const orderLink = itemOf(shown).getByRole('link');
    await expect(orderLink).toHaveAccessibleName(website);
    await expect(orderLink).toHaveAttribute('href', websiteNotifications);
    await expect(orderLink).toHaveAttribute('target', '_blank');
    await expect(orderLink).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(itemOf(purchase).getByRole('link', { name: 'Open the purchase' })).toHaveAttribute(
      'href',
      `/purchases/pur_${stamp}`,
    );
    // A URL of another site in the text is shown as text, never linked: the link is the website's own page.
    await expect(itemOf(hostile).getByRole('link')).toHaveCount(1);
    await expect(itemOf(hostile).getByRole('link')).toHaveAttribute('href', websiteNotifications);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, 'the inbox with its links');

    // The seller studio says where orders are handled, and links there.
    await page.goto('/seller');
    const orders = page.getByRole('region', { name: 'Orders' });
    await expect(orders).toContainText('Orders for your listings are handled on the marketplace website');
    await expect(orders.getByRole('link', { name: website })).toHaveAttribute('href', websiteNotifications);
    await expect(page.getByRole('link', { name: 'Edit your profile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manage your listings' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, 'the seller studio');
  });
});

test('an amount in a notification reads in dollars to the cent, in the toast and the inbox', async ({ page }) => {
  await page.goto('/store');
  await signInWithSandboxWallet(page, 'solana');
  const accountId = await accountIdOf(page);
  await openPanelLive(page);
  const stamp = Date.now();
  await emit(accountId, `Payout ${stamp}: you received 9.000000 USD for your work.`);
  await expect(toasts(page).getByText(`Payout ${stamp}: you received $9.00 for your work.`)).toBeVisible();
  await expect(panel(page)).toContainText(`Payout ${stamp}: you received $9.00 for your work.`);
  await expect(panel(page)).not.toContainText('9.000000 USD');
});
