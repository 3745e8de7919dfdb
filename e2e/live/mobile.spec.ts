/** Against the live service, on a 390 px phone in both color schemes: every area fits, and its navigation shows nothing of the sandbox. */
import { expectNoHorizontalOverflow } from '../page-checks';
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

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`on a phone, in the ${colorScheme} color scheme`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme });

    test('every area fits, signed in, with nothing of the sandbox', async ({ page, signedIn }) => {
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
      await expectAccessible(page, 'the navigation drawer');
    });
  });
}
