/** Against the live service, on a 390 px phone in both color schemes: every area fits, and its navigation shows nothing of the sandbox. */
import { expectNoHorizontalOverflow, switchColorScheme } from '../page-checks';
import { expect, expectAccessible, expectNoSandboxTraces, test } from './live';

const PATHS = [
  '/store',
  '/hire',
  '/purchases',
  '/recovery',
  '/account',
  '/seller',
  '/jobs',
  '/submissions',
  '/creator',
  '/swaps',
  '/earnings',
  '/notifications',
  '/launch',
];

// A scheme changes colors only, never the layout or the words: the areas are read once, and what is left to axe
// (the navigation drawer over the last area) is checked in both schemes.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('every area fits, signed in, with nothing of the sandbox, in both color schemes', async ({ page, signedIn }) => {
    test.setTimeout(120_000);
    expect(signedIn.accountId).toMatch(/^acc_/);
    for (const path of PATHS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalOverflow(page);
      await expectNoSandboxTraces(page, `${path} at 390 px`);
    }
    // The navigation drawer, which also names the upstream.
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer.getByRole('link', { name: /Purchases/ })).toBeVisible();
    await expect(drawer.getByText('Live', { exact: true })).toBeVisible();
    await expectNoSandboxTraces(page, 'the navigation drawer');
    for (const colorScheme of ['light', 'dark'] as const) {
      await switchColorScheme(page, colorScheme);
      await expectAccessible(page, `the navigation drawer (${colorScheme})`);
    }
  });
});
