import { expect, type Locator, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { Keypair } from '@solana/web3.js';
import bs58 from 'bs58';
import { decodeBase64Json } from '../lib/marketplace/siwx';
import { signInChallengeSchema } from '../lib/marketplace/siwx-challenge';
import { evmKeySigner, solanaKeySigner } from '../lib/wallet/key-signers';
import { BURNER_KEY, PERSONA_KEY } from '../lib/wallet/sandbox-keys';
import { signSiwxChallenge, type MessageSigner } from '../lib/wallet/siwx';
import { SANDBOX_URL } from '../playwright.config';
import { personaAccountId } from '../sandbox/personas';
import { SANDBOX_PERSONAS, seedPhraseOf, type PersonaId } from '../sandbox/personas-public';

export { SANDBOX_URL };

/** The signed-in account, as the dashboard's own session endpoint tells the page. */
export async function accountIdOf(page: Page): Promise<string> {
  const summary = (await (await page.request.get('/api/session')).json()) as { account: { accountId: string } };
  return summary.account.accountId;
}

/** The balances the sandbox holds for an account: the oracle the page must agree with. */
export async function sandboxBalances(accountId: string): Promise<Record<string, string>> {
  // The control answers every balance after a credit; a zero credit is refused, so credit the smallest USDG, which no test spends.
  const response = await fetch(`${SANDBOX_URL}/__sandbox/accounts/${encodeURIComponent(accountId)}/credit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ asset: 'USDG_ALT', amount: '0.000001' }),
  });
  return ((await response.json()) as { balances: Record<string, string> }).balances;
}

/** Calls the sandbox directly, as the tests' oracle for what the dashboard should show. */
export async function sandboxJson<T = Record<string, unknown>>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${SANDBOX_URL}${path}`, init);
  return (await response.json()) as T;
}

/** The account's active API key, fetched the way an agent would: account access with a wallet proof (it creates the account if needed). */
export async function apiKeyOf(signer: MessageSigner): Promise<string> {
  const path = `/${signer.network}/siwx/account-create`;
  const challenge = await fetch(`${SANDBOX_URL}${path}`, { method: 'POST' });
  const info = signInChallengeSchema.parse(decodeBase64Json(challenge.headers.get('payment-required')!)).extensions[
    'sign-in-with-x'
  ].info;
  const response = await fetch(`${SANDBOX_URL}${path}`, {
    method: 'POST',
    headers: { 'sign-in-with-x': await signSiwxChallenge(info, signer) },
  });
  const body = (await response.json()) as { apikey: string };
  expect(body.apikey).toMatch(/^[0-9a-f]{40}$/);
  return body.apikey;
}

/** Publish a job of the creator persona's own now (on Base), shaped as the test needs. */
export async function publishCreatorJob(shape: Record<string, unknown>): Promise<{ jobId: string; customId: string }> {
  const published = await fetch(`${SANDBOX_URL}/__sandbox/jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ creatorAccountId: personaAccountId('creator'), network: 'base', ...shape }),
  });
  if (!published.ok) throw new Error(`publishing a creator job answered ${published.status}`);
  return (await published.json()) as { jobId: string; customId: string };
}

export async function sandboxControl(path: string, body: unknown = {}): Promise<void> {
  const response = await fetch(`${SANDBOX_URL}/__sandbox${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

/**
 * Let `seconds` pass for the sandbox and for the page's timers at once, so a
 * journey skips a rate window and the countdown that shows it instead of
 * sleeping through them. The dashboard judges windows by the sandbox's clock;
 * the page's timers must be under Playwright's clock (`page.clock.install()`
 * before the page loads).
 */
export async function passTime(page: Page, seconds: number): Promise<void> {
  await sandboxControl('/clock', { advanceSeconds: seconds });
  await page.clock.fastForward(seconds * 1000);
}

/**
 * For a page that waits out a window by itself, unseen (a read retried once
 * its window has passed): move time on a window at a time until `done` passes.
 */
export async function passTimeUntil(page: Page, seconds: number, done: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await passTime(page, seconds);
    await done();
  }).toPass({ timeout: 30_000 });
}

/** Click a server-rendered button until the page has hydrated and it opens its dialog. */
export async function openDialog(page: Page, button: Locator, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  // The dialog's code loads on the first click: a slow load must not make the next try click behind the open dialog.
  await expect(async () => {
    if (!(await dialog.isVisible())) await button.click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return dialog;
}

/**
 * Sign in with a wallet whose key is held here, in Node (`evmKeySigner()` or
 * `solanaKeySigner()` from lib/wallet/key-signers.ts), without a wallet in the
 * browser: the free challenge through the dashboard's proxy, the proof signed
 * here, then the dashboard's own sign-in endpoint. `page.request` shares the
 * browser context's cookies, so the pages are signed in as after the dialog.
 * Works against the sandbox and against a live upstream alike.
 */
export async function signInWithKey(
  page: Page,
  signer: MessageSigner,
): Promise<{ accountId: string; walletAddress: string }> {
  const sameOrigin = { 'sec-fetch-site': 'same-origin' };
  const challenge = await page.request.post(`/api/marketplace/${signer.network}/siwx/account-create`, {
    headers: sameOrigin,
  });
  expect(challenge.status(), 'the sign-in challenge').toBe(402);
  const info = signInChallengeSchema.parse(decodeBase64Json(challenge.headers()['payment-required']!)).extensions[
    'sign-in-with-x'
  ].info;
  const response = await page.request.post('/api/session', {
    headers: { ...sameOrigin, 'sign-in-with-x': await signSiwxChallenge(info, signer) },
    data: { network: signer.network },
  });
  const body = (await response.json()) as { account?: { accountId: string; walletAddress: string } };
  expect(response.status(), JSON.stringify(body)).toBe(200);
  return body.account!;
}

/** Sign in as a sandbox persona with its own key (SHA-256 of its public seed phrase), on its network. */
export async function signInAsPersona(page: Page, id: PersonaId): Promise<void> {
  const persona = SANDBOX_PERSONAS.find((p) => p.id === id)!;
  const key = createHash('sha256').update(seedPhraseOf(id)).digest();
  await signInWithKey(
    page,
    persona.network === 'solana' ? await solanaKeySigner(key) : evmKeySigner(`0x${key.toString('hex')}`),
  );
}

/**
 * Signed in as this browser's sandbox burner wallet of a network, as choosing
 * it in the sign-in dialog would leave things (the burner stored, no persona),
 * but with the proof signed here: journeys about something else skip the
 * dialog, which the account and wallet journeys go through.
 */
export async function signInWithSandboxWallet(page: Page, network: 'solana' | 'base'): Promise<void> {
  const stored = await page.evaluate(
    ([burner, persona]) => {
      localStorage.removeItem(persona);
      return localStorage.getItem(burner);
    },
    [BURNER_KEY[network], PERSONA_KEY[network]] as const,
  );
  const signer =
    network === 'solana'
      ? await solanaKeySigner(stored ? bs58.decode(stored).slice(0, 32) : undefined)
      : evmKeySigner((stored as `0x${string}` | null) ?? undefined);
  const key = 'seed' in signer ? bs58.encode(Keypair.fromSeed(signer.seed).secretKey) : signer.privateKey;
  await page.evaluate(([name, value]) => localStorage.setItem(name, value), [BURNER_KEY[network], key] as const);
  await signInWithKey(page, signer);
  await page.reload();
  await expect(
    page.getByRole('banner').getByRole('link', { name: network === 'solana' ? /Solana/ : /Base/ }),
  ).toBeVisible();
}

/** Sign in through the dialog with a sandbox wallet, as a newcomer would. */
export async function signInThroughDialog(page: Page, network: 'solana' | 'base'): Promise<void> {
  const dialog = await openDialog(
    page,
    page.getByRole('banner').getByRole('button', { name: 'Sign in' }),
    'Sign in with your wallet',
  );
  await dialog.getByRole('button', { name: network === 'solana' ? /^Solana/ : /^Base/ }).click();
  await dialog
    .getByRole('button', { name: network === 'solana' ? /Sandbox wallet \(Solana\)/ : /Sandbox account \(Base\)/ })
    .click();
  await expect(dialog.getByRole('heading', { name: 'Check before you sign' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign in with wallet' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(
    page.getByRole('banner').getByRole('link', { name: network === 'solana' ? /Solana/ : /Base/ }),
  ).toBeVisible();
}

/** Holds back every script until the returned function is called: the page as a browser has it before its code runs. */
export async function holdAllScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Holds back every script the page's HTML does not name (what loads after hydration or on first use) until the
 * returned function is called, so a journey can use what the server rendered before that code arrives.
 */
export async function holdLateScripts(page: Page): Promise<() => void> {
  let html = '';
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.resourceType() === 'document') {
      const response = await route.fetch();
      html = await response.text();
      return route.fulfill({ response, body: html });
    }
    const named = html.includes(new URL(request.url()).pathname.replace(/^\/_next\//, ''));
    if (request.resourceType() === 'script' && !named) await released;
    return route.continue();
  });
  return release;
}
