/**
 * Against the live service, the page policy lets images in from this
 * dashboard only (and data: and blob:), and connections to this dashboard
 * only: no marketplace or sandbox origin anywhere. The marketplace's media are
 * on another origin (its public URL), which MEDIA_ORIGINS names; they come
 * through this dashboard's origin and load without a violation (the fixtures
 * fail on any).
 */
import { LIVE, expect, expectNoSandboxTraces, test } from './live';

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
      .map(([name, ...values]) => [name, values]),
  );

test('images and connections from this dashboard only; the media origin’s pictures come through it and show', async ({
  page,
}) => {
  const response = await page.goto('/store');
  const policy = directives(response!.headers()['content-security-policy']!);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.has('media-src')).toBe(false);
  // No origin in any directive: not the marketplace's, not this worker's sandbox, not the default one.
  const origins = [...policy.values()].flat().filter((source) => /^https?:/.test(source));
  expect(origins).toEqual([]);

  // The product images are the media origin's, asked for through this dashboard, and they show.
  const images = page
    .getByRole('list', { name: 'Services' })
    .locator(`img[src^="/api/media?url=${encodeURIComponent(`${LIVE.mediaOrigin}/media/`)}"]`);
  await expect(images.first()).toBeVisible();
  await expect
    .poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expectNoSandboxTraces(page, 'the store');
});
