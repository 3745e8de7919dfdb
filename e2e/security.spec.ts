/** The server's security properties as a browser meets them: headers, the session cookie, bad cookies, the Solana relay. */
import type { Page } from '@playwright/test';
import { recordCspViolations } from './csp';
import { expect, test } from './fixtures';
import { sandboxJson, signInWithSandboxWallet } from './support';

interface Product {
  id: string;
  pricing: { mode: string };
}

/** Start a checkout from the page, as the checkout dialog does: it creates the anonymous session. */
async function startCheckout(page: Page): Promise<{ status: number; idempotencyKey: string }> {
  const { products } = await sandboxJson<{ products: Product[] }>('/store/products?limit=20');
  const product = products.find((p) => p.pricing.mode === 'fixed')!;
  const idempotencyKey = `e2e-security-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/marketplace/store/purchase', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { productId: product.id, network: 'solana', idempotencyKey },
  );
  return { status, idempotencyKey };
}

const sessionCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name.endsWith('mkt_session'));

test('pages carry a nonce policy that Next puts on its scripts, a fresh nonce per response, and the other security headers', async ({
  page,
}) => {
  const first = (await page.goto('/store'))!;
  const policy = first.headers()['content-security-policy']!;
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(policy).toContain(`script-src 'self' 'nonce-${nonce}'`);
  expect(policy).not.toContain('unsafe-eval');
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("connect-src 'self'");
  expect(first.headers()).toMatchObject({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'x-frame-options': 'DENY',
  });
  expect(first.headers()['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  // Over plain HTTP no HSTS (it would lock a local dashboard out); behind a TLS proxy, two years.
  expect(first.headers()).not.toHaveProperty('strict-transport-security');
  expect((await first.headersArray()).filter((h) => h.name.toLowerCase() === 'content-security-policy')).toHaveLength(
    1,
  );

  const html = await first.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

  const second = (await page.goto('/store'))!;
  expect(second.headers()['content-security-policy']).not.toContain(nonce!);
});

test('API answers and build assets carry a policy that lets nothing run or load', async ({ page, request }) => {
  const api = await request.get('/api/session');
  expect(api.headers()['content-security-policy']).toBe(
    "default-src 'none'; form-action 'none'; frame-ancestors 'none'; sandbox",
  );
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
  const html = await (await page.goto('/store'))!.text();
  const asset = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)![1]!;
  const script = await request.get(asset);
  expect(script.status()).toBe(200);
  expect(script.headers()['content-security-policy']).toBe(
    "default-src 'none'; form-action 'none'; frame-ancestors 'none'; sandbox",
  );
});

test('the violation check every journey runs under sees an inline script the policy blocks', async ({ browser }) => {
  const page = await browser.newPage();
  const violations = await recordCspViolations(page);
  await page.goto('/store');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations[0]).toContain('script-src');
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  await page.close();
});

test('behind a proxy that terminated HTTPS, every answer asks browsers to keep to HTTPS', async ({ request }) => {
  for (const path of ['/store', '/api/session']) {
    const response = await request.get(path, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers()['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains');
  }
});

test('a page address holding a NUL or another control character is refused in words before any read', async ({
  page,
}) => {
  for (const path of ['/purchases/%00', '/store/%0A', '/users/a%1Fb']) {
    const response = (await page.goto(path))!;
    expect(response.status(), path).toBe(400);
    await expect(page.getByRole('heading', { name: 'That address is not valid' })).toBeVisible();
  }
});

test('a malformed session cookie is no session on every page and route, never a 500', async ({ request }) => {
  const cookie = 'mkt_session=%E0%A4%A; __Host-mkt_session=%E0%A4%A';
  const sameOrigin = { cookie, origin: test.info().project.use.baseURL! };
  const answers = await Promise.all([
    ...['/store', '/account', '/purchases', '/recovery', '/hire'].map(
      async (path) => [path, (await request.get(path, { headers: { cookie } })).status()] as const,
    ),
    ['GET /api/session', (await request.get('/api/session', { headers: { cookie } })).status()] as const,
    ['GET /api/recovery', (await request.get('/api/recovery', { headers: { cookie } })).status()] as const,
    [
      'GET /api/notifications/stream',
      (await request.get('/api/notifications/stream', { headers: { cookie } })).status(),
    ] as const,
    [
      'GET /api/marketplace/profile',
      (await request.get('/api/marketplace/profile', { headers: { cookie } })).status(),
    ] as const,
    ['POST /api/session/key', (await request.post('/api/session/key', { headers: sameOrigin })).status()] as const,
    ['DELETE /api/session', (await request.delete('/api/session', { headers: sameOrigin })).status()] as const,
    [
      'POST /api/solana-rpc',
      (
        await request.post('/api/solana-rpc', {
          headers: sameOrigin,
          data: { jsonrpc: '2.0', id: 1, method: 'getLatestBlockhash' },
        })
      ).status(),
    ] as const,
  ]);
  for (const [what, status] of answers) expect(status, what).toBeLessThan(500);
  expect(Object.fromEntries(answers)).toMatchObject({
    '/store': 200,
    'GET /api/session': 200,
    'GET /api/recovery': 200,
    'POST /api/solana-rpc': 401,
  });
});

test('the session cookie is __Host- and Secure, Chromium keeps it on http://localhost, and signing in replaces it', async ({
  page,
}) => {
  await page.goto('/store');
  expect(await sessionCookie(page)).toBeUndefined();
  const checkout = await startCheckout(page);
  expect(checkout.status).toBe(402);
  const anonymous = await sessionCookie(page);
  expect(anonymous).toMatchObject({
    name: '__Host-mkt_session',
    domain: 'localhost',
    path: '/',
    secure: true,
    httpOnly: true,
    sameSite: 'Lax',
  });

  await signInWithSandboxWallet(page, 'solana');
  const signedIn = await sessionCookie(page);
  expect(signedIn?.name).toBe('__Host-mkt_session');
  expect(signedIn?.value).not.toBe(anonymous!.value);
  // The quote started before sign-in is still this browser's: its status is read with its checkout token, which the
  // journal row kept under the new session holds (the account's key alone cannot read an anonymous quote).
  const read = await page.evaluate(async (idempotencyKey) => {
    const response = await fetch('/api/marketplace/store/purchase/status', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idempotencyKey }),
    });
    return { status: response.status, body: (await response.json()) as { checkout?: { status?: string } } };
  }, checkout.idempotencyKey);
  expect(read.status).toBe(200);
  expect(read.body.checkout?.status).toBe('awaiting_payment');
});

test('the Solana relay answers only a session, only the payment client’s reads, at a bounded pace', async ({
  page,
}) => {
  await page.goto('/store');
  const rpc = (body: unknown) =>
    page.evaluate(async (b) => {
      const response = await fetch('/api/solana-rpc', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(b),
      });
      return { status: response.status, retryAfter: response.headers.get('retry-after') };
    }, body);
  const blockhash = { jsonrpc: '2.0', id: 1, method: 'getLatestBlockhash', params: [{ commitment: 'confirmed' }] };
  expect((await rpc(blockhash)).status).toBe(401);

  await startCheckout(page);
  expect((await rpc(blockhash)).status).toBe(200);
  expect((await rpc({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: ['AAAA'] })).status).toBe(400);
  let last = { status: 200, retryAfter: null as string | null };
  for (let i = 0; i < 25 && last.status === 200; i++) last = await rpc(blockhash);
  expect(last.status).toBe(429);
  expect(Number(last.retryAfter)).toBeGreaterThan(0);
});

test('sign-in refuses an oversized body', async ({ page }) => {
  await page.goto('/store');
  const status = await page.evaluate(
    async () =>
      (
        await fetch('/api/session', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'sign-in-with-x': 'proof' },
          body: JSON.stringify({ network: 'solana', padding: 'x'.repeat(8 * 1024) }),
        })
      ).status,
  );
  expect(status).toBe(413);
});
