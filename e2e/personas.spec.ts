import { expect, expectAccessible, test } from './fixtures';
import { expectNoHorizontalOverflow, switchColorScheme } from './page-checks';
import { signInAsPersona } from './support';
import { SANDBOX_PERSONAS, type PersonaId } from '../sandbox/personas-public';

// Every area as each sandbox persona sees it on a phone: it fits the width and passes axe. Each persona checks
// the areas its history fills (and a share of the common ones) in both schemes, and every other area once: every
// area is checked by every persona, and in both schemes by at least one. The scheme is switched on the loaded page
// (the palette is CSS alone), so a page is read once for both. The four journeys share the workers.
test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Each area, and the persona that checks it in both schemes. */
const PAGES: Record<string, PersonaId> = {
  '/store': 'seller',
  '/purchases': 'earner',
  '/recovery': 'worker',
  '/account': 'earner',
  '/seller': 'seller',
  '/seller/products': 'seller',
  '/seller/profile': 'seller',
  '/jobs': 'worker',
  '/submissions': 'worker',
  '/creator/actions': 'creator',
  '/creator/jobs': 'creator',
  '/swaps': 'earner',
  '/earnings': 'earner',
  '/notifications': 'creator',
  '/launch': 'creator',
};

SANDBOX_PERSONAS.forEach((persona, index) => {
  // Where a persona checks an area once, half of them read it light and half dark.
  const onceIn: 'light' | 'dark' = index % 2 === 0 ? 'light' : 'dark';
  test(`as the ${persona.id}, every area fits a phone and passes axe, its own in both schemes`, async ({ page }) => {
    // Fifteen areas and about twenty axe scans: the old journeys' 120 s, with the scans of the second scheme on top.
    test.setTimeout(180_000);
    await page.goto('/store');
    await signInAsPersona(page, persona.id);
    for (const [path, owner] of Object.entries(PAGES)) {
      const schemes = owner === persona.id ? (['light', 'dark'] as const) : [onceIn];
      await switchColorScheme(page, schemes[0]);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Settled: no read still loading, so what is checked is what a person reads.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
      // And every picture in: the secret sweep reads each answer's body, which a navigation would cut off.
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalOverflow(page);
      for (const colorScheme of schemes) {
        await switchColorScheme(page, colorScheme);
        await expectAccessible(page, `${path} as the ${persona.id} (${colorScheme})`);
      }
    }
  });
});
