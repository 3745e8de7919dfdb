import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { buyWithSandboxWallet, fixedPriceProduct } from './page-checks';
import { signInWithSandboxWallet } from './support';
import { normalize } from '../lib/money';

// What a money page exports: the rows it shows, in plain columns and exact amounts (earnings: e2e/earnings.spec.ts).

test('Purchases exports a purchase with its name, status in words and the exact amount paid', async ({ page }) => {
  const product = await fixedPriceProduct(7);
  await page.goto(`/store/${encodeURIComponent(product.id)}`);
  await signInWithSandboxWallet(page, 'solana');
  await buyWithSandboxWallet(page, product, page.getByRole('button', { name: 'Buy with USDC' }));
  const purchaseId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  // The receipt's exact line: the amount the wallet signed, in USDC (grouped in thousands on screen, not in the file).
  const exact = (await page
    .getByText(/^exactly [\d.,]+ USDC$/)
    .first()
    .textContent())!
    .match(/[\d.,]+/)![0]
    .replaceAll(',', '');

  await page.goto('/purchases');
  await expect(page.getByRole('list', { name: 'Purchases' })).toContainText(product.name);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const lines = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Date (UTC),Item,Kind,Network,Amount (USDC),Status,Refunded amount,Refunded in,Purchase id');
  const row = lines.find((line) => line.endsWith(`,${purchaseId}`));
  expect(row, 'the purchase is in the file').toBeDefined();
  expect(row).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/);
  // The same amount, however many trailing zeros each writes (the file keeps USDC's six decimals).
  const amount = /,Purchase,Solana,([\d.]+),/.exec(row!)?.[1];
  expect(amount && normalize(amount)).toBe(normalize(exact));
  expect(row, 'a raw state in the file').not.toMatch(/,[a-z]+_[a-z_]+,/);
});
