import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import bs58 from 'bs58';
import { decodeBase64Json, signInChallengeSchema } from '../lib/marketplace/siwx';
import { signSiwxChallenge } from '../lib/wallet/siwx';
import { solanaTestSigner } from '../lib/wallet/test-signers';
import { SANDBOX_URL, openDialog, signInWithSandboxWallet } from './support';

/** The account's active API key, fetched the way an agent would: repeat account access with the same wallet. */
async function activeKeyOf(secretKeyBase58: string): Promise<string> {
  const signer = await solanaTestSigner(bs58.decode(secretKeyBase58).slice(0, 32));
  const path = '/solana/siwx/account-create';
  const challenge = await fetch(`${SANDBOX_URL}${path}`, { method: 'POST' });
  const info = signInChallengeSchema.parse(decodeBase64Json(challenge.headers.get('payment-required')!)).extensions['sign-in-with-x'].info;
  const response = await fetch(`${SANDBOX_URL}${path}`, { method: 'POST', headers: { 'sign-in-with-x': await signSiwxChallenge(info, signer) } });
  const body = (await response.json()) as { apikey: string };
  expect(body.apikey).toMatch(/^[0-9a-f]{40}$/);
  return body.apikey;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

test('no response, cookie, storage or built file ever holds the API key', async ({ page, context }) => {
  const seen: { url: string; text: string }[] = [];
  page.on('response', async (response) => {
    const headers = JSON.stringify(await response.allHeaders());
    let body = '';
    try {
      body = (await response.body()).toString('utf8');
    } catch {
      // Redirects and aborted requests have no body.
    }
    seen.push({ url: response.url(), text: `${headers}\n${body}` });
  });

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
  expect(seen.length).toBeGreaterThan(20);

  for (const key of [firstKey, secondKey]) {
    for (const { url, text } of seen) expect(text.includes(key), `response of ${url}`).toBe(false);
    expect(JSON.stringify(await context.cookies())).not.toContain(key);
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(storage).not.toContain(key);
    for (const file of filesUnder('.next/static').filter((f) => f.endsWith('.js'))) {
      expect(readFileSync(file, 'utf8').includes(key), file).toBe(false);
    }
  }
});

test('no response, cookie or storage ever holds an order secret', async ({ page, context }) => {
  const bodies: { url: string; text: string }[] = [];
  page.on('response', async (response) => {
    const headers = JSON.stringify(await response.allHeaders());
    const body = await response.body().then(
      (b) => b.toString('utf8'),
      () => '',
    );
    bodies.push({ url: response.url(), text: `${headers}\n${body}` });
  });

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

  expect(bodies.length).toBeGreaterThan(10);
  for (const { url, text } of bodies) expect(text.includes(orderSecret), `response of ${url}`).toBe(false);
  expect(JSON.stringify(await context.cookies())).not.toContain(orderSecret);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(orderSecret);
});
