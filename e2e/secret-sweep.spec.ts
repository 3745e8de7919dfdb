/**
 * The secret sweep must be able to fail. This test plants real credentials, ones
 * the sandbox issued or received during the test, in every place the sweep
 * searches, and declares each exposure: the fixture fails the test for any it
 * does not find (and for any other it does).
 */
import { appendFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { evmKeySigner } from '../lib/wallet/key-signers';
import { APP_LOG } from '../playwright.config';
import { expect, test } from './fixtures';
import { SANDBOX_URL, apiKeyOf } from './support';

test('a credential planted in a response, an event stream, a cookie, storage or the server log fails the sweep', async ({
  page,
  secretSweep,
}) => {
  const apikey = await apiKeyOf(evmKeySigner());
  // A checkout token the sandbox only receives: sent by a client, never issued in an answer.
  const token = randomBytes(32).toString('base64url');
  await fetch(`${SANDBOX_URL}/store/purchase/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-checkout-token': token },
    body: JSON.stringify({ purchaseId: 'prc_unknown' }),
  });
  expect((await secretSweep.secrets()).map((s) => s.kind).sort()).toEqual(['api-key', 'checkout-token']);

  // A page that leaks both the way a careless route would.
  await page.route('**/leaky-page', (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: { 'x-debug-key': apikey, 'set-cookie': `checkout=${encodeURIComponent(token)}; Path=/` },
      body: `<!doctype html><html lang="en"><head><title>Leaky page</title></head><body><main><h1>Order</h1><p data-token="${token}">Done</p></main></body></html>`,
    }),
  );
  await page.route('**/leaky-stream', (route) =>
    route.fulfill({ contentType: 'text/event-stream', body: `id: 1\ndata: {"apikey":"${apikey}"}\n\n` }),
  );
  await page.goto('/leaky-page');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const source = new EventSource('/leaky-stream');
        source.onmessage = () => (source.close(), resolve());
      }),
  );
  await page.evaluate(
    ([key, value]) => {
      localStorage.setItem('apikey', key!);
      sessionStorage.setItem('checkout', value!);
    },
    [apikey, token],
  );
  // Stands in for a server line that logs a request's headers.
  appendFileSync(APP_LOG, `request failed; headers: {"x-api-key":"${apikey}"}\n`);

  const origin = new URL(page.url()).origin;
  for (const exposure of [
    { kind: 'api-key', channel: 'response header', source: '/leaky-page' },
    { kind: 'checkout-token', channel: 'response body', source: '/leaky-page' },
    { kind: 'api-key', channel: 'event stream', source: '/leaky-stream' },
    { kind: 'checkout-token', channel: 'cookie', source: 'checkout' },
    { kind: 'api-key', channel: 'localStorage', source: origin },
    { kind: 'checkout-token', channel: 'sessionStorage', source: origin },
    { kind: 'api-key', channel: 'server log', source: 'server log' },
  ] as const) {
    secretSweep.expectExposure(exposure);
  }
});
