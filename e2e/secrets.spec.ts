import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import bs58 from 'bs58';
import { solanaKeySigner } from '../lib/wallet/key-signers';
import { expect, test } from './fixtures';
import { SANDBOX_URL, apiKeyOf, openDialog, signInWithSandboxWallet } from './support';

/** The active API key of the sandbox wallet the page signed in with. */
async function activeKeyOf(secretKeyBase58: string): Promise<string> {
  return apiKeyOf(await solanaKeySigner(bs58.decode(secretKeyBase58).slice(0, 32)));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/*
 * The secret sweep (e2e/fixtures.ts) checks every response, cookie and storage of
 * each journey. These two walk the journeys that handle the most secrets and make
 * sure the sweep was watching the real ones; the first also searches the built files.
 */

test('a whole signed-in session: the sweep watches both API keys, and no built file holds one', async ({
  page,
  secretSweep,
}) => {
  await page.goto('/store');
  await signInWithSandboxWallet(page, 'solana');
  const secret = await page.evaluate(() => localStorage.getItem('marketplace.sandbox-wallet.solana.v1'));
  expect(secret).toBeTruthy();
  const firstKey = await activeKeyOf(secret!);

  // A whole session: browse, read the account, create a verification link, rotate the key.
  await page.getByRole('list', { name: 'Services' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/account');
  await expect(page.getByRole('region', { name: 'Balances' })).toContainText('250.00 USDC');
  await page.getByRole('button', { name: 'Create a verification link' }).click();
  await expect(page.getByRole('region', { name: 'Proof of human' })).toContainText('The link works for');
  await page.getByRole('button', { name: 'Rotate key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rotate your API key' });
  await dialog.getByRole('button', { name: /Sandbox wallet \(Solana\)/ }).click();
  await dialog.getByRole('button', { name: 'Sign and rotate' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Legacy balance' })).toContainText('SOL');
  await page.goto('/account');
  await expect(page.getByRole('region', { name: 'Balances' })).toContainText('250.00 USDC');

  const secondKey = await activeKeyOf(secret!);
  expect(secondKey).not.toBe(firstKey);
  const watched = (await secretSweep.secrets()).map((s) => s.value);
  expect(watched).toContain(firstKey);
  expect(watched).toContain(secondKey);

  const built = filesUnder('.next/static').filter((f) => f.endsWith('.js'));
  expect(built.length).toBeGreaterThan(10);
  for (const file of built) {
    const text = readFileSync(file, 'utf8');
    for (const key of [firstKey, secondKey]) expect(text.includes(key), file).toBe(false);
  }
});

test('buying and chatting: the sweep watches the order secret', async ({ page, secretSweep }) => {
  await page.goto('/store');
  await signInWithSandboxWallet(page, 'solana');
  const { products } = (await (await fetch(`${SANDBOX_URL}/store/products?limit=50&sort=stars_desc`)).json()) as {
    products: { id: string; name: string; pricing: { mode: string } }[];
  };
  const product = products.find((p) => p.pricing.mode === 'fixed')!;
  await page.goto(`/store/${encodeURIComponent(product.id)}`);
  const dialog = await openDialog(page, page.getByRole('button', { name: 'Buy with USDC' }), `Buy “${product.name}”`);
  await dialog.getByRole('button', { name: 'Get a quote' }).click();
  await dialog.getByRole('button', { name: /with Sandbox wallet \(Solana\)/ }).click();
  await expect(page.getByRole('heading', { name: 'In progress', level: 2 })).toBeVisible({ timeout: 30_000 });
  const room = page.getByRole('region', { name: 'Order room' });
  await expect(room).toBeVisible();
  await room.getByLabel(/^Message to /).fill('Hello');
  await room.getByRole('button', { name: 'Send' }).click();
  await expect(room.getByRole('list', { name: 'Messages' })).toContainText('Hello');

  // The real secret, read straight from the marketplace with the buyer's key.
  const purchaseId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const secret = await page.evaluate(() => localStorage.getItem('marketplace.sandbox-wallet.solana.v1'));
  const apikey = await activeKeyOf(secret!);
  const status = await fetch(`${SANDBOX_URL}/store/purchase/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apikey },
    body: JSON.stringify({ purchaseId }),
  });
  const orderSecret = ((await status.json()) as { purchase: { secret: string } }).purchase.secret;
  expect(orderSecret.length).toBeGreaterThan(16);
  expect(await secretSweep.secrets()).toContainEqual({ kind: 'order-secret', value: orderSecret });
});
