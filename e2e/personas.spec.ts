import { createHash } from 'node:crypto';
import { expect, expectAccessible, test } from './fixtures';
import { expectNoHorizontalOverflow } from './page-checks';
import { signInWithKey } from './support';
import { evmKeySigner, solanaKeySigner } from '../lib/wallet/key-signers';
import { SANDBOX_PERSONAS, seedPhraseOf, type SandboxPersona } from '../sandbox/personas-public';

// Every area as each sandbox persona sees it on a phone, in both schemes: it fits the width and passes axe.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const PAGES = [
  '/store',
  '/purchases',
  '/recovery',
  '/account',
  '/seller',
  '/seller/products',
  '/seller/profile',
  '/jobs',
  '/submissions',
  '/creator/actions',
  '/creator/jobs',
  '/swaps',
  '/earnings',
  '/notifications',
  '/launch',
];

async function signInAs(page: import('@playwright/test').Page, persona: SandboxPersona) {
  const key = createHash('sha256').update(seedPhraseOf(persona.id)).digest();
  await signInWithKey(
    page,
    persona.network === 'solana' ? await solanaKeySigner(key) : evmKeySigner(`0x${key.toString('hex')}`),
  );
}

for (const colorScheme of ['light', 'dark'] as const)
  for (const persona of SANDBOX_PERSONAS)
    test(`as the ${persona.id}, in the ${colorScheme} scheme, every area fits a phone and passes axe`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme });
      await page.goto('/store');
      await signInAs(page, persona);
      for (const path of PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // Settled: no read still loading, so what is checked is what a person reads.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
        // And every picture in: the secret sweep reads each answer's body, which a navigation would cut off.
        await page.waitForLoadState('networkidle');
        await expectNoHorizontalOverflow(page);
        await expectAccessible(page, `${path} as the ${persona.id} (${colorScheme})`);
      }
    });
