import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { accountIdOf, openDialog, passTime, SANDBOX_URL, sandboxControl, signInWithSandboxWallet } from './support';
import { buildSeed } from '../sandbox/seed/index';
import { mediaSrc } from '../lib/media-src';

/** A 1×1 PNG, as a seller's thumbnail or portfolio picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** A name no other test (or earlier run against the same sandbox) uses. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

/** The studio as a newcomer opens it: signed in with the empty burner wallet, its page's timers under the test's clock. */
async function signInAtStudio(page: Page) {
  await page.clock.install();
  await page.goto('/seller');
  await signInWithSandboxWallet(page, 'solana');
  await expect(page.getByRole('heading', { name: 'Seller studio' })).toBeVisible();
}

/** The 15 s window between a seller's changes. */
const MUTATION_WINDOW_SECONDS = 15;

/**
 * Press a save button and see it through, whether or not the mutation window
 * holds it back first: then the button itself counts down, time is moved past
 * the window, and the change goes by itself (the journey below makes sure it
 * once is held back).
 */
async function saveThrough(page: Page, button: Locator, saved: Locator) {
  await button.click();
  const waiting = page.getByRole('button', { name: /^\w+ing in \d+ s…$/ });
  await expect(saved.or(waiting)).toBeVisible({ timeout: 20_000 });
  if (await waiting.isVisible()) await sentAfterTheWindow(page, waiting);
  await expect(saved).toBeVisible({ timeout: 20_000 });
}

/** A change held back counts down on its own, disabled, button; once time passes the window, it is sent without a press. */
async function sentAfterTheWindow(page: Page, waiting: Locator) {
  await expect(waiting).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Try again/ })).toHaveCount(0);
  await passTime(page, MUTATION_WINDOW_SECONDS);
}

async function createListing(page: Page, name: string) {
  await page.goto('/seller/products/new');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('What you receive, in US dollars').fill('9');
  // Category and subcategory come from the store's own tree, the second narrowed by the first.
  await page.getByLabel('Category (optional)', { exact: true }).selectOption('Writing & Translation');
  await expect(page.getByLabel('Subcategory (optional)').getByRole('option', { name: 'Copywriting' })).toBeAttached();
  await expect(page.getByLabel('Subcategory (optional)').getByRole('option', { name: 'Logo Design' })).toHaveCount(0);
  await page.getByLabel('Category (optional)', { exact: true }).selectOption('Design & Creative');
  await page.getByLabel('Subcategory (optional)').selectOption('Logo Design');
}

