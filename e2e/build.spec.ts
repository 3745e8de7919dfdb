/** What the production build (`npm run build`, the one this suite serves) must not contain. */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

test('the production build has no bench route', async ({ request }) => {
  const routes = Object.values(
    JSON.parse(readFileSync('.next/app-path-routes-manifest.json', 'utf8')) as Record<string, string>,
  );
  expect(routes).toContain('/api/marketplace/[...path]');
  expect(routes.filter((route) => route.startsWith('/api/bench'))).toEqual([]);
  expect((await request.get('/api/bench/passthrough/store/products?limit=1')).status()).toBe(404);
});