test('create a listing with a thumbnail, publish the profile, find it in the store, edit it, deactivate it and see it leave', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const name = unique('Logo sketches');
  await signInAtStudio(page);

  await page.goto('/seller/products');
  await expect(page.getByRole('heading', { name: 'No listings yet' })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'Your seller profile is private' })).toBeVisible();

  await createListing(page, name);
  // The form checks before sending, at the field, in plain words.
  await page.getByLabel('What you receive, in US dollars').fill('9.999');
  await page.getByRole('button', { name: 'Create listing' }).click();
  await expect(page.getByText('Enter a price of at least $0.01, in dollars and cents (like 9.99).')).toBeVisible();
  await page.getByLabel('What you receive, in US dollars').fill('9');
  await expect(page.getByText(/You receive \$9\.00, buyers pay about \$10\.00/)).toBeVisible();
  await page.getByLabel('Tags (optional)').fill('logo, Logo , sketch,,');
  await expect(page.getByRole('list', { name: 'Tags as they will be saved' }).getByRole('listitem')).toHaveText([
    'logo',
    'sketch',
  ]);
  await page.getByLabel('Upload a thumbnail').setInputFiles(png('thumb.png'));
  await expect(page.getByRole('button', { name: 'Remove the thumbnail' })).toBeVisible({ timeout: 20_000 });
  // The live preview is the store card, with the gross price.
  const preview = page.getByRole('complementary', { name: 'Preview' });
  await expect(preview).toContainText(name);
  await expect(preview).toContainText('$10.00');
  await expectAccessible(page, 'the listing form');
  await page.getByRole('button', { name: 'Create listing' }).click();
  await expect(page.getByRole('heading', { name: 'Edit listing' })).toBeVisible({ timeout: 20_000 });
  const state = page.getByRole('list', { name: 'Listing state' });
  await expect(state).toContainText('Active');
  await expect(state).toContainText('Private profile');
  await expect(state).toContainText('Not in the store');
  const listingUrl = page.url();

  // Publish the profile: the listing becomes visible in the store at once.
  await page.goto('/seller/profile');
  const nickname = `seller-${Date.now().toString(36)}`;
  await page.getByLabel('Nickname').fill(nickname);
  await page.getByLabel(/^Public profile/).check();
  await page.getByRole('button', { name: 'Save the profile' }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible({ timeout: 20_000 });
  // One's own public profile offers to edit it, not to hire oneself.
  await page.goto(`/users/${nickname.toUpperCase()}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(nickname, { timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Edit your profile' })).toHaveAttribute('href', '/seller/profile');
  await expect(page.getByRole('button', { name: /^Hire/ })).toHaveCount(0);
  await page.goto(`/store?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('link', { name })).toBeVisible({ timeout: 20_000 });

  // Edit: a full replacement, so a field emptied in the form is saved empty.
  await page.goto(listingUrl);
  await expect(page.getByLabel('Tags (optional)')).toHaveValue('logo, sketch', { timeout: 30_000 });
  await expect(page.getByLabel('Category (optional)', { exact: true })).toHaveValue('Design & Creative');
  await expect(page.getByLabel('Subcategory (optional)')).toHaveValue('Logo Design');
  await page.getByLabel('Tags (optional)').fill('');
  await page.getByLabel('Description (optional)').fill('Three rough logo sketches.');
  await saveThrough(page, page.getByRole('button', { name: 'Save the listing' }), page.getByText('Listing saved.'));
  await expect(page.getByLabel('Tags (optional)')).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Tags as they will be saved' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Listing state' })).toContainText('Visible in the store');

  // A second change within the 15 s mutation window waits, counting down on its button, and goes once the window opens.
  await page.getByLabel('Description (optional)').fill('Three rough logo sketches, in colour.');
  await page.getByRole('button', { name: 'Save the listing' }).click();
  const waiting = page.getByRole('button', { name: /^Saving in \d+ s…$/ });
  await sentAfterTheWindow(page, waiting);
  await expect(page.getByRole('button', { name: 'Save the listing' })).toBeEnabled({ timeout: 20_000 });
  await expect(page.getByText('Listing saved.')).toBeVisible();
  await expect(page.getByLabel('Description (optional)')).toHaveValue('Three rough logo sketches, in colour.');

  // Deactivate, confirmed, and the listing leaves the store.
  await page.goto('/seller/products');
  const dialog = await openDialog(
    page,
    page.getByRole('button', { name: `Deactivate ${name}` }),
    `Deactivate “${name}”?`,
  );
  await expect(dialog).toContainText('It leaves the store at once');
  await expectAccessible(page, 'the deactivate confirmation');
  // Held back by the window, the dialog has one button, and it waits: no "Try again" beside an enabled Deactivate.
  await sandboxControl('/faults', { route: 'seller.deactivate', kind: 'rate-limit', count: 1 });
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  const deactivating = dialog.getByRole('button', { name: /^Deactivating in \d+ s…$/ });
  await expect(deactivating).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('button', { name: 'Deactivate', exact: true })).toHaveCount(0);
  await sentAfterTheWindow(page, deactivating);
  await expect(page.getByRole('button', { name: `Activate ${name}`, exact: true })).toBeVisible({ timeout: 20_000 });
  await page.goto(`/store?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { name: 'No services match' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name })).toHaveCount(0);
});

test('a create whose answer is lost is sent again with the same key, and makes exactly one listing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = unique('Lost answer');
  await signInAtStudio(page);
  await createListing(page, name);
  await sandboxControl('/faults', { route: 'seller.create', kind: 'drop-after-commit', count: 1 });
  await page.getByRole('button', { name: 'Create listing' }).click();
  await expect(page.getByText('We could not tell whether this was saved')).toBeVisible({ timeout: 20_000 });
  // Nothing else can be sent until this is settled.
  await expect(page.getByRole('button', { name: 'Create listing' })).toBeDisabled();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Edit listing' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Already saved: this listing had been created before.')).toBeVisible();

  await page.goto('/seller/products');
  await expect(page.getByRole('list', { name: 'Listings' }).getByRole('link', { name, exact: true })).toHaveCount(1, {
    timeout: 30_000,
  });
  await expect(page.getByText(/· 1 listing$/)).toBeVisible();
});

test('edit the profile and reorder the portfolio, by keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAtStudio(page);
  await page.goto('/seller/profile');
  await page.getByLabel('Bio').fill('I draw logos.');

  const uploaded: string[] = [];
  for (const file of ['first.png', 'second.png']) {
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/marketplace/media/upload'));
    await page.getByLabel('Add to the portfolio').setInputFiles(png(file));
    uploaded.push(((await (await answer).json()) as { media: { url: string } }).media.url);
  }
  const items = page.getByRole('list', { name: 'Portfolio items in order' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await page.getByRole('button', { name: 'Move item 2 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Item 2 moved to position 1 of 2.')).toBeAttached();
  await expect(items.first().locator('img')).toHaveAttribute('src', mediaSrc(uploaded[1]!));
  // Shown: the picture came through this origin.
  await expect
    .poll(() =>
      items
        .first()
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(1);
  await page.getByRole('button', { name: 'Save the profile' }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible({ timeout: 20_000 });

  // What the marketplace saved, read again: the new order and the bio.
  await page.reload();
  await expect(page.getByLabel('Bio')).toHaveValue('I draw logos.', { timeout: 20_000 });
  await expect(items.first().locator('img')).toHaveAttribute('src', mediaSrc(uploaded[1]!));
  await expect(items.nth(1).locator('img')).toHaveAttribute('src', mediaSrc(uploaded[0]!));
  // Unchanged, nothing is sent.
  await page.getByRole('button', { name: 'Save the profile' }).click();
  await expect(page.getByText('Nothing has changed since the last save.')).toBeVisible();
});

test('a picture from before media ids shows in the profile form, and can be removed', async ({ page }) => {
  await signInAtStudio(page);
  const older = `${SANDBOX_URL}/media/avatars/older-picture.svg`;
  // A seller whose profile was made before media ids: a name, and a picture by its URL only.
  await sandboxControl(`/accounts/${await accountIdOf(page)}`, { nickname: `older.${Date.now()}`, avatarUrl: older });
  await page.goto('/seller/profile');
  const picture = page.getByRole('group', { name: 'Profile picture' });
  await expect(picture.locator('img')).toHaveAttribute('src', mediaSrc(older));
  // The form takes over from what the server rendered once it is used; then the press removes the picture.
  const remove = picture.getByRole('button', { name: 'Remove the picture' });
  await remove.focus();
  await expect(picture.locator('input[type=file]')).toBeAttached();
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(picture.locator('img')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save the profile' }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible({ timeout: 20_000 });

  await page.reload();
  await expect(picture.getByText('Upload a picture')).toBeVisible({ timeout: 20_000 });
  await expect(picture.locator('img')).toHaveCount(0);
});

/** The public profile with the most listings and reviews in the sandbox's seed, and how many of each it shows. */
function busiestProfile(): { nickname: string; listings: number; reviews: number } {
  const seed = buildSeed({ publicUrl: 'http://sandbox' });
  const counts = seed.accounts
    .filter((account) => account.publicProfile && account.nickname)
    .map((account) => ({
      nickname: account.nickname!,
      listings: seed.products.filter((p) => p.sellerId === account.id && p.active !== false).length,
      reviews: seed.reviews.filter((r) => r.sellerId === account.id).length,
    }));
  return counts.sort((a, b) => Math.min(b.listings, b.reviews) - Math.min(a.listings, a.reviews))[0]!;
}

/** The read window a public profile's collections share. */
const READ_WINDOW_SECONDS = 10;

/**
 * Press a collection's "Load more" until it is gone, moving time past the shared read window
 * when it refuses. Each press is one read: the next waits until that read's answer is on the
 * page (more items, or the refusal with its retry), so a press never lands on a stale button.
 */
async function loadToTheEnd(page: Page, title: string) {
  const section = page.getByRole('region', { name: title });
  const items = section.getByRole('listitem');
  const more = section.getByRole('button', { name: `Load more ${title.toLowerCase()}` });
  const retry = section.getByRole('button', { name: /^Try again/ });
  for (;;) {
    let press: Locator;
    if (await retry.isVisible()) {
      await passTime(page, READ_WINDOW_SECONDS);
      await expect(retry).toBeEnabled();
      press = retry;
    } else if (await more.isVisible()) press = more;
    else return;
    const before = await items.count();
    const [answer] = await Promise.all([page.waitForResponse((r) => r.url().includes('cursor=')), press.click()]);
    if (answer.ok()) await expect(items).not.toHaveCount(before);
    else await expect(retry).toBeVisible();
  }
}

test('a newcomer signs in as the sandbox seller and finds the studio full; a public profile pages its collections to the end', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.clock.install();
  await page.goto('/seller');
  const dialog = await openDialog(
    page,
    page.getByRole('banner').getByRole('button', { name: 'Sign in' }),
    'Sign in with your wallet',
  );
  await dialog.getByRole('button', { name: /^Solana/ }).click();
  await expect(dialog.getByText('Listings in every state and a public seller profile.')).toBeVisible();
  await dialog.getByRole('button', { name: /^Sandbox seller/ }).click();
  await dialog.getByRole('button', { name: 'Sign in with wallet' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  await page.goto('/seller/products');
  const listings = page.getByRole('list', { name: 'Listings' });
  await expect(listings.getByText('Active', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  await expect(listings.getByText('Inactive', { exact: true }).first()).toBeVisible();

  const busiest = busiestProfile();
  expect(busiest.listings).toBeGreaterThan(10);
  expect(busiest.reviews).toBeGreaterThan(10);
  await page.goto(`/users/${encodeURIComponent(busiest.nickname)}`);
  await expect(page.getByRole('heading', { name: busiest.nickname })).toBeVisible({ timeout: 20_000 });
  await loadToTheEnd(page, 'Listings');
  await expect(page.getByText(`That is all: ${busiest.listings} shown.`)).toBeVisible();
  await loadToTheEnd(page, 'Reviews');
  await expect(page.getByText(`That is all: ${busiest.reviews} shown.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more portfolio' })).toHaveCount(0);
  await expectAccessible(page);
});
